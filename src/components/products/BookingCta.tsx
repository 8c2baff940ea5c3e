import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './BookingCta.module.css';

interface Props {
  id: string;
  copy: { heading: string; text: string };
  /** One or two buttons to the external booking page, each opening a new tab. */
  actions: { label: string; href: string }[];
  newTabLabel: string;
}

/** The closing call to action of a product detail page: links to the booking page. */
export function BookingCta({ id, copy, actions, newTabLabel }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.inner}>
        <h2 className={styles.heading} id={id}>
          {copy.heading}
        </h2>
        <p className={styles.text}>{copy.text}</p>
        <div className={styles.actions}>
          {actions.map((action, i) => (
            <ExternalLink
              key={action.label}
              className={styles.button}
              data-variant={i === 0 ? 'primary' : 'secondary'}
              href={action.href}
              newTabLabel={newTabLabel}
              data-cta=""
            >
              {action.label}
            </ExternalLink>
          ))}
        </div>
      </div>
    </section>
  );
}
