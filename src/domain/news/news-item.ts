/** A news item as the public pages, the feed and the admin area read it. */

export type NewsStatus = 'published' | 'draft';

export interface NewsItem {
  id: string;
  title: string;
  content: string;
  url: string | null;
  /** YYYY-MM-DD */
  publishDate: string;
  isImportant: boolean;
  thumbnail: string | null;
  locale: string;
}
