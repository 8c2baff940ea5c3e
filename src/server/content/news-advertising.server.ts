/**
 * The advertising check for a news item as staff write it (the editor's live check and the
 * save): its title and body together, in its language, judged by what it names and where it
 * links (src/domain/advertising/news.ts). The tokenizer loads on the first call.
 */
import { newsContext } from '../../domain/advertising/news.ts';
import { type RecordedClasses, withRegulatoryClasses } from '../../domain/advertising/regulatory.ts';
import type { AdvertisingHit, CopyLanguage } from '../../domain/advertising/types.ts';
import { newsMaxLength } from '../../domain/news/schema.ts';
import { checkCopy } from './advertising.server.ts';

export interface NewsCopy {
  title: string;
  content: string;
  url: string;
  locale: string;
}

const languageOf = (locale: string): CopyLanguage => (locale === 'en' || locale === 'zh-cn' ? locale : 'ja');

/**
 * The hits, or null when the check could not run (its worker died): the check is an aid, and a
 * failing aid must not stop staff from saving. Text past the form's limits is cut there, since
 * validation refuses it anyway and the tokenizer need not chew on megabytes. `recorded`: each
 * product's class as live at /admin/site (issue 43); none recorded when not given.
 */
export async function checkNewsCopy(item: NewsCopy, recorded?: RecordedClasses): Promise<AdvertisingHit[] | null> {
  const title = item.title.slice(0, newsMaxLength.title);
  const content = item.content.slice(0, newsMaxLength.content);
  if (title.trim() === '' && content.trim() === '') return [];
  try {
    const context = newsContext({ ...item, title, content });
    return await checkCopy(
      [title, content],
      languageOf(item.locale),
      recorded ? withRegulatoryClasses(context, recorded) : context,
    );
  } catch {
    return null;
  }
}

export const hasAdvertisingErrors = (hits: readonly AdvertisingHit[]): boolean =>
  hits.some((hit) => hit.severity === 'error');

/** What the audit log keeps of the hits a publisher confirmed: enough to read, not the copy of the rules. */
export const auditedHits = (hits: readonly AdvertisingHit[]) =>
  hits.map(({ rule, severity, words, clause }) => ({ rule, severity, words, clause }));
