import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './SiteVersionHistory.module.css';

export interface VersionRow {
  id: string;
  number: number;
  state: string;
  live: boolean;
  /** Published for a later moment: not live yet, and can be taken back. */
  scheduled: boolean;
  created: string;
  published: string;
  reason: string | null;
  previewHref: string;
}

interface Props {
  action: string;
  rows: readonly VersionRow[];
  canRevert: boolean;
  copy: {
    version: string;
    state: string;
    createdBy: string;
    publishedBy: string;
    live: string;
    reason: string;
    revert: string;
    unschedule: string;
    preview: string;
  };
}

/** Every version, newest first: who made and published it, and 元に戻す for an earlier published one. */
export function SiteVersionHistory({ action, rows, canRevert, copy }: Props) {
  return (
    <table className={styles.table} data-site-history="">
      <thead>
        <tr>
          <th scope="col">{copy.version}</th>
          <th scope="col">{copy.state}</th>
          <th scope="col">{copy.createdBy}</th>
          <th scope="col">{copy.publishedBy}</th>
          <th scope="col">
            <span className="visually-hidden">{copy.revert}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-version={row.number}
            data-live={row.live ? '' : undefined}
            data-scheduled={row.scheduled ? '' : undefined}
          >
            <th scope="row">{row.number}</th>
            <td>
              {row.live ? <strong>{copy.live}</strong> : row.state}
              {row.reason ? (
                <p className={styles.reason}>
                  {copy.reason}：{row.reason}
                </p>
              ) : null}
            </td>
            <td>{row.created}</td>
            <td>{row.published}</td>
            <td className={styles.actions}>
              <a href={row.previewHref}>{copy.preview}</a>
              {canRevert && !row.live && row.published !== '' ? (
                <form method="post" action={action}>
                  <input type="hidden" name="intent" value={row.scheduled ? 'unschedule' : 'revert'} />
                  <input type="hidden" name="version" value={row.id} />
                  <AdminButton
                    tone="secondary"
                    aria-label={`${copy.version} ${row.number}：${row.scheduled ? copy.unschedule : copy.revert}`}
                  >
                    {row.scheduled ? copy.unschedule : copy.revert}
                  </AdminButton>
                </form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
