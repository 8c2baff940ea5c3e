import type { PictureData } from '../ui/Picture.tsx';
import { Picture } from '../ui/Picture.tsx';
import styles from './DoctorQuote.module.css';

interface Props {
  name: string;
  role: string;
  quote: string;
  photo: PictureData;
}

/** A supervising doctor's comment, with portrait, name and specialty. */
export function DoctorQuote({ name, role, quote, photo }: Props) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <Picture className={styles.photo} image={photo} alt="" sizes="64px" />
        <span className={styles.who}>
          <span className={styles.role}>{role}</span>
          <span className={styles.name}>{name}</span>
        </span>
      </figcaption>
    </figure>
  );
}
