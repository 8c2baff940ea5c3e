/**
 * The columns of the leads CSV export, in order; the admin copy names them. Each is a stored
 * field of a lead (the export's `Pick<MaterialRequest, ExportColumn>` checks it).
 */
export const exportColumns = [
  'created_at',
  'status',
  'name',
  'name_kana',
  'organization',
  'position',
  'email',
  'phone',
  'postal_code',
  'address',
  'product',
  'purpose',
  'locale',
  'page_path',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'id',
] as const;
export type ExportColumn = (typeof exportColumns)[number];
