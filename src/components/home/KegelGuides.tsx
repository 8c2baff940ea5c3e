import type { NavLink } from '../../content/navigation.ts';
import type { PictureData } from '../ui/Picture.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { GuideCard } from './GuideCard.tsx';
import styles from './KegelGuides.module.css';

interface Guide {
  title: string;
  text: string;
  cta: string;
}

interface Props {
  copy: { eyebrow: string; heading: string; lead: string; women: Guide; men: Guide };
  links: { women: NavLink; men: NavLink };
  images: { women: PictureData; men: PictureData };
  labels: { newTab: string; japaneseOnly: string };
}

/** The two educational articles: pelvic-floor exercises for women and for men. */
export function KegelGuides({ copy, links, images, labels }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-guides">
      <div className={styles.inner}>
        <SectionHeading
          id="home-guides"
          eyebrow={copy.eyebrow}
          title={copy.heading}
          lead={copy.lead}
          leadOnPhone={false}
        />
        <div className={styles.grid}>
          <GuideCard image={images.women} {...copy.women} link={links.women} labels={labels} />
          <GuideCard image={images.men} {...copy.men} link={links.men} labels={labels} />
        </div>
      </div>
    </section>
  );
}
