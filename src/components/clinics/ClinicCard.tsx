import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './ClinicCard.module.css';

export interface ClinicView {
  id: string;
  name: string;
  address: string;
  services: string;
  doctor: string;
  phone: string | null;
  telHref: string | null;
  mapHref: string;
  url: string | null;
  /** Read after the link text by assistive technology, e.g. 「（銀座医院）」. */
  mapLabel: string;
  websiteLabel: string;
}

interface Props {
  clinic: ClinicView;
  labels: {
    address: string;
    services: string;
    doctor: string;
    phone: string;
    map: string;
    website: string;
    newTab: string;
  };
}

/** One clinic: name, what it offers, how to reach it, and a map link. */
export function ClinicCard({ clinic, labels }: Props) {
  return (
    <article className={styles.card} data-clinic={clinic.id} aria-labelledby={`clinic-${clinic.id}`}>
      <h3 id={`clinic-${clinic.id}`} className={styles.name}>
        {clinic.name}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.address}</dt>
          <dd>{clinic.address}</dd>
        </div>
        {clinic.services !== '' && (
          <div>
            <dt>{labels.services}</dt>
            <dd className={styles.multiline}>{clinic.services}</dd>
          </div>
        )}
        {clinic.doctor !== '' && (
          <div>
            <dt>{labels.doctor}</dt>
            <dd>{clinic.doctor}</dd>
          </div>
        )}
        {clinic.phone !== null && clinic.telHref !== null && (
          <div>
            <dt>{labels.phone}</dt>
            <dd>
              <a className={styles.phone} href={clinic.telHref}>
                {clinic.phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.links}>
        <ExternalLink className={styles.link} href={clinic.mapHref} newTabLabel={labels.newTab}>
          {labels.map}
          <span className="visually-hidden">{clinic.mapLabel}</span>
        </ExternalLink>
        {clinic.url !== null && (
          <ExternalLink className={styles.link} href={clinic.url} newTabLabel={labels.newTab}>
            {labels.website}
            <span className="visually-hidden">{clinic.websiteLabel}</span>
          </ExternalLink>
        )}
      </p>
    </article>
  );
}
