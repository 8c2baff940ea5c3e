import { Picture, type PictureData } from '../ui/Picture.tsx';
import { columnSizes } from '../ui/picture-sizes.ts';
import styles from './PhotoRow.module.css';

interface Props {
  /** Photos staff uploaded (/admin/site/photos), in their order, with the page language's alt text. */
  photos: PictureData[];
  /** The list's accessible name. */
  label: string;
}

/** Up to three photos across (two on a tablet, one on a phone); nothing at all without photos. */
export function PhotoRow({ photos, label }: Props) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.row} aria-label={label} data-site-photos="">
      {photos.map((photo) => (
        <li key={photo.src}>
          <Picture className={styles.photo} image={photo} sizes={columnSizes(3, 960)} />
        </li>
      ))}
    </ul>
  );
}
