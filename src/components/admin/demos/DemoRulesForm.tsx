import type { demosCopy } from '../../../content/admin/demos.ts';
import { AdminButton } from '../shared/AdminButton.tsx';
import { Actions } from '../shared/form/Actions.tsx';
import { AdminForm } from '../shared/form/AdminForm.tsx';
import { FieldRow } from '../shared/form/FieldRow.tsx';
import { TextField } from '../shared/form/TextField.tsx';

interface Props {
  action: string;
  values: { notice: string; bufferBefore: string; bufferAfter: string; fallback: string };
  errors: Partial<Record<string, string>>;
  labels: typeof demosCopy.settings.rules;
}

/** The booking conditions: the notice in business days, the buffers before and after, the travel fallback. */
export function DemoRulesForm({ action, values, errors, labels }: Props) {
  const number = (name: keyof Props['values'], label: string, hint?: string) => (
    <TextField
      id={`demo-${name}`}
      name={name}
      label={label}
      hint={hint}
      inputMode="numeric"
      maxLength={4}
      required
      defaultValue={values[name]}
      error={errors[name]}
    />
  );
  return (
    <AdminForm action={action} data-demo-form="rules">
      <input type="hidden" name="intent" value="rules" />
      {number('notice', labels.notice, labels.noticeHint)}
      <FieldRow>
        {number('bufferBefore', labels.bufferBefore, labels.bufferHint)}
        {number('bufferAfter', labels.bufferAfter)}
      </FieldRow>
      {number('fallback', labels.fallback, labels.fallbackHint)}
      <Actions>
        <AdminButton>{labels.submit}</AdminButton>
      </Actions>
    </AdminForm>
  );
}
