import { AdminButton } from '../shared/AdminButton.tsx';
import { HiddenFields } from './HiddenFields.tsx';
import styles from './LeadImportMapping.module.css';

interface Column {
  /** The select's name: `map_<position>`. */
  name: string;
  header: string;
  sample: string;
  /** The use already known for it ('' when unknown: the person chooses). */
  use: string;
}

interface Props {
  action: string;
  carry: [string, string][];
  columns: Column[];
  options: { value: string; label: string }[];
  labels: { lead: string; column: string; sample: string; use: string; submit: string };
}

/** One screen: each column of the file and what it is read as (a card field or 無視). */
export function LeadImportMapping({ action, carry, columns, options, labels }: Props) {
  return (
    <form method="post" action={action} className={styles.form} data-lead-import-mapping="">
      <p>{labels.lead}</p>
      <HiddenFields fields={[['intent', 'preview'], ...carry]} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{labels.column}</th>
            <th scope="col">{labels.sample}</th>
            <th scope="col">{labels.use}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.name} data-unknown={column.use === '' ? '' : undefined}>
              <th scope="row" id={`${column.name}-h`}>
                {column.header}
              </th>
              <td>{column.sample}</td>
              <td>
                <select name={column.name} defaultValue={column.use || 'ignore'} aria-labelledby={`${column.name}-h`}>
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <AdminButton>{labels.submit}</AdminButton>
      </div>
    </form>
  );
}
