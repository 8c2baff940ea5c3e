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
    perMonth: string;
    features: string[];
    initialFeeLabel: string;
    initialFee: string;
    note: string;
  };
}

/** The rental plan's price card: special monthly price, the usual price struck through, terms. */
export function PlanPricing({ copy }: Props) {
  return (
    <div className={styles.card} data-pricing="">
      <div className={styles.head}>
        <p className={styles.badge}>{copy.specialBadge}</p>
        <h3 className={styles.name}>{copy.planName}</h3>
      </div>
      <p className={styles.usual}>
        {copy.usualLabel}{' '}
        <s data-usual-price="">
          <span className="visually-hidden">{copy.usualStruck}</span>
          {copy.usualPrice}
        </s>
      </p>
      <p className={styles.price}>
        <span className={styles.amount} data-price="">
          {copy.price}
        </span>
        <span className={styles.unit}>{copy.perMonth}</span>
      </p>
      <CheckList items={copy.features} />
      <dl className={styles.fee}>
        <dt>{copy.initialFeeLabel}</dt>
        <dd data-initial-fee="">{copy.initialFee}</dd>
      </dl>
      <p className={styles.note}>{copy.note}</p>
    </div>
  );
}
