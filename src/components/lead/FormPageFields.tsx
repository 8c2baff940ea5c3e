import { FORM_PAGE_FIELDS } from '../../domain/lead/attribution.ts';

interface Props {
  /** The form page's own path and query. */
  page: string;
  /** The host the visitor came from, when another site. */
  referrer: string | null;
}

/**
 * The form page's address and referrer as hidden fields: the first touch a post without
 * JavaScript carries (issue 34). Hydrated, the form sends the visit's first touch instead.
 */
export function FormPageFields({ page, referrer }: Props) {
  return (
    <>
      <input type="hidden" name={FORM_PAGE_FIELDS.page} value={page} />
      {referrer ? <input type="hidden" name={FORM_PAGE_FIELDS.referrer} value={referrer} /> : null}
    </>
  );
}
