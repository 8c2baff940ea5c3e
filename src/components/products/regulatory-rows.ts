import type { ProductsCopy } from '../../content/pages/products/index.ts';
import type { ResolvedRegulatoryProduct } from '../../domain/site-facts/rules.ts';

/**
 * The rows of a device's regulatory block: 販売名 (the product's own name), then the class,
 * 一般的名称 and number that are recorded. None when nothing is recorded, so no block shows.
 */
export function regulatoryRows(
  name: string,
  facts: ResolvedRegulatoryProduct | null,
  copy: ProductsCopy['shared']['regulatory'],
): { term: string; detail: string }[] {
  if (!facts) return [];
  const rows = [
    { term: copy.name, detail: name },
    { term: copy.class, detail: facts.class ? copy.classes[facts.class] : '' },
    { term: copy.generic, detail: facts.generic },
    { term: copy.number, detail: facts.number },
  ];
  return rows.filter((row) => row.detail !== '');
}

/**
 * The features with the foreign approval (FDA) third, only when the class in Japan is recorded:
 * the block beside them then states it (issue 43). Without it, the approval is not claimed.
 */
export function featuresWithForeignApproval(
  items: readonly string[],
  foreignApproval: string,
  facts: ResolvedRegulatoryProduct | null,
): string[] {
  if (!facts?.class) return [...items];
  return [...items.slice(0, 2), foreignApproval, ...items.slice(2)];
}
