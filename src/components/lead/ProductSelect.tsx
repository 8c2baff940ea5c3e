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

/**
 * The product choice of the brochure and test e-mail forms: a placeholder, every product the site
 * shows, then each group (「その他」) as an <optgroup> whose options post the same way.
 */
export function ProductSelect({ id, defaultValue, invalid, describedBy, placeholder, choices }: Props) {
  const option = (choice: ProductChoice) => (
    <option key={choice.id} value={choice.id}>
      {choice.label}
    </option>
  );
  const groups = [...new Set(choices.flatMap((choice) => (choice.group ? [choice.group] : [])))];
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
      {choices.filter((choice) => !choice.group).map(option)}
      {groups.map((group) => (
        <optgroup key={group} label={group}>
          {choices.filter((choice) => choice.group === group).map(option)}
        </optgroup>
      ))}
    </select>
  );
}
