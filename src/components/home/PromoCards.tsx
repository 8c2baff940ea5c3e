import type { ReactNode } from 'react';
import type { NavLink } from '../../content/navigation.ts';
import type { PictureData } from '../ui/Picture.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { GuideCard } from './GuideCard.tsx';
import styles from './PromoCards.module.css';

interface Promo {
  badge: string;
  title: string;
  text: string;
  cta: string;
}

interface Props {
  copy: { heading: string; showroom: Promo; clinical: Promo };
  links: { showroom: NavLink; clinical: NavLink };
  images: { showroom: PictureData; clinical: PictureData };
  labels: { newTab: string; japaneseOnly: string };
  /** The certification badge, shown under the cards. */
  children?: ReactNode;
}

/** Two large cards: try it at the Ginza showroom, or use it in a clinic. */
export function PromoCards({ copy, links, images, labels, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-promos">
      <div className={styles.inner}>
        <SectionHeading id="home-promos" title={copy.heading} />
        <div className={styles.grid}>
          <GuideCard size="large" image={images.showroom} {...copy.showroom} link={links.showroom} labels={labels} />
          <GuideCard size="large" image={images.clinical} {...copy.clinical} link={links.clinical} labels={labels} />
        </div>
        {children}
      </div>
    </section>
  );
}
