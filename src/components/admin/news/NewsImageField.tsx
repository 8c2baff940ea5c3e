import { FormField } from '../../ui/FormField.tsx';
import { Check } from '../shared/form/Check.tsx';
import { Hint } from '../shared/form/Hint.tsx';
import styles from './NewsImageField.module.css';

interface Props {
  /** The stored thumbnail, previewed with a box to remove it. */
  image: { src: string; width: number | undefined; height: number | undefined } | null;
  error: string | undefined;
  invalid: boolean;
  removeImage: boolean;
  copy: { label: string; hint: string; current: string; replace: string; remove: string };
}

/** The news item's thumbnail: a file to upload and, when one is stored, its preview and a box to remove it. */
export function NewsImageField({ image, error, invalid, removeImage, copy }: Props) {
  return (
    <div className={styles.image}>
      <FormField id="news-image" label={copy.label} hint={copy.hint} error={error}>
        {(describedBy) => (
          <input
            id="news-image"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-describedby={[describedBy, image ? 'news-image-replace' : ''].join(' ').trim() || undefined}
            aria-invalid={invalid ? true : undefined}
          />
        )}
      </FormField>
      {image ? (
        <>
          <figure className={styles.preview}>
            <figcaption>{copy.current}</figcaption>
            <img src={image.src} width={image.width} height={image.height} alt="" data-news-current-image="" />
          </figure>
          <Hint id="news-image-replace">{copy.replace}</Hint>
          <Check name="removeImage" defaultChecked={removeImage} label={copy.remove} />
        </>
      ) : null}
    </div>
  );
}
