import type { CardColumn } from '../shared/CardTable.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import styles from './NewsAdminTable.module.css';

interface Row {
  id: string;
  href: string;
  date: string;
  title: string;
  locale: string;
  status: { key: string; label: string };
  important: string | null;
  image: string | null;
  updated: string;
}

interface Props {
  caption: string;
  columns: {
    publishDate: string;
    title: string;
    locale: string;
    status: string;
    important: string;
    image: string;
    updated: string;
  };
  rows: Row[];
  empty: string;
  /** Shown in a cell with nothing to say. */
  none: string;
}

/** The admin news list: every announcement, drafts included. */
export function NewsAdminTable({ caption, columns, rows, empty, none }: Props) {
  const cells: CardColumn<Row>[] = [
    { label: columns.publishDate, cell: (row) => row.date },
    { label: columns.title, isRowHeader: true, cell: (row) => <a href={row.href}>{row.title}</a> },
    { label: columns.locale, cell: (row) => row.locale },
    { label: columns.status, cell: (row) => <StatusBadge status={row.status} /> },
    {
      label: columns.important,
      cell: (row) => (row.important ? <strong className={styles.important}>{row.important}</strong> : none),
    },
    { label: columns.image, cell: (row) => row.image ?? none },
    { label: columns.updated, cell: (row) => row.updated },
  ];
  return (
    <RecordTable
      caption={caption}
      columns={cells}
      rows={rows}
      empty={empty}
      table="data-news-table"
      row="data-news-id"
    />
  );
}
