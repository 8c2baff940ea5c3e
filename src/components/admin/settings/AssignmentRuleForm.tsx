import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { Check } from '../shared/form/Check.tsx';
import { FieldRow } from '../shared/form/FieldRow.tsx';
import { Fieldset } from '../shared/form/Fieldset.tsx';
import { SelectField } from '../shared/form/SelectField.tsx';
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
    <SelectField
      id={`rule-${name}`}
      name={name}
      label={labels[name]}
      options={options[name]}
      defaultValue={values[name]}
      empty={labels.any}
      error={errors[name]}
    />
  );
  const chosen = new Set(values.owners);
  const ownersError = errors.owners;
  return (
    <AdminForm
      action={action}
      heading={{ id: 'rule-add', title: labels.title, hint: labels.hint }}
      data-settings-form="rule"
    >
      <input type="hidden" name="intent" value="rule-add" />
      <FieldRow>
        {select('family')}
        {select('locale')}
        {select('region')}
      </FieldRow>
      <Fieldset id="rule-owners" legend={labels.owners} hint={labels.ownersHint} error={ownersError} boxed>
        {accounts.length === 0 ? (
          <p>{labels.noAccounts}</p>
        ) : (
          <ul className={styles.choices}>
            {accounts.map((account) => (
              <li key={account.id}>
                <Check
                  name={`${ownerFieldPrefix}${account.id}`}
                  defaultChecked={chosen.has(account.id)}
                  label={
                    <span>
                      {account.name} <span className={styles.role}>{account.role}</span>
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Fieldset>
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
