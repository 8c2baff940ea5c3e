import { CheckList } from '../ui/CheckList.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import { heroSizes } from '../ui/picture-sizes.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { TwoColumns } from '../ui/TwoColumns.tsx';
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
      <TwoColumns widths="1.1:1">
        <Picture className={styles.image} image={image} sizes={heroSizes} />
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
      </TwoColumns>
    </section>
  );
}
