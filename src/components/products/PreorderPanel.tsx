import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './PreorderPanel.module.css';

interface Props {
  price: { label: string; value: string };
  /** The pre-order or consultation button: the external contact page, in a new tab. */
  action: { label: string; href: string };
  newTabLabel: string;
}

/** The price and the pre-order button under the hero's lead (English and Chinese top-model page). */
export function PreorderPanel({ price, action, newTabLabel }: Props) {
  return (
    <div className={styles.panel} data-preorder="">
      <p className={styles.price}>
        <span className={styles.label}>{price.label}</span>
        <strong className={styles.value} data-price="">
          {price.value}
        </strong>
      </p>
      <ExternalLink className={styles.button} href={action.href} newTabLabel={newTabLabel} data-preorder-button="">
        {action.label}
      </ExternalLink>
    </div>
  );
}
