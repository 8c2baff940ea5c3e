import { FormField } from '../../ui/FormField.tsx';
import { FilterForm } from '../shared/FilterForm.tsx';
import { prefectureOptions } from '../shared/form/prefecture-options.ts';
import { SelectField } from '../shared/form/SelectField.tsx';

interface Props {
  action: string;
  values: { q: string; prefecture: string };
  labels: { legend: string; q: string; prefecture: string; any: string; submit: string; clear: string };
}

/** The clinic list's search: a GET form, so every result has its own URL and works without JS. */
export function ClinicSearch({ action, values, labels }: Props) {
  return (
    <FilterForm
      action={action}
      legend={labels.legend}
      layout="search"
      submitLabel={labels.submit}
      clearLabel={labels.clear}
      data-clinic-search=""
    >
      <FormField id="clinic-q" label={labels.q}>
        {() => <input id="clinic-q" name="q" type="search" maxLength={100} defaultValue={values.q} />}
      </FormField>
      <SelectField
        id="clinic-prefecture"
        name="prefecture"
        label={labels.prefecture}
        options={prefectureOptions}
        defaultValue={values.prefecture}
        empty={labels.any}
      />
    </FilterForm>
  );
}
