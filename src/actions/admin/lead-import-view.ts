/**
 * The business-card import's plan as its page words it (src/pages/admin/leads/import/index.astro):
 * the counts, one page of rows with their matches and problems, the fields each form carries to the next
 * step, and the mapping form's columns. Plain data for the components; no copy in them.
 */
import { leadImportCopy } from '../../content/admin/lead-import.ts';
import { formatPostalCode } from '../../domain/lead/postal-code.ts';
import { cardFields } from '../../server/lead-import/card-columns.server.ts';
import { type PagedPlan, PREVIEW_PAGE_ROWS } from '../../server/lead-import/card-preview.server.ts';
import { formatPhoneForStaff } from '../../server/platform/phone.server.ts';
import { leadPath } from '../paths.ts';
import type { LeadImportView } from './lead-import.ts';

const t = leadImportCopy;

type Preview = Extract<PagedPlan, { kind: 'preview' }>;
type Mapping = Extract<PagedPlan, { kind: 'mapping' }>;

/** What a later step posts again: the staged file, the source, and (once known) the mapping. */
export function carriedFields(view: LeadImportView, mapping?: readonly string[]): [string, string][] {
  const fields: [string, string][] = view.upload ? [['upload', view.upload.id]] : [];
  for (const [name, value] of Object.entries(view.values)) fields.push([name, value]);
  mapping?.forEach((use, i) => {
    fields.push([`map_${i}`, use]);
  });
  return fields;
}

export const mappingOptions = [
  { value: 'ignore', label: t.mapping.ignore },
  ...cardFields.map((field) => ({ value: field, label: t.fields[field] })),
];

export function mappingColumns(plan: Mapping) {
  return plan.headers.map((header, i) => ({
    name: `map_${i}`,
    header,
    sample: plan.samples[i] ?? '',
    use: plan.mapping[i] ?? '',
  }));
}

export function previewCounts(plan: Preview) {
  const { counts } = plan;
  return [
    { name: 'store', label: t.preview.counts.store, value: counts.store },
    { name: 'duplicate', label: t.preview.counts.duplicate, value: counts.duplicate },
    { name: 'rejected', label: t.preview.counts.rejected, value: counts.rejected, alert: true },
    { name: 'businessCard', label: t.preview.counts.businessCard, value: counts.businessCard },
  ];
}

/** The pager under the rows: where this page is, and the pages before and after it (posted again). */
export function previewPages(view: LeadImportView, plan: Preview) {
  const from = (plan.page - 1) * PREVIEW_PAGE_ROWS + 1;
  const to = from + plan.rows.length - 1;
  return {
    status: t.preview.pages.status(plan.page, plan.pages, from, to, plan.counts.rows),
    carry: carriedFields(view, plan.mapping),
    previous: plan.page > 1 ? plan.page - 1 : null,
    next: plan.page < plan.pages ? plan.page + 1 : null,
  };
}

export function previewRows(plan: Preview) {
  return plan.rows.map((row) => {
    if (!row.ok) {
      return {
        line: row.line,
        ok: false,
        person: [],
        contact: [],
        address: '',
        consent: '',
        matches: [],
        problems: row.problems,
      };
    }
    const { card } = row;
    return {
      line: row.line,
      ok: true,
      person: [card.name, card.nameKana ?? '', card.organization, card.position].filter(Boolean),
      contact: [card.email, card.phone ? formatPhoneForStaff(card.phone) : '', ...card.otherPhones].filter(Boolean),
      address: [card.postalCode ? formatPostalCode(card.postalCode) : '', card.address].filter(Boolean).join(' '),
      consent: t.preview.consent[card.consent],
      matches: row.matches.map((match) => {
        const where =
          match.line !== null
            ? t.preview.matchInFile(match.line)
            : `${match.name}（${match.organization || t.preview.none}）`;
        const kind = match.samePerson ? t.preview.matchPerson : t.preview.matchRelated;
        const reasons = match.reasons.map((reason) => t.preview.reasons[reason]).join('・');
        return {
          text: `${kind}：${where}［${reasons}］`,
          href: match.leadId ? leadPath(match.leadId) : null,
          samePerson: match.samePerson,
        };
      }),
      problems: [],
    };
  });
}
