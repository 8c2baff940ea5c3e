/**
 * The columns of the leads CSV export, in order; the admin copy names them. Each is a stored
 * field of a lead (the export's `Pick<MaterialRequest, ExportColumn>` checks it); `owner_id` is
 * written as the owner's name. Columns added later go at the end, so the position of every
 * earlier column stays where spreadsheets and macros built on the export expect it.
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
  'owner_id',
  'due_at',
  'first_response_at',
  'duplicate_of',
] as const;
export type ExportColumn = (typeof exportColumns)[number];
