import type { ReactNode } from 'react';
import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './NewsForm.module.css';
import { NewsImageField } from './NewsImageField.tsx';

type Field = 'title' | 'content' | 'url' | 'publishDate' | 'isImportant' | 'thumbnail' | 'locale' | 'status';

interface Values {
  title: string;
  content: string;
  url: string;
  publishDate: string;
  isImportant: boolean;
  locale: string;
  status: string;
  removeImage: boolean;
}

interface Labelled {
  label: string;
  hint: string;
}

export interface NewsFormCopy {
  fields: Record<Exclude<Field, 'thumbnail'> | 'image', Labelled>;
  currentImage: string;
  replaceImage: string;
  removeImage: string;
  fileNotKept: string;
  submit: string;
}

interface Props {
  action: string;
  values: Values;
  errors: Partial<Record<Field | 'form', string>>;
  /** The stored thumbnail, previewed with a box to remove it. */
  image: { src: string; width: number | undefined; height: number | undefined } | null;
  /** A file was chosen but not kept because the form had problems. */
  fileDiscarded: boolean;
  locales: { value: string; label: string }[];
  statuses: { value: string; label: string }[];
  maxLength: { title: number; content: number; url: number };
  copy: NewsFormCopy;
  /** Shown above the submit button, inside the form (the advertising check and its box). */
  children?: ReactNode;
}

/**
 * Creates or edits one news item: a plain multipart POST (the image travels with the fields),
 * so it works without JavaScript; the server answers with the form again, messages beside the
 * fields and the typed values kept, or a redirect.
 */
export function NewsForm({
  action,
  values,
  errors,
  image,
  fileDiscarded,
  locales,
  statuses,
  maxLength,
  copy,
  children,
}: Props) {
  const f = copy.fields;
  const imageMessage = errors.thumbnail ?? (fileDiscarded ? copy.fileNotKept : undefined);
  return (
    <form className={styles.form} method="post" action={action} encType="multipart/form-data" data-news-form="">
      <input type="hidden" name="intent" value="save" />
      <FormField id="news-title" label={f.title.label} hint={f.title.hint} error={errors.title}>
        {(describedBy) => (
          <input
            id="news-title"
            name="title"
            type="text"
            required
            maxLength={maxLength.title}
            defaultValue={values.title}
            aria-describedby={describedBy}
            aria-invalid={errors.title ? true : undefined}
          />
        )}
      </FormField>
      <FormField id="news-content" label={f.content.label} hint={f.content.hint} error={errors.content}>
        {(describedBy) => (
          <textarea
            id="news-content"
            name="content"
            rows={8}
            required
            maxLength={maxLength.content}
            defaultValue={values.content}
            aria-describedby={describedBy}
            aria-invalid={errors.content ? true : undefined}
          />
        )}
      </FormField>
      <FormField id="news-url" label={f.url.label} hint={f.url.hint} error={errors.url}>
        {(describedBy) => (
          // Not type=url: a path on this site (/products) is a valid link too.
          <input
            id="news-url"
            name="url"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength.url}
            defaultValue={values.url}
            aria-describedby={describedBy}
            aria-invalid={errors.url ? true : undefined}
          />
        )}
      </FormField>
      <div className={styles.grid}>
        <FormField
          id="news-publish-date"
          label={f.publishDate.label}
          hint={f.publishDate.hint}
          error={errors.publishDate}
        >
          {(describedBy) => (
            <input
              id="news-publish-date"
              name="publishDate"
              type="date"
              required
              defaultValue={values.publishDate}
              aria-describedby={describedBy}
              aria-invalid={errors.publishDate ? true : undefined}
            />
          )}
        </FormField>
        <FormField id="news-locale" label={f.locale.label} hint={f.locale.hint} error={errors.locale}>
          {(describedBy) => (
            <select
              id="news-locale"
              name="locale"
              defaultValue={values.locale}
              aria-describedby={describedBy}
              aria-invalid={errors.locale ? true : undefined}
            >
              {locales.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <fieldset
        className={styles.choices}
        aria-describedby={['news-status-hint', errors.status ? 'news-status-error' : ''].join(' ').trim()}
      >
        <legend className={styles.legend}>{f.status.label}</legend>
        <p className={styles.hint} id="news-status-hint">
          {f.status.hint}
        </p>
        <div className={styles.options}>
          {statuses.map((option) => (
            <label key={option.value} className={styles.check}>
              <input type="radio" name="status" value={option.value} defaultChecked={values.status === option.value} />
              {option.label}
            </label>
          ))}
        </div>
        {errors.status ? (
          <p className={styles.error} id="news-status-error">
            {errors.status}
          </p>
        ) : null}
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" name="isImportant" defaultChecked={values.isImportant} />
        {f.isImportant.label}
      </label>
      <NewsImageField
        image={image}
        error={imageMessage}
        invalid={Boolean(errors.thumbnail)}
        removeImage={values.removeImage}
        copy={{ ...f.image, current: copy.currentImage, replace: copy.replaceImage, remove: copy.removeImage }}
      />
      {children}
      <div>
        <AdminButton>{copy.submit}</AdminButton>
      </div>
    </form>
  );
}
