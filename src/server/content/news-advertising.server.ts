/**
 * The advertising check for a news item as staff write it (the editor's live check and the
 * save): its title and body together, in its language, judged by what it names and where it
 * links (src/domain/advertising/news.ts). The tokenizer loads on the first call.
 */
import { newsContext } from '../../domain/advertising/news.ts';
import type { AdvertisingHit, CopyLanguage } from '../../domain/advertising/types.ts';
import { checkCopy } from './advertising.server.ts';

export interface NewsCopy {
  title: string;
  content: string;
  url: string;
  locale: string;
}

const languageOf = (locale: string): CopyLanguage => (locale === 'en' || locale === 'zh-cn' ? locale : 'ja');

export function checkNewsCopy(item: NewsCopy): Promise<AdvertisingHit[]> {
  if (item.title.trim() === '' && item.content.trim() === '') return Promise.resolve([]);
  return checkCopy([item.title, item.content], languageOf(item.locale), newsContext(item));
}

export const hasAdvertisingErrors = (hits: readonly AdvertisingHit[]): boolean =>
  hits.some((hit) => hit.severity === 'error');

/** What the audit log keeps of the hits a publisher confirmed: enough to read, not the copy of the rules. */
export const auditedHits = (hits: readonly AdvertisingHit[]) =>
  hits.map(({ rule, severity, words, clause }) => ({ rule, severity, words, clause }));
