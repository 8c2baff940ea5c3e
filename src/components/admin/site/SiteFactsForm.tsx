import type { ReactNode } from 'react';
import { AdminButton } from '../shared/AdminButton.tsx';
import { FactField } from './FactField.tsx';
import { RegulatoryFields } from './RegulatoryFields.tsx';
import styles from './SiteFactsForm.module.css';

export interface SiteFactsFormCopy {
  sections: { banner: string; products: string; rental: string; contact: string; regulatory: string };
  fields: Record<string, string>;
  statuses: Record<string, string>;
  regulatoryClasses: Record<string, string>;
  regulatory: { lead: string; licences: string; unset: string };
  products: Record<string, string>;
  actions: { save: string; publish: string; overrideReason: string };
}

interface Props {
  action: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  products: readonly string[];
  /** Only an admin sees 公開する and the override reason. */
  canPublish: boolean;
  copy: SiteFactsFormCopy;
  /** The advertising check's findings, shown above the buttons. */
  children?: ReactNode;
}

const LANGS = ['ja', 'en', 'zh'] as const;

/**
 * The commercial facts as one form: banner, sales status, rental price, contact, the regulatory
 * identity; save or publish.
 */
export function SiteFactsForm({ action, values, errors, products, canPublish, copy, children }: Props) {
  const field = (name: string, kind?: Parameters<typeof FactField>[0]['kind'], label = copy.fields[name] ?? name) => (
    <FactField key={name} name={name} label={label} value={values[name] ?? ''} error={errors[name]} kind={kind} />
  );
  const statusOptions = Object.entries(copy.statuses).map(([value, label]) => ({ value, label }));
  return (
    <form className={styles.form} method="post" action={action} data-site-facts-form="">
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{copy.sections.banner}</legend>
        {LANGS.map((l) => field(`banner_${l}`, 'textarea'))}
        <div className={styles.grid}>
          {field('banner_link', 'url')}
          {field('banner_from', 'datetime-local')}
          {field('banner_until', 'datetime-local')}
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{copy.sections.products}</legend>
        {products.map((id) => (
          <div key={id} className={styles.grid} data-product={id}>
            <FactField
              name={`status_${id}`}
              label={`${copy.products[id] ?? id}：${copy.fields.status}`}
              value={values[`status_${id}`] ?? ''}
              error={errors[`status_${id}`]}
              options={statusOptions}
            />
            {field(`launch_on_${id}`, 'date', `${copy.products[id] ?? id}：${copy.fields.launch_on}`)}
            {LANGS.map((l) =>
              field(`launch_text_${id}_${l}`, 'text', `${copy.products[id] ?? id}：${copy.fields[`launch_text_${l}`]}`),
            )}
          </div>
        ))}
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{copy.sections.rental}</legend>
        <div className={styles.grid}>
          {field('rental_monthly', 'number')}
          {field('rental_from', 'datetime-local')}
          {field('rental_until', 'datetime-local')}
          {field('rental_usual', 'number')}
        </div>
        {field('rental_compare', 'checkbox')}
        {field('rental_evidence', 'textarea')}
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{copy.sections.contact}</legend>
        <div className={styles.grid}>
          {field('phone', 'tel')}
          {field('phone_international', 'tel')}
          {field('hours_open')}
          {field('hours_close')}
          {field('booking_url', 'url')}
          {field('shop_url', 'url')}
        </div>
      </fieldset>
      <RegulatoryFields
        values={values}
        errors={errors}
        products={products}
        copy={{
          ...copy.regulatory,
          legend: copy.sections.regulatory,
          products: copy.products,
          fields: copy.fields,
          classes: copy.regulatoryClasses,
        }}
      />
      {children}
      {canPublish ? field('publish_at', 'datetime-local') : null}
      {canPublish ? field('override_reason', 'textarea', copy.actions.overrideReason) : null}
      <div className={styles.actions}>
        <AdminButton tone="secondary" name="intent" value="draft">
          {copy.actions.save}
        </AdminButton>
        {canPublish ? (
          <AdminButton name="intent" value="publish">
            {copy.actions.publish}
          </AdminButton>
        ) : null}
      </div>
    </form>
  );
}
