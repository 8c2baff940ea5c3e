/**
 * A refused Shift_JIS export's lead as Cp932Problems shows it (issue 42): the fields holding the
 * characters, named as the CSV's header names them, and the form that corrects them: 宛名を直す
 * for the name, reading, organisation or position, 宛先を直す for the postal code or address.
 */
import { adminCopy } from '../../../content/admin/index.ts';
import { postQueueCopy } from '../../../content/admin/post-queue.ts';
import type { ExportColumn } from '../../../domain/lead/export-columns.ts';

const RECIPIENT: readonly ExportColumn[] = ['name', 'name_kana', 'organization', 'position'];
const ADDRESS: readonly ExportColumn[] = ['postal_code', 'address'];

export function cp932Fixes(
  columns: readonly ExportColumn[],
  paths: { recipient: string; address: string },
): { fields: string; fixes: { href: string; label: string }[] } {
  const labels = adminCopy.ja.exportColumns;
  return {
    fields: columns.length > 0 ? postQueueCopy.correct(columns.map((column) => labels[column]).join('・')) : '',
    fixes: [
      ...(columns.some((column) => RECIPIENT.includes(column))
        ? [{ href: paths.recipient, label: postQueueCopy.recipient.link }]
        : []),
      ...(columns.some((column) => ADDRESS.includes(column))
        ? [{ href: paths.address, label: postQueueCopy.fixAddress }]
        : []),
    ],
  };
}
