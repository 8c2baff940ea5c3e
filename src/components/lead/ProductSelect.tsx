import { brochureProducts } from '../../content/products.ts';

interface Props {
  id: string;
  defaultValue: string | undefined;
  invalid: true | undefined;
  describedBy: string | undefined;
  labels: { placeholder: string; other: string };
}

/** The product choice of the brochure and test e-mail forms: a placeholder, then the 12 products. */
export function ProductSelect({ id, defaultValue, invalid, describedBy, labels }: Props) {
  return (
    <select
      id={id}
      name="product"
      defaultValue={defaultValue ?? ''}
      required
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      <option value="">{labels.placeholder}</option>
      {brochureProducts.map((product) => (
        <option key={product.id} value={product.id}>
          {product.id === 'other' ? labels.other : product.name}
        </option>
      ))}
    </select>
  );
}
