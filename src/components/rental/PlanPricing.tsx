import { formatYen } from '../../content/products.ts';
import type { ResolvedRental } from '../../domain/site-facts/rules.ts';
import { formatJst } from '../../domain/site-facts/time.ts';
import { CheckList } from '../ui/CheckList.tsx';
import styles from './PlanPricing.module.css';

interface Props {
  copy: {
    planName: string;
    specialBadge: string;
    usualLabel: string;
    usualPrice: string;
    /** Read before the struck-through price, which screen readers do not announce as such. */
    usualStruck: string;
    price: string;
    period: string;
    perMonth: string;
    features: string[];
    initialFeeLabel: string;
    initialFee: string;
    note: string;
  };
  /** The price at render time (/admin/site): a usual price only when the comparison holds. */
  price: ResolvedRental;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The rental plan's price card: the monthly price; during a campaign its period, the badge and,
 * when its evidence holds, the usual price struck through; the terms.
 */
export function PlanPricing({ copy, price }: Props) {
  const yen = (amount: number) => formatYen(amount, 'ja');
  return (
    <div className={styles.card} data-pricing="">
      <div className={styles.head}>
        {price.period ? <p className={styles.badge}>{copy.specialBadge}</p> : null}
        <h3 className={styles.name}>{copy.planName}</h3>
      </div>
      {price.usualMonthlyYen !== null ? (
        <p className={styles.usual}>
          {copy.usualLabel}{' '}
          <s data-usual-price="">
            <span className="visually-hidden">{copy.usualStruck}</span>
            {fill(copy.usualPrice, { price: yen(price.usualMonthlyYen) })}
          </s>
        </p>
      ) : null}
      <p className={styles.price}>
        <span className={styles.amount} data-price="">
          {fill(copy.price, { price: yen(price.monthlyYen) })}
        </span>
        <span className={styles.unit}>{copy.perMonth}</span>
      </p>
      {price.period ? (
        <p className={styles.usual} data-price-period="">
          {fill(copy.period, { from: formatJst(price.period.from), until: formatJst(price.period.until) })}
        </p>
      ) : null}
      <CheckList items={copy.features} />
      <dl className={styles.fee}>
        <dt>{copy.initialFeeLabel}</dt>
        <dd data-initial-fee="">{copy.initialFee}</dd>
      </dl>
      <p className={styles.note}>{copy.note}</p>
    </div>
  );
}
