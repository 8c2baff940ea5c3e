import { Notice } from '../shared/Notice.tsx';
import { RowAction } from '../shared/RowAction.tsx';

interface Props {
  action: string;
  required: boolean;
  labels: { required: string; lifted: string; lift: string; require: string; hint: string };
}

/** Whether every account must have a second factor; lifting it is shown as a warning. */
export function SecondFactorPolicy({ action, required, labels }: Props) {
  return (
    <div data-policy={required ? 'required' : 'lifted'}>
      {required ? (
        <p>{labels.required}</p>
      ) : (
        <Notice tone="error">
          <p>{labels.lifted}</p>
        </Notice>
      )}
      <p>{labels.hint}</p>
      <RowAction
        action={action}
        fields={{ intent: 'policy', required: required ? 'false' : 'true' }}
        label={required ? labels.lift : labels.require}
        tone={required ? 'danger' : 'secondary'}
      />
    </div>
  );
}
