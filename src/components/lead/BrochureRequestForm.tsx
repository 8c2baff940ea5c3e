import { useEffect, useId, useState } from 'react';
import type { LeadFormCopy } from '../../content/lead/index.ts';
import type { LeadField as FieldName, LeadErrors } from '../../domain/lead/limits.ts';
import { leadMaxLength } from '../../domain/lead/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import { reportFormView } from '../forms/form-view.ts';
import { loadLeadRules } from '../forms/lead-rules.ts';
import { useFormProof } from '../forms/useFormProof.ts';
import { useJsonFormPost } from '../forms/useJsonFormPost.ts';
import { FormField } from '../ui/FormField.tsx';
import styles from './BrochureRequestForm.module.css';
import { FormPageFields } from './FormPageFields.tsx';
import { LeadAgreement } from './LeadAgreement.tsx';
import { LeadInputs } from './LeadInputs.tsx';
import { LeadThankYou } from './LeadThankYou.tsx';
import { leadMetaFields } from './lead-fields.ts';
import { ProductSelect } from './ProductSelect.tsx';
import type { ProductChoice } from './product-choices.ts';
import { addVisitFields } from './visit-fields.ts';

interface Props {
  locale: Locale;
  copy: LeadFormCopy;
  /** The endpoint: POST /api/brochure-requests. */
  action: string;
  /** A no-JavaScript post's key (such a post waits for review); hydrated, the signed token (form-proof.ts). */
  idempotencyKey: string;
  pagePath: string;
  /** The form page's own address and referrer (the first touch without JavaScript). */
  formPage?: { page: string; referrer: string | null } | undefined;
  /** The product choices in the page's language (product-choices.ts). */
  products: readonly ProductChoice[];
  /** The product the visitor came from (`?product=`), chosen in advance. */
  defaultProduct?: string | undefined;
  /** The company's phone and weekday hours, for the visitor whose receipt does not arrive. */
  contact: { phone: string; open: string; close: string };
  /** Report the form shown for the funnel, once hydrated: on the form's own page (form-view.ts). */
  reportView?: boolean;
  /** The outcome of a post without JavaScript, when a server-rendered page shows it again. */
  initial?:
    | { status: 'success'; email: string | null }
    | { status: 'error'; errors: LeadErrors; message: string | null; values: Record<string, string> };
}

/**
 * The brochure request form (island). Without JavaScript it is a plain form posting to
 * `action`; hydrated, it validates with the shared schema on submit, sends JSON, shows
 * 送信中... while sending, the thank-you panel on success and the red banner on failure.
 */
export function BrochureRequestForm({
  locale,
  copy,
  action,
  idempotencyKey,
  pagePath,
  formPage,
  products,
  defaultProduct,
  contact,
  reportView = false,
  initial,
}: Props) {
  const uid = useId();
  // The address the receipt went to, once sent ('' when the no-JavaScript answer did not keep it).
  const [sentTo, setSentTo] = useState<string | null>(initial?.status === 'success' ? (initial.email ?? '') : null);
  const proof = useFormProof();
  const failed = initial?.status === 'error' ? initial : null;
  const values = failed?.values ?? {};

  useEffect(() => {
    void loadLeadRules();
    if (reportView) reportFormView(pagePath);
  }, [reportView, pagePath]);

  const { formRef, enhanced, submitting, submitted, errors, failure, onSubmit } = useJsonFormPost({
    endpoint: action,
    collect: (fields) => ({ ...fields, agreement: fields.agreement === 'on' }),
    validate: async (data) => {
      const check = (await loadLeadRules()).validateWithMessages(data, copy.messages);
      return check.ok ? null : check.errors;
    },
    complete: async (data) => {
      addVisitFields(data);
      const proven = await proof.take();
      if (proven) {
        data[leadMetaFields.idempotencyKey] = proven.token;
        data[leadMetaFields.proof] = proven.altcha;
      }
    },
    read: (response, body) =>
      response.ok ? { ok: true } : { ok: false, message: (body.message as string | undefined) || copy.submitFailed },
    requestFailed: copy.submitFailed,
    onSuccess: (form) => {
      const email = new FormData(form).get('email');
      form.reset();
      setSentTo(typeof email === 'string' ? email.trim() : '');
    },
    initial: failed ? { errors: failed.errors, failure: failed.message } : undefined,
  });
  // The no-JavaScript answer's summary stands until the visitor submits again.
  const summary = failed !== null && Object.keys(failed.errors).length > 0 && !submitted;

  if (sentTo !== null) return <LeadThankYou copy={copy.thanks} email={sentTo} contact={contact} />;

  const id = (name: FieldName) => `${uid}-${name}`;
  const invalid = (name: FieldName) => (errors[name] ? true : undefined);

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={action}
      noValidate={enhanced}
      onSubmit={onSubmit}
      data-status={submitting ? 'submitting' : 'idle'}
      data-brochure-form=""
      data-proof={proof.state}
      aria-busy={submitting}
    >
      {failure ? (
        <p className={styles.banner} role="alert" data-lead-banner="">
          {failure}
        </p>
      ) : null}
      {summary ? (
        <p className={styles.banner} role="alert" tabIndex={-1}>
          {copy.errorSummary}
        </p>
      ) : null}
      <input type="hidden" name={leadMetaFields.idempotencyKey} value={idempotencyKey} />
      <input type="hidden" name={leadMetaFields.pagePath} value={pagePath} />
      <input type="hidden" name={leadMetaFields.locale} value={locale} />
      {formPage ? <FormPageFields page={formPage.page} referrer={formPage.referrer} /> : null}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${uid}-website`}>{copy.honeypotLabel}</label>
        <input id={`${uid}-website`} type="text" name={leadMetaFields.honeypot} tabIndex={-1} autoComplete="off" />
      </div>
      <LeadInputs locale={locale} copy={copy} id={id} errors={errors} values={values} />
      <FormField
        id={id('product')}
        density="roomy"
        label={copy.fields.product.label}
        requiredLabel={copy.required}
        error={errors.product}
      >
        {(describedBy) => (
          <ProductSelect
            id={id('product')}
            defaultValue={values.product ?? defaultProduct}
            invalid={invalid('product')}
            describedBy={describedBy}
            placeholder={copy.productPlaceholder}
            choices={products}
          />
        )}
      </FormField>
      <FormField
        id={id('purpose')}
        density="roomy"
        label={copy.fields.purpose.label}
        requiredLabel={copy.required}
        hint={copy.fields.purpose.hint}
        error={errors.purpose}
      >
        {(describedBy) => (
          <textarea
            id={id('purpose')}
            name="purpose"
            rows={5}
            maxLength={leadMaxLength.purpose}
            defaultValue={values.purpose}
            required
            aria-invalid={invalid('purpose')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <LeadAgreement
        id={id('agreement')}
        title={copy.agreement.title}
        text={copy.agreement.text}
        label={copy.agreement.label}
        requiredLabel={copy.required}
        error={errors.agreement}
      />
      <button className={styles.submit} type="submit" disabled={submitting}>
        {submitting ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
