import type { NavLink } from '../../content/navigation.ts';
import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import styles from './GuideCard.module.css';
import { PageLink } from './PageLink.tsx';

interface Props {
  image: PictureData;
  title: string;
  text: string;
  cta: string;
  link: Pick<NavLink, 'href' | 'external' | 'hreflang'>;
  labels: { newTab: string; japaneseOnly: string };
  /** Heading level inside its section. */
  headingLevel?: 'h3' | 'h4';
  /** `large` for the two promo cards. */
  size?: 'default' | 'large';
  badge?: string;
}

/** A card with an image, a title, a short text and one link that makes the whole card clickable. */
export function GuideCard({
  image,
  title,
  text,
  cta,
  link,
  labels,
  headingLevel = 'h3',
  size = 'default',
  badge,
}: Props) {
  const Heading = headingLevel;
  return (
    <article className={styles.card} data-size={size}>
      <Picture className={styles.image} image={image} sizes={columnSizes(2, 768)} />
      <div className={styles.body}>
        {badge && <p className={styles.badge}>{badge}</p>}
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.text}>{text}</p>
        <PageLink
          className={styles.link}
          link={link}
          newTabLabel={labels.newTab}
          japaneseOnlyLabel={labels.japaneseOnly}
        >
          {cta}
        </PageLink>
      </div>
    </article>
  );
}
