import { ExternalLink } from '../ui/ExternalLink.tsx';
import { type RequestAction, RequestActions } from '../ui/RequestActions.tsx';
import styles from './BookingCta.module.css';

interface Props {
  id: string;
  copy: { heading: string; text: string };
  /** One or two buttons to the external booking page, each opening a new tab. */
  actions: { label: string; href: string }[];
  newTabLabel: string;
  /** The page's brochure request, offered first: the page ends where a visitor decides. */
  requests: RequestAction[];
}

/** The closing call to action of a product detail page: the brochure, then the booking page. */
export function BookingCta({ id, copy, actions, newTabLabel, requests }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.inner}>
        <h2 className={styles.heading} id={id}>
          {copy.heading}
        </h2>
        <p className={styles.text}>{copy.text}</p>
        <RequestActions actions={requests} tone="inverse" align="center" />
        <div className={styles.actions}>
          {actions.map((action) => (
            <ExternalLink
              key={action.label}
              className={styles.button}
              data-variant="secondary"
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
