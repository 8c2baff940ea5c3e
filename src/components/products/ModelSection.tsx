import type { PictureData } from '../home/Picture.tsx';
import { Picture } from '../home/Picture.tsx';
import styles from './ModelSection.module.css';
import { SpecTable } from './SpecTable.tsx';

interface Props {
  id: string;
  name: string;
  copy: { eyebrow: string; lead: string; link: string; badge?: string };
  figures: { label: string; value: string }[];
  image: PictureData;
  href: string;
  /** The second model's image sits on the other side on wide screens. */
  reverse?: boolean;
}

/** One model on /products: image, name, badge, key figures and a link to its detail route. */
export function ModelSection({ id, name, copy, figures, image, href, reverse = false }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id} data-reverse={reverse} data-model={id}>
      <div className={styles.inner}>
        <Picture className={styles.image} image={image} />
        <div className={styles.text}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h2 className={styles.title} id={id}>
            {name}
          </h2>
          {copy.badge && (
            <p className={styles.badge} data-badge="">
              {copy.badge}
            </p>
          )}
          <p className={styles.lead}>{copy.lead}</p>
          <SpecTable rows={figures} />
          <a className={styles.link} href={href}>
            {copy.link}
            <span aria-hidden="true">→</span>
          </a>
        </div>
      </div>
    </section>
  );
}
