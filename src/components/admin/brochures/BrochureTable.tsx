import { CardTable } from '../shared/CardTable.tsx';

export interface BrochureRow {
  id: string;
  href: string;
  title: string;
  locale: string;
  products: string;
  pages: string;
  size: string;
  /** What the upload check removed from the current file (なし when nothing). */
  removed: string;
  updated: string;
}

interface Props {
  rows: BrochureRow[];
  labels: {
    caption: string;
    empty: string;
    edit: string;
    columns: {
      title: string;
      locale: string;
      products: string;
      pages: string;
      size: string;
      removed: string;
      updated: string;
    };
  };
}

/** The brochure library: one row per brochure, with the link to edit or replace it. */
export function BrochureTable({ rows, labels }: Props) {
  const c = labels.columns;
  return (
    <CardTable<BrochureRow>
      name={{ caption: labels.caption }}
      rows={rows}
      rowKey={(row) => row.id}
      empty={labels.empty}
      tableData={{ 'data-brochure-table': '' }}
      rowData={(row) => ({ 'data-brochure': row.id })}
      columns={[
        { label: c.title, isRowHeader: true, cell: (row) => <a href={row.href}>{row.title}</a> },
        { label: c.locale, cell: (row) => row.locale },
        { label: c.products, cell: (row) => row.products },
        { label: c.pages, cell: (row) => row.pages },
        { label: c.size, cell: (row) => row.size },
        { label: c.removed, cell: (row) => <span data-removed-content="">{row.removed}</span> },
        { label: c.updated, cell: (row) => row.updated },
      ]}
    />
  );
}
