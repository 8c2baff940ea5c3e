import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { LeadFormCopy } from '../../content/lead/copy.ja.ts';
import type { LeadField as FieldName, LeadErrors } from '../../content/lead/limits.ts';
import { leadMaxLength } from '../../content/lead/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import styles from './BrochureRequestForm.module.css';
import { LeadAgreement } from './LeadAgreement.tsx';
import { LeadField } from './LeadField.tsx';
import { LeadThankYou } from './LeadThankYou.tsx';
import { leadInputs, leadMetaFields, utmFields } from './lead-fields.ts';
import { ProductSelect } from './ProductSelect.tsx';

interface Props {
  locale: Locale;
  copy: LeadFormCopy;
  /** The endpoint: POST /api/brochure-requests. */
  action: string;
  /** A fresh key per rendered form; replaced by a random one in the browser. */
  idempotencyKey: string;
  pagePath: string;
  /** The outcome of a post without JavaScript, when a server-rendered page shows it again. */
  initial?:
    | { status: 'success' }
    | { status: 'error'; errors: LeadErrors; message: string | null; values: Record<string, string> };
}

type Status = 'idle' | 'submitting' | 'success';

/** The rules (and zod) load once the form is on screen, after the page's own scripts. */
let rules: Promise<typeof import('../../content/lead/rules.ts')> | undefined;
const loadRules = () => {
  rules ??= import('../../content/lead/rules.ts');
  return rules;
};

/**
 * The brochure request form (island). Without JavaScript it is a plain form posting to
 * `action`; hydrated, it validates with the shared schema on submit, sends JSON, shows
 * 送信中... while sending, the thank-you panel on success and the red banner on failure.
 */
export function BrochureRequestForm({ locale, copy, action, idempotencyKey, pagePath, initial }: Props) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [status, setStatus] = useState<Status>(initial?.status === 'success' ? 'success' : 'idle');
  const [errors, setErrors] = useState<LeadErrors>(initial?.status === 'error' ? initial.errors : {});
  const [banner, setBanner] = useState<string | null>(initial?.status === 'error' ? initial.message : null);
  const [summary, setSummary] = useState(initial?.status === 'error' && Object.keys(initial.errors).length > 0);
  const [key, setKey] = useState(idempotencyKey);
  const mountedAt = useRef(0);
  const values = initial?.status === 'error' ? initial.values : {};

  useEffect(() => {
    setEnhanced(true);
    setKey(crypto.randomUUID());
    mountedAt.current = performance.now();
    void loadRules();
  }, []);

  const focusFirstError = (found: LeadErrors) => {
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    setBanner(null);
    setSummary(false);
    const form = event.currentTarget;
    const data: Record<string, unknown> = Object.fromEntries(new FormData(form));
    data.agreement = data.agreement === 'on';
    const check = (await loadRules()).validateWithMessages(data, copy.messages);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError(check.errors);
      return;
    }
    setErrors({});
    setStatus('submitting');
    const params = new URLSearchParams(window.location.search);
    for (const name of utmFields) if (params.get(name)) data[name] = params.get(name);
    data[leadMetaFields.referrer] = document.referrer;
    data[leadMetaFields.fillMs] = Math.round(performance.now() - mountedAt.current);
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(data),
      });
      const body = (await response.json().catch(() => ({}))) as { errors?: LeadErrors; message?: string | null };
      if (response.ok) {
        form.reset();
        setKey(crypto.randomUUID());
        setStatus('success');
        return;
      }
      setStatus('idle');
      if (response.status === 422 && body.errors && Object.keys(body.errors).length > 0) {
        setErrors(body.errors);
        focusFirstError(body.errors);
      } else {
        setBanner(body.message || copy.submitFailed);
      }
    } catch {
      setStatus('idle');
      setBanner(copy.submitFailed);
    }
  }

  if (status === 'success') return <LeadThankYou title={copy.thanks.title} body={copy.thanks.body} />;

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
      data-status={status}
      data-brochure-form=""
      aria-busy={status === 'submitting'}
    >
      {banner ? (
        <p className={styles.banner} role="alert" data-lead-banner="">
          {banner}
        </p>
      ) : null}
      {summary ? (
        <p className={styles.banner} role="alert" tabIndex={-1}>
          {copy.errorSummary}
        </p>
      ) : null}
      <input type="hidden" name={leadMetaFields.idempotencyKey} value={key} />
      <input type="hidden" name={leadMetaFields.pagePath} value={pagePath} />
      <input type="hidden" name={leadMetaFields.locale} value={locale} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${uid}-website`}>{copy.honeypotLabel}</label>
        <input id={`${uid}-website`} type="text" name={leadMetaFields.honeypot} tabIndex={-1} autoComplete="off" />
      </div>
      {leadInputs.map((input) => (
        <LeadField
          key={input.name}
          id={id(input.name)}
          label={copy.fields[input.name].label}
          requiredLabel={copy.required}
          hint={copy.fields[input.name].hint}
          error={errors[input.name]}
        >
          {(describedBy) => (
            <input
              id={id(input.name)}
              name={input.name}
              type={input.type}
              autoComplete={input.autoComplete}
              inputMode={input.inputMode}
              maxLength={input.maxLength}
              defaultValue={values[input.name]}
              required
              aria-invalid={invalid(input.name)}
              aria-describedby={describedBy}
            />
          )}
        </LeadField>
      ))}
      <LeadField
        id={id('product')}
        label={copy.fields.product.label}
        requiredLabel={copy.required}
        error={errors.product}
      >
        {(describedBy) => (
          <ProductSelect
            id={id('product')}
            defaultValue={values.product}
            invalid={invalid('product')}
            describedBy={describedBy}
            labels={{ placeholder: copy.productPlaceholder, other: copy.productOther }}
          />
        )}
      </LeadField>
      <LeadField
        id={id('purpose')}
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
      </LeadField>
      <LeadAgreement
        id={id('agreement')}
        title={copy.agreement.title}
        text={copy.agreement.text}
        label={copy.agreement.label}
        requiredLabel={copy.required}
        error={errors.agreement}
      />
      <button className={styles.submit} type="submit" disabled={status === 'submitting'}>
        {status === 'submitting' ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
