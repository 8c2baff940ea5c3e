import { FormField } from '../../ui/FormField.tsx';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './FunnelForm.module.css';

interface Props {
  action: string;
  from: string;
  to: string;
  group: string;
  groups: { value: string; label: string }[];
  labels: { from: string; to: string; groupBy: string; apply: string };
}

/** The report's date range and grouping: a GET form, so the URL is the report. */
export function ReportFilters({ action, from, to, group, groups, labels }: Props) {
  return (
    <form className={styles.form} method="get" action={action} data-report-filters="">
      <div className={styles.row}>
        <FormField id="report-from" label={labels.from}>
          {(describedBy) => (
            <input id="report-from" type="date" name="from" defaultValue={from} aria-describedby={describedBy} />
          )}
        </FormField>
        <FormField id="report-to" label={labels.to}>
          {(describedBy) => (
            <input id="report-to" type="date" name="to" defaultValue={to} aria-describedby={describedBy} />
          )}
        </FormField>
        <FormField id="report-group" label={labels.groupBy}>
          {(describedBy) => (
            <select id="report-group" name="group" defaultValue={group} aria-describedby={describedBy}>
              {groups.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div>
        <AdminButton>{labels.apply}</AdminButton>
      </div>
    </form>
  );
}
