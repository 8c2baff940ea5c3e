import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './AssignmentRuleForm.module.css';

interface Option {
  value: string;
  label: string;
}

type Select = 'family' | 'locale' | 'region';

interface Props {
  action: string;
  /** The owner checkboxes' names are this prefix and the account id. */
  ownerFieldPrefix: string;
  values: Record<Select, string> & { owners: string[] };
  errors: Partial<Record<Select | 'owners', string>>;
  options: Record<Select, Option[]>;
  /** Active accounts: a name and its role. */
  accounts: { id: string; name: string; role: string }[];
  labels: {
    title: string;
    hint: string;
    family: string;
    locale: string;
    region: string;
    any: string;
    owners: string;
    ownersHint: string;
    noAccounts: string;
    submit: string;
  };
}

/** A new assignment rule: what it matches (each "any" by default) and who gets the leads, in turn. */
export function AssignmentRuleForm({ action, ownerFieldPrefix, values, errors, options, accounts, labels }: Props) {
  const select = (name: Select) => (
    <FormField id={`rule-${name}`} label={labels[name]} error={errors[name]}>
      {(describedBy) => (
        <select id={`rule-${name}`} name={name} defaultValue={values[name]} aria-describedby={describedBy}>
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
  const chosen = new Set(values.owners);
  const ownersError = errors.owners;
  return (
    <form
      className={styles.form}
      method="post"
      action={action}
      aria-labelledby="rule-add-title"
      aria-describedby="rule-add-hint"
      data-settings-form="rule"
    >
      <h3 id="rule-add-title" className={styles.subtitle}>
        {labels.title}
      </h3>
      <p className={styles.hint} id="rule-add-hint">
        {labels.hint}
      </p>
      <input type="hidden" name="intent" value="rule-add" />
      <div className={styles.row}>
        {select('family')}
        {select('locale')}
        {select('region')}
      </div>
      <fieldset
        className={styles.group}
        aria-describedby={['rule-owners-hint', ownersError ? 'rule-owners-error' : ''].join(' ').trim()}
        data-invalid={ownersError ? '' : undefined}
      >
        <legend className={styles.legend}>{labels.owners}</legend>
        <p className={styles.hint} id="rule-owners-hint">
          {labels.ownersHint}
        </p>
        {ownersError ? (
          <p className={styles.error} id="rule-owners-error" data-field-error="">
            {ownersError}
          </p>
        ) : null}
        {accounts.length === 0 ? (
          <p>{labels.noAccounts}</p>
        ) : (
          <ul className={styles.choices}>
            {accounts.map((account) => (
              <li key={account.id}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    name={`${ownerFieldPrefix}${account.id}`}
                    defaultChecked={chosen.has(account.id)}
                  />
                  <span>
                    {account.name} <span className={styles.role}>{account.role}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
