import type { ProductChoice } from './product-choices.ts';

interface Props {
  id: string;
  defaultValue: string | undefined;
  invalid: true | undefined;
  describedBy: string | undefined;
  placeholder: string;
  /** The products in the page's language (product-choices.ts). */
  choices: readonly ProductChoice[];
}

/** The product choice of the brochure and test e-mail forms: a placeholder, then every product. */
export function ProductSelect({ id, defaultValue, invalid, describedBy, placeholder, choices }: Props) {
  return (
    <select
      id={id}
      name="product"
      defaultValue={defaultValue ?? ''}
      required
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
