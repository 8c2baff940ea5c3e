import { useEffect, useRef } from 'react';
import type { LeadFormCopy } from '../../content/lead/index.ts';
import type { LeadErrors, LeadField } from '../../domain/lead/limits.ts';
import { leadMaxLength } from '../../domain/lead/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useFormProof } from '../forms/useFormProof.ts';
import { LeadAgreement } from '../lead/LeadAgreement.tsx';
import { LeadInputs } from '../lead/LeadInputs.tsx';
import { leadMetaFields } from '../lead/lead-fields.ts';
import { ProductSelect } from '../lead/ProductSelect.tsx';
import type { ProductChoice } from '../lead/product-choices.ts';
import { FormField } from '../ui/FormField.tsx';
import styles from './DemoVisitor.module.css';

interface Props {
  locale: Locale;
  /** The fieldset's legend: only this of the demo copy, which the island serialises into the page. */
  title: string;
  form: LeadFormCopy;
  values: Record<string, string>;
  errors: LeadErrors;
  products: readonly ProductChoice[];
}

/**
 * A new visitor's details on the demo page (island): the brochure form's own inputs, names and
 * order (LeadInputs, with the postal code's autofill), its product, purpose and agreement, its
 * honeypot, and its proof of work. Without JavaScript it is plain fields in the booking form,
 * and the lead waits for review like an unproven brochure request. Hydrated, it solves the
 * brochure form's ALTCHA challenge while the visitor types and, on submit, puts the signed token
 * and the solution into the form before it posts (the same fields the brochure form sends).
 */
export function DemoVisitor({ locale, title, form, values, errors, products }: Props) {
  const root = useRef<HTMLFieldSetElement>(null);
  const token = useRef<HTMLInputElement>(null);
  const solved = useRef<HTMLInputElement>(null);
  const { state: proofState, take } = useFormProof();

  useEffect(() => {
    const booking = root.current?.form;
    if (!booking) return;
    let sending = false;
    const onSubmit = (event: SubmitEvent) => {
      if (sending) return;
      event.preventDefault();
      sending = true;
      void take().then((proven) => {
        if (proven && token.current && solved.current) {
          token.current.value = proven.token;
          solved.current.value = proven.altcha;
        }
        // Without a proof the booking still posts: the lead then waits for review.
        booking.submit();
      });
    };
    booking.addEventListener('submit', onSubmit);
    return () => booking.removeEventListener('submit', onSubmit);
  }, [take]);

  const id = (name: LeadField) => `demo-${name}`;
  return (
    <fieldset ref={root} className={styles.fields} data-demo-visitor="" data-proof={proofState}>
      <legend className={styles.legend}>{title}</legend>
      <input ref={token} type="hidden" name={leadMetaFields.idempotencyKey} defaultValue="" />
      <input ref={solved} type="hidden" name={leadMetaFields.proof} defaultValue="" />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="demo-website">{form.honeypotLabel}</label>
        <input id="demo-website" type="text" name={leadMetaFields.honeypot} tabIndex={-1} autoComplete="off" />
      </div>
      <LeadInputs locale={locale} copy={form} id={id} errors={errors} values={values} />
      <FormField
        id={id('product')}
        density="roomy"
        label={form.fields.product.label}
        requiredLabel={form.required}
        error={errors.product}
      >
        {(describedBy) => (
          <ProductSelect
            id={id('product')}
            defaultValue={values.product}
            invalid={errors.product ? true : undefined}
            describedBy={describedBy}
            placeholder={form.productPlaceholder}
            choices={products}
          />
        )}
      </FormField>
      <FormField
        id={id('purpose')}
        density="roomy"
        label={form.fields.purpose.label}
        requiredLabel={form.required}
        hint={form.fields.purpose.hint}
        error={errors.purpose}
      >
        {(describedBy) => (
          <textarea
            id={id('purpose')}
            name="purpose"
            rows={4}
            maxLength={leadMaxLength.purpose}
            defaultValue={values.purpose}
            required
            aria-invalid={errors.purpose ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <LeadAgreement
        id={id('agreement')}
        title={form.agreement.title}
        text={form.agreement.text}
        label={form.agreement.label}
        requiredLabel={form.required}
        error={errors.agreement}
      />
    </fieldset>
  );
}
