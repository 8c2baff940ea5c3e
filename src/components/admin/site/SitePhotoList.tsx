import type { sitePhotosCopy } from '../../../content/admin/site-photos.ts';
import { type SitePhoto, sitePhotoPath } from '../../../domain/site-photos/photos.ts';
import { AdminButton } from '../shared/AdminButton.tsx';
import { AdminPanel } from '../shared/AdminPanel.tsx';
import styles from './SitePhotoList.module.css';

interface Props {
  action: string;
  /** The place (not `slot`: Astro reserves that attribute for its own slots). */
  place: string;
  /** The panel's heading: the place and how many photos it has. */
  title: string;
  photos: SitePhoto[];
  /** When and by whom each was uploaded, already worded, by photo id. */
  uploaded: Record<string, string>;
  canEdit: boolean;
  copy: typeof sitePhotosCopy;
}

/** One place's panel: its photos in order, each with its alt texts and (for admins) move and delete forms. */
export function SitePhotoList({ action, place, title, photos, uploaded, canEdit, copy }: Props) {
  const l = copy.list;
  return (
    <AdminPanel id={`slot-${place}`} title={title}>
      {photos.length === 0 ? (
        <p className={styles.empty}>{l.empty}</p>
      ) : (
        <ol className={styles.list} data-photo-list={place}>
          {photos.map((photo, index) => {
            const n = String(index + 1);
            const small = photo.variants[0] ?? { width: photo.width, height: photo.height };
            return (
              <li key={photo.id} className={styles.item} data-photo={photo.id}>
                <a href={sitePhotoPath(photo.id, photo.variants.at(-1)?.width ?? photo.width)} className={styles.thumb}>
                  <img
                    src={sitePhotoPath(photo.id, small.width)}
                    width={small.width}
                    height={small.height}
                    alt={photo.alt.ja}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
                <div className={styles.text}>
                  <p className={styles.position}>{l.position.replace('{n}', n)}</p>
                  <dl className={styles.alts}>
                    <dt>{copy.upload.alt_ja}</dt>
                    <dd lang="ja">{photo.alt.ja}</dd>
                    <dt>{copy.upload.alt_en}</dt>
                    <dd lang="en">{photo.alt.en}</dd>
                    <dt>{copy.upload.alt_zh_cn}</dt>
                    <dd lang="zh-CN">{photo.alt['zh-cn']}</dd>
                  </dl>
                  <p className={styles.meta}>{uploaded[photo.id]}</p>
                  {canEdit ? (
                    <div className={styles.actions}>
                      {(['up', 'down'] as const).map((direction) => (
                        <form key={direction} method="post" action={action}>
                          <input type="hidden" name="intent" value="move" />
                          <input type="hidden" name="id" value={photo.id} />
                          <input type="hidden" name="slot" value={place} />
                          <input type="hidden" name="direction" value={direction} />
                          <AdminButton
                            tone="secondary"
                            disabled={direction === 'up' ? index === 0 : index === photos.length - 1}
                            aria-label={(direction === 'up' ? l.upLabel : l.downLabel).replace('{n}', n)}
                          >
                            {direction === 'up' ? l.up : l.down}
                          </AdminButton>
                        </form>
                      ))}
                      <form method="post" action={action} className={styles.delete}>
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={photo.id} />
                        <input type="hidden" name="slot" value={place} />
                        <label>
                          <input type="checkbox" name="confirm" value="1" required /> {l.confirmDelete}
                        </label>
                        <AdminButton tone="danger" aria-label={l.deleteLabel.replace('{n}', n)}>
                          {l.delete}
                        </AdminButton>
                      </form>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </AdminPanel>
  );
}
