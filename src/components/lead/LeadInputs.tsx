import type { LeadFormCopy } from '../../content/lead/index.ts';
import type { LeadErrors, LeadField } from '../../domain/lead/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FormField } from '../ui/FormField.tsx';
import { IndividualBox } from './IndividualBox.tsx';
import styles from './LeadInputs.module.css';
import { type LeadInputSpec, leadInputsFor, postalAutofillLocales } from './lead-fields.ts';
import { PrefectureSelect } from './PrefectureSelect.tsx';
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
 * reading on the Japanese form, contact details, the 個人の方 box before the organisation, then
 * the address in parts. On the forms that autofill, the postal code fills the prefecture, city
 * and town, and a polite status line under it says so.
 */
export function LeadInputs({ locale, copy, id, errors, values }: Props) {
  const autofill = usePostalAutofill(postalAutofillLocales.includes(locale), copy.postalAutofill);
  const control = (input: LeadInputSpec, describedBy: string | undefined) => {
    const common = {
      id: id(input.name),
      name: input.name,
      defaultValue: values[input.name],
      'aria-invalid': errors[input.name] ? true : undefined,
      'aria-describedby': describedBy,
    } as const;
    if (input.prefectureSelect) {
      return (
        <PrefectureSelect {...common} autoComplete={input.autoComplete} placeholder={copy.prefecturePlaceholder} />
      );
    }
    const postal = input.name === 'postalCode' && autofill.enabled;
    const field = (
      <input
        {...common}
        ref={postal ? autofill.postalRef : undefined}
        type={input.type}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        maxLength={input.maxLength}
        required={!input.optional && !input.companyOnly}
        onChange={postal ? autofill.onChange : undefined}
      />
    );
    if (!postal) return field;
    return (
      <div className={styles.lookup}>
        {field}
        <p className={styles.status} role="status" data-postal-status="" data-state={autofill.state}>
          {autofill.status}
        </p>
      </div>
    );
  };
  return leadInputsFor(locale).map((input) => {
    const field = (
      <FormField
        key={input.name}
        id={id(input.name)}
        density="roomy"
        label={copy.fields[input.name].label}
        requiredLabel={input.optional ? undefined : copy.required}
        optionalLabel={input.optional ? copy.optional : undefined}
        hint={copy.fields[input.name].hint}
        error={errors[input.name]}
        companyOnly={input.companyOnly}
      >
        {(describedBy) => control(input, describedBy)}
      </FormField>
    );
    if (input.name !== 'organization') return field;
    return [
      <IndividualBox
        key="individual"
        id={id('individual')}
        label={copy.individual.label}
        hint={copy.individual.hint}
        checked={values.individual === 'on' || values.individual === 'true'}
      />,
      field,
    ];
  });
}
