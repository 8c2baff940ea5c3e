/**
 * What a news item advertises, read from what it names and where it links: staff write news
 * freely, so the editor and npm run lint:copy (the news seed) judge each item by its words.
 */
import { chairModel, topModel } from '../../content/products.ts';
import { foldKana } from './claims.ts';
import { normaliseCopy } from './normal-form.ts';
import type { CheckContext, ProductClass } from './types.ts';

const chairPaths = ['/product/plus', '/products'];

export function newsContext(item: { title: string; content: string; url?: string | null }): Required<CheckContext> {
  const written = normaliseCopy(`${item.title}\n${item.content}`);
  // And its katakana read as hiragana: 座ﾙﾀﾞｹﾃﾞ speaks of sitting as 座るだけで does.
  const text = `${written}\n${foldKana(written)}`;
  const url = item.url ?? '';
  const classes: ProductClass[] = [];
  const linksToChair = chairPaths.some((path) => url.includes(path));
  // Sitting is how the consumer chair is sold: 「座るだけで…」 speaks of it without its name.
  if (
    text.includes(chairModel.name) ||
    /(座る|座って|座った|チェア|椅子|\bchairs?\b|\bsit(ting)?\b|座椅|坐着)/i.test(text)
  )
    classes.push('consumer-chair');
  if (text.includes(topModel.name)) classes.push('professional-device');
  if (/(レーザー|美容機器|脱毛|冷却システム|肌分析)/.test(text)) classes.push('beauty-device');
  // Every item speaks for the company: general copy is judged at least.
  if (classes.length === 0) classes.push('general');
  // A news item never carries the regulatory block: a foreign approval in it states the status itself.
  return { classes, linksToChair, japaneseStatus: false };
}
