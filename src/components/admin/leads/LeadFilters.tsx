import { FormField } from '../../ui/FormField.tsx';
import { FilterForm } from '../shared/FilterForm.tsx';
import styles from './LeadFilters.module.css';

interface Option {
  value: string;
  label: string;
}

interface Props {
  action: string;
  values: {
    status?: string;
    product?: string;
    locale?: string;
    from?: string;
    to?: string;
    q?: string;
    duplicates?: boolean;
    owner?: string;
    overdue?: boolean;
    review?: boolean;
    sort?: string;
  };
  /** `owner`: 自分の担当 and 未割り当て first, then the accounts; `sort`: newest first is ''. */
  options: { status: Option[]; product: Option[]; locale: Option[]; owner: Option[]; sort: Option[] };
  labels: {
    legend: string;
    status: string;
    product: string;
    locale: string;
    from: string;
    to: string;
    q: string;
    duplicates: string;
    duplicatesHint: string;
    owner: string;
    overdue: string;
    review: string;
    sort: string;
    any: string;
    apply: string;
    clear: string;
  };
}

/** The inbox's filter form: a GET, so every filtered list has its own URL. */
export function LeadFilters({ action, values, options, labels }: Props) {
  const select = (name: 'status' | 'product' | 'locale' | 'owner') => (
    <FormField id={`filter-${name}`} label={labels[name]}>
      {() => (
        <select id={`filter-${name}`} name={name} defaultValue={values[name] ?? ''}>
          <option value="">{labels.any}</option>
          {options[name].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  return (
    <FilterForm action={action} legend={labels.legend} submitLabel={labels.apply} clearLabel={labels.clear}>
      <div className={styles.search}>
        <FormField id="filter-q" label={labels.q}>
          {() => <input id="filter-q" name="q" type="search" maxLength={100} defaultValue={values.q ?? ''} />}
        </FormField>
      </div>
      {select('status')}
      {select('product')}
      {select('locale')}
      <FormField id="filter-from" label={labels.from}>
        {() => <input id="filter-from" name="from" type="date" defaultValue={values.from ?? ''} />}
      </FormField>
      <FormField id="filter-to" label={labels.to}>
        {() => <input id="filter-to" name="to" type="date" defaultValue={values.to ?? ''} />}
      </FormField>
      {select('owner')}
      <FormField id="filter-sort" label={labels.sort}>
        {() => (
          <select id="filter-sort" name="sort" defaultValue={values.sort ?? ''}>
            {options.sort.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className={styles.check}>
        <input type="checkbox" name="overdue" value="1" defaultChecked={values.overdue === true} />
        {labels.overdue}
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="review" value="1" defaultChecked={values.review === true} />
        {labels.review}
      </label>
      <div className={styles.duplicates}>
        <label>
          <input
            type="checkbox"
            name="duplicates"
            value="1"
            defaultChecked={values.duplicates === true}
            aria-describedby="filter-duplicates-hint"
          />
          {labels.duplicates}
        </label>
        <p id="filter-duplicates-hint" className={styles.hint}>
          {labels.duplicatesHint}
        </p>
      </div>
    </FilterForm>
  );
}
