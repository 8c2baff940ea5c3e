import type { sitePhotosCopy } from '../../../content/admin/site-photos.ts';
import { type PhotoErrors, type SitePhotoValues, sitePhotoSlots } from '../../../domain/site-photos/photos.ts';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './SitePhotoUploadForm.module.css';

interface Props {
  action: string;
  values: SitePhotoValues;
  errors: PhotoErrors;
  copy: typeof sitePhotosCopy;
}

const ALT_FIELDS = ['alt_ja', 'alt_en', 'alt_zh_cn'] as const;

/** The upload form (multipart, no JavaScript): the place, the file and the three alt texts. */
export function SitePhotoUploadForm({ action, values, errors, copy }: Props) {
  const u = copy.upload;
  return (
    <form method="post" action={action} encType="multipart/form-data" className={styles.form} data-photo-upload="">
      <input type="hidden" name="intent" value="upload" />
      <FormField id="photo-slot" label={u.slot} error={errors.slot}>
        {(describedBy) => (
          <select
            id="photo-slot"
            name="slot"
            defaultValue={values.slot}
            required
            aria-describedby={describedBy}
            aria-invalid={errors.slot ? true : undefined}
          >
            {sitePhotoSlots.map((slot) => (
              <option key={slot} value={slot}>
                {copy.slots[slot]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="photo-file" label={u.file} hint={u.fileHint} error={errors.file}>
        {(describedBy) => (
          <input
            id="photo-file"
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            required
            aria-describedby={describedBy}
            aria-invalid={errors.file ? true : undefined}
          />
        )}
      </FormField>
      <fieldset className={styles.alts}>
        <legend className={styles.legend}>{u.altLegend}</legend>
        <p className={styles.hint}>{u.altHint}</p>
        {ALT_FIELDS.map((name) => (
          <FormField key={name} id={`photo-${name}`} label={u[name]} error={errors[name]}>
            {(describedBy) => (
              <textarea
                id={`photo-${name}`}
                name={name}
                rows={2}
                required
                defaultValue={values[name]}
                aria-describedby={describedBy}
                aria-invalid={errors[name] ? true : undefined}
              />
            )}
          </FormField>
        ))}
      </fieldset>
      <div>
        <AdminButton>{u.submit}</AdminButton>
      </div>
    </form>
  );
}
