import type { NavLink } from '../../content/navigation.ts';
import { Eyebrow } from '../ui/Eyebrow.tsx';
import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import { rentalBannerSizes } from '../ui/picture-sizes.ts';
import { PageLink } from './PageLink.tsx';
import styles from './RentalBanner.module.css';

interface Props {
  copy: { eyebrow: string; title: string; text: string; cta: string };
  link: NavLink;
  image: PictureData;
  labels: { newTab: string; japaneseOnly: string };
}

/** The banner to the monthly rental plan for medical institutions (a Japanese-only page). */
export function RentalBanner({ copy, link, image, labels }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-rental">
      <div className={styles.inner}>
        <div className={styles.banner}>
          <Picture className={styles.image} image={image} alt="" sizes={rentalBannerSizes} />
          <div className={styles.body}>
            <Eyebrow tone="inherit">{copy.eyebrow}</Eyebrow>
            <h2 className={styles.title} id="home-rental">
              {copy.title}
            </h2>
            <p className={styles.text}>{copy.text}</p>
            <p className={styles.action}>
              <PageLink
                className={styles.cta}
                link={link}
                newTabLabel={labels.newTab}
                japaneseOnlyLabel={labels.japaneseOnly}
              >
                {copy.cta}
              </PageLink>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
