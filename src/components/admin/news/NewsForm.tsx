import type { ReactNode } from 'react';
import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Check } from '../shared/form/Check.tsx';
import { Field } from '../shared/form/Field.tsx';
import { FieldRow } from '../shared/form/FieldRow.tsx';
import { Fieldset } from '../shared/form/Fieldset.tsx';
import { NewsImageField } from './NewsImageField.tsx';

type FieldName = 'title' | 'content' | 'url' | 'publishDate' | 'isImportant' | 'thumbnail' | 'locale' | 'status';

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
  fields: Record<Exclude<FieldName, 'thumbnail'> | 'image', Labelled>;
  currentImage: string;
  replaceImage: string;
  removeImage: string;
  fileNotKept: string;
  submit: string;
}

interface Props {
  action: string;
  values: Values;
  errors: Partial<Record<FieldName | 'form', string>>;
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
    <AdminForm action={action} encType="multipart/form-data" width="full" boxed data-news-form="">
      <input type="hidden" name="intent" value="save" />
      <Field id="news-title" label={f.title.label} hint={f.title.hint} error={errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            type="text"
            required
            maxLength={maxLength.title}
            defaultValue={values.title}
          />
        )}
      </Field>
      <Field id="news-content" label={f.content.label} hint={f.content.hint} error={errors.content}>
        {(control) => (
          <textarea
            {...control}
            name="content"
            rows={8}
            required
            maxLength={maxLength.content}
            defaultValue={values.content}
          />
        )}
      </Field>
      <Field id="news-url" label={f.url.label} hint={f.url.hint} error={errors.url}>
        {(control) => (
          // Not type=url: a path on this site (/products) is a valid link too.
          <input
            {...control}
            name="url"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength.url}
            defaultValue={values.url}
          />
        )}
      </Field>
      <FieldRow>
        <Field id="news-publish-date" label={f.publishDate.label} hint={f.publishDate.hint} error={errors.publishDate}>
          {(control) => (
            <input {...control} name="publishDate" type="date" required defaultValue={values.publishDate} />
          )}
        </Field>
        <Field id="news-locale" label={f.locale.label} hint={f.locale.hint} error={errors.locale}>
          {(control) => (
            <select {...control} name="locale" defaultValue={values.locale}>
              {locales.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FieldRow>
      <Fieldset id="news-status" legend={f.status.label} hint={f.status.hint} error={errors.status} layout="row">
        {statuses.map((option) => (
          <Check
            key={option.value}
            type="radio"
            name="status"
            value={option.value}
            defaultChecked={values.status === option.value}
            label={option.label}
          />
        ))}
      </Fieldset>
      <Check name="isImportant" defaultChecked={values.isImportant} label={f.isImportant.label} />
      <NewsImageField
        image={image}
        error={imageMessage}
        invalid={Boolean(errors.thumbnail)}
        removeImage={values.removeImage}
        copy={{ ...f.image, current: copy.currentImage, replace: copy.replaceImage, remove: copy.removeImage }}
      />
      {children}
      <Actions>
        <AdminButton>{copy.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
