import { ExternalLink } from '../ui/ExternalLink.tsx';
import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import styles from './CertificationBadge.module.css';

interface Props {
  copy: { heading: string; text: string; cta: string };
  href: string;
  image: PictureData;
  newTabLabel: string;
}

/** The certification badge: FDA-cleared technology, US continence association membership. */
export function CertificationBadge({ copy, href, image, newTabLabel }: Props) {
  return (
    <div className={styles.panel}>
      <ExternalLink className={styles.badgeLink} href={href} newTabLabel={newTabLabel} showIcon={false}>
        <Picture className={styles.badge} image={image} sizes="9rem" />
      </ExternalLink>
      <div className={styles.body}>
        <h3 className={styles.title}>{copy.heading}</h3>
        <p className={styles.text}>{copy.text}</p>
        <ExternalLink className={styles.link} href={href} newTabLabel={newTabLabel}>
          {copy.cta}
        </ExternalLink>
      </div>
    </div>
  );
}
