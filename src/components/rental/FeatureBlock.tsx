import { CheckList } from '../home/CheckList.tsx';
import { Picture, type PictureData } from '../home/Picture.tsx';
import styles from './FeatureBlock.module.css';

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
export function FeatureBlock({ id, eyebrow, title, text, points, image, reverse = false }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id} data-section={id}>
      <div className={styles.inner} data-reverse={reverse}>
        <Picture className={styles.image} image={image} />
        <div className={styles.body}>
          <p className={styles.eyebrow}>{eyebrow}</p>
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
