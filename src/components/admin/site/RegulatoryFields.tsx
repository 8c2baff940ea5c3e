import { FactField } from './FactField.tsx';
import styles from './SiteFactsForm.module.css';

export interface RegulatoryFieldsCopy {
  legend: string;
  lead: string;
  licences: string;
  unset: string;
  products: Record<string, string>;
  fields: Record<string, string>;
  classes: Record<string, string>;
}

interface Props {
  values: Record<string, string>;
  errors: Record<string, string>;
  products: readonly string[];
  copy: RegulatoryFieldsCopy;
}

/**
 * The regulatory identity in the facts form (issue 43): per product its class, 一般的名称 and
 * number (`reg_class_<id>`, `reg_generic_<id>`, `reg_number_<id>`), and the company's licences.
 */
export function RegulatoryFields({ values, errors, products, copy }: Props) {
  const classOptions = [
    { value: '', label: copy.unset },
    ...Object.entries(copy.classes).map(([value, label]) => ({ value, label })),
  ];
  const field = (name: string, label: string, options?: typeof classOptions) => (
    <FactField key={name} name={name} label={label} value={values[name] ?? ''} error={errors[name]} options={options} />
  );
  return (
    <fieldset className={styles.section} data-regulatory-fields="">
      <legend className={styles.legend}>{copy.legend}</legend>
      <p className={styles.note}>{copy.lead}</p>
      {products.map((id) => {
        const product = copy.products[id] ?? id;
        return (
          <div key={id} className={styles.grid} data-product={id}>
            {field(`reg_class_${id}`, `${product}：${copy.fields.reg_class}`, classOptions)}
            {field(`reg_generic_${id}`, `${product}：${copy.fields.reg_generic}`)}
            {field(`reg_number_${id}`, `${product}：${copy.fields.reg_number}`)}
          </div>
        );
      })}
      <div className={styles.grid}>
        {field('reg_licence_maker', `${copy.licences}：${copy.fields.reg_licence_maker}`)}
        {field('reg_licence_seller', `${copy.licences}：${copy.fields.reg_licence_seller}`)}
      </div>
    </fieldset>
  );
}
