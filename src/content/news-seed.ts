/**
 * The announcements a fresh database starts with (inserted by seedNewsIfEmpty in
 * src/server/content/news.server.ts). Japanese only; staff add other locales later.
 * Product names derive from the configured brand, never a literal.
 */
import { site } from './site.ts';

export interface NewsSeedItem {
  id: string;
  title: string;
  /** Body text, 1–3 sentences. */
  content: string;
  /** Absolute URL, internal path or video link; omitted when the item links nowhere. */
  url?: string;
  /** YYYY-MM-DD */
  publishDate: string;
  isImportant: boolean;
  /** Public image path. */
  thumbnail?: string;
}

const dr = `${site.brand} DR`;
const plus = `${site.brand} Plus`;

export const newsSeed: NewsSeedItem[] = [
  {
    id: '0',
    title: `${dr} の紹介動画を公開しました`,
    content: `${dr} の特長と施術の流れを約3分の動画でご紹介しています。導入をご検討中の医療機関の皆さまは、ぜひご覧ください。`,
    url: `https://www.youtube.com/watch?v=${site.videos.intro}`,
    publishDate: '2026-06-10',
    isImportant: false,
    thumbnail: '/images/video-intro.svg',
  },
  {
    id: '1',
    title: '日本排尿機能学会 学術集会に出展します',
    content: `2026年9月10日（木）〜12日（土）に開催される日本排尿機能学会 学術集会の企業展示に出展いたします。展示ブース No.00 にて ${dr} を実際にご体験いただけます。`,
    url: site.urls.conferenceSchedule,
    publishDate: '2026-08-18',
    isImportant: false,
    thumbnail: '/images/news-1.svg',
  },
  {
    id: '2',
    title: '日本女性医学学会 学術集会に出展します',
    content: `2026年11月7日（土）・8日（日）に開催される日本女性医学学会 学術集会にて、${plus} を展示いたします。会期中はブースにて骨盤底ケアに関するミニセミナーも予定しております。`,
    url: 'https://www.example.jp/events/womens-health-2026',
    publishDate: '2026-10-09',
    isImportant: false,
    thumbnail: '/images/news-2.svg',
  },
  {
    id: '3',
    title: '日本泌尿器科学会 地方会にて機器展示を行います',
    content: `2026年10月17日（土）・18日（日）に開催される日本泌尿器科学会 地方会にて、${dr} の機器展示を行います。ブース番号は会場でご案内いたします。`,
    url: site.urls.conferenceSchedule,
    publishDate: '2026-09-15',
    isImportant: false,
    thumbnail: '/images/news-3.svg',
  },
  {
    id: '4',
    title: '医療・介護機器の展示会に出展し、ブースセミナーを開催します',
    content: `2026年12月2日（水）〜4日（金）に東京で開催される医療・介護機器の展示会に出展いたします。各日14時からは、${dr} と ${plus} の使い分けをご紹介するブースセミナーを開催します。`,
    url: '/products',
    publishDate: '2026-11-02',
    isImportant: false,
    thumbnail: '/images/news-4.svg',
  },
  {
    id: '5',
    title: '医療機関向けレンタルプランの提供を開始しました',
    content: `${dr} を月額でご利用いただける医療機関向けレンタルプランの提供を開始しました。ご購入前のお試し導入にもご活用いただけます。`,
    url: '/rental/medical',
    publishDate: '2026-07-01',
    isImportant: true,
  },
  {
    id: '6',
    title: '銀座ショールームをオープンしました（完全予約制）',
    content: `東京・銀座に ${site.brand} の製品をご体験いただけるショールームをオープンしました。完全予約制のため、ご来場の際は事前にご予約をお願いいたします。`,
    url: 'https://www.example.jp/showroom',
    publishDate: '2026-07-22',
    isImportant: true,
  },
  {
    id: '7',
    title: '英語版・中国語版サイトを公開しました',
    content:
      '海外の医療機関・販売代理店の皆さまに向けて、英語版および中国語（簡体字）版のウェブサイトを公開しました。画面上部の言語切り替えからご覧いただけます。',
    url: '/en/',
    publishDate: '2026-10-01',
    isImportant: false,
  },
  {
    id: '8',
    title: '年末年始休業のお知らせ',
    content:
      '誠に勝手ながら、2026年12月29日（火）から2027年1月4日（月）まで年末年始休業とさせていただきます。期間中にいただいたお問い合わせには、1月5日（火）以降順次ご対応いたします。',
    publishDate: '2026-11-16',
    isImportant: true,
  },
];
