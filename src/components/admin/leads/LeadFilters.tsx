import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';
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
    due?: string;
    next?: string;
    sort?: string;
  };
  /** The result count (a live status), right under the form so the list starts high on a phone. */
  status: { text: string; total: number; atLeast: boolean };
  /** The folded filter opens when one of its fields (not the chips' or the search's) is in use. */
  open: boolean;
  /**
   * `owner`: 自分の担当 and 未割り当て first, then the accounts; `next`: the next step today or
   * past; `sort`: newest first is ''.
   */
  options: { status: Option[]; product: Option[]; locale: Option[]; owner: Option[]; next: Option[]; sort: Option[] };
  labels: {
    legend: string;
    search: string;
    searchPlaceholder: string;
    more: string;
    dueToday: string;
    status: string;
    product: string;
    locale: string;
    from: string;
    to: string;
    q: string;
    duplicates: string;
    duplicatesHint: string;
    owner: string;
    next: string;
    overdue: string;
    review: string;
    sort: string;
    any: string;
    apply: string;
    clear: string;
  };
}

/**
 * The inbox's filter form: a GET, so every filtered list has its own URL. One search line; the
 * rest folded behind 詳しく絞り込む, its fields still sent with a search (a chip's filter stays).
 */
export function LeadFilters({ action, values, status, open, options, labels }: Props) {
  const select = (name: 'status' | 'product' | 'locale' | 'owner' | 'next') => (
    <SelectField
      id={`filter-${name}`}
      name={name}
      label={labels[name]}
      options={options[name]}
      defaultValue={values[name] ?? ''}
      empty={labels.any}
    />
  );
  return (
    <search>
      <form className={styles.form} method="get" action={action} aria-label={labels.legend}>
        <div className={styles.line}>
          <label htmlFor="filter-q" className="visually-hidden">
            {labels.q}
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            maxLength={100}
            placeholder={labels.searchPlaceholder}
            defaultValue={values.q ?? ''}
          />
          <AdminButton>{labels.search}</AdminButton>
        </div>
        <details className={styles.more} open={open} data-more-filters="">
          <summary>{labels.more}</summary>
          <div className={styles.fields}>
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
            {select('next')}
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
              <input type="checkbox" name="due" value="today" defaultChecked={values.due === 'today'} />
              {labels.dueToday}
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
            <Actions>
              <AdminButton>{labels.apply}</AdminButton>
              <a href={action}>{labels.clear}</a>
            </Actions>
          </div>
        </details>
      </form>
      <p
        className={styles.status}
        role="status"
        data-result-count={status.total}
        data-at-least={status.atLeast ? '' : undefined}
      >
        {status.text}
      </p>
    </search>
  );
}
