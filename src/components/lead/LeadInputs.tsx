import type { LeadFormCopy } from '../../content/lead/index.ts';
import type { LeadErrors, LeadField } from '../../domain/lead/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FormField } from '../ui/FormField.tsx';
import styles from './LeadInputs.module.css';
import { leadInputsFor, postalAutofillLocales } from './lead-fields.ts';
import { usePostalAutofill } from './usePostalAutofill.ts';

interface Props {
  locale: Locale;
  copy: LeadFormCopy;
  /** The control id of a field. */
  id: (name: LeadField) => string;
  errors: LeadErrors;
  /** What the no-JavaScript answer kept. */
  values: Record<string, string>;
}

/**
 * The brochure form's single-line inputs in this language's order (lead-fields.ts): name, the
 * reading on the Japanese form, contact details, postal code and address. On the forms that
 * autofill, the postal code fills the address and a polite status line under it says so.
 */
export function LeadInputs({ locale, copy, id, errors, values }: Props) {
  const autofill = usePostalAutofill(postalAutofillLocales.includes(locale), copy.postalAutofill);
  return leadInputsFor(locale).map((input) => {
    const postal = input.name === 'postalCode' && autofill.enabled;
    return (
      <FormField
        key={input.name}
        id={id(input.name)}
        density="roomy"
        label={copy.fields[input.name].label}
        requiredLabel={input.optional ? undefined : copy.required}
        optionalLabel={input.optional ? copy.optional : undefined}
        hint={copy.fields[input.name].hint}
        error={errors[input.name]}
      >
        {(describedBy) => {
          const control = (
            <input
              ref={postal ? autofill.postalRef : undefined}
              id={id(input.name)}
              name={input.name}
              type={input.type}
              autoComplete={input.autoComplete}
              inputMode={input.inputMode}
              maxLength={input.maxLength}
              defaultValue={values[input.name]}
              required={!input.optional}
              aria-invalid={errors[input.name] ? true : undefined}
              aria-describedby={describedBy}
              onChange={postal ? autofill.onChange : undefined}
            />
          );
          if (!postal) return control;
          return (
            <div className={styles.lookup}>
              {control}
              <p className={styles.status} role="status" data-postal-status="" data-state={autofill.state}>
                {autofill.status}
              </p>
            </div>
          );
        }}
      </FormField>
    );
  });
}
