import { ExternalLink } from '../ui/ExternalLink.tsx';
import { CheckList } from './CheckList.tsx';
import type { PictureData } from './Picture.tsx';
import { Picture } from './Picture.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import styles from './ShowroomSection.module.css';

interface Props {
  copy: { eyebrow: string; heading: string; text: string; points: string[]; cta: string };
  href: string;
  image: PictureData;
  newTabLabel: string;
}

/** The Ginza showroom and salon, with a link to its own site. */
export function ShowroomSection({ copy, href, image, newTabLabel }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-showroom">
      <div className={styles.inner}>
        <Picture className={styles.image} image={image} />
        <div className={styles.text}>
          <SectionHeading id="home-showroom" eyebrow={copy.eyebrow} title={copy.heading} align="start" />
          <p className={styles.body}>{copy.text}</p>
          <CheckList items={copy.points} />
          <p className={styles.action}>
            <ExternalLink className={styles.cta} href={href} newTabLabel={newTabLabel}>
              {copy.cta}
            </ExternalLink>
          </p>
        </div>
      </div>
    </section>
  );
}
