import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './ConferenceBanner.module.css';

interface Props {
  text: string;
  linkLabel: string;
  href: string;
  newTabLabel: string;
}

export function ConferenceBanner({ text, linkLabel, href, newTabLabel }: Props) {
  return (
    <div className={styles.banner} data-site-banner="">
      <p className={styles.text}>
        <span>{text}</span>
        {href ? (
          <>
            {' '}
            <ExternalLink className={styles.link} href={href} newTabLabel={newTabLabel}>
              {linkLabel}
            </ExternalLink>
          </>
        ) : null}
      </p>
    </div>
  );
}
