import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import { TwoColumns } from '../ui/TwoColumns.tsx';
import styles from './ModelSection.module.css';
import { ModelText } from './ModelText.tsx';
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
      <TwoColumns widths="1:1">
        <Picture className={styles.image} image={image} sizes={columnSizes(2, 960)} />
        <ModelText id={id} level={2} eyebrow={copy.eyebrow} title={name} badge={copy.badge} lead={copy.lead}>
          <SpecTable rows={figures} />
          <a className={styles.link} href={href}>
            {copy.link}
            <span aria-hidden="true">→</span>
          </a>
        </ModelText>
      </TwoColumns>
    </section>
  );
}
