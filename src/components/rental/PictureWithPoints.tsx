import { CheckList } from '../ui/CheckList.tsx';
import { Eyebrow } from '../ui/Eyebrow.tsx';
import { Picture, type PictureData } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import styles from './PictureWithPoints.module.css';

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  image: PictureData;
  /** Put the image after the text on wide screens. */
  reverse?: boolean;
}

/** A section of image beside text and check points: the hand module, the 30-minute session. */
export function PictureWithPoints({ id, eyebrow, title, text, points, image, reverse = false }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id} data-section={id}>
      <div className={styles.inner} data-reverse={reverse}>
        <Picture className={styles.image} image={image} sizes={columnSizes(2, 768)} />
        <div className={styles.body}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 className={styles.title} id={id}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
          <CheckList items={points} />
        </div>
      </div>
    </section>
  );
}
