import { site } from '../site.ts';

/**
 * Copy of the layout shell: header, footer, floating button, 404, shared labels. The source:
 * its shape is the type every other locale must satisfy.
 */
export const ja = {
  skipLink: '本文へスキップ',
  newTab: '（新しいタブで開きます）',
  banner: {
    text: '9月〜12月は全国各地の学会に出展します。会場でぜひ実機をお試しください。',
    link: '出展スケジュール',
  },
  logoLabel: `${site.brand} ホーム`,
  nav: {
    label: 'メインメニュー',
    home: 'ホーム',
    products: '製品',
    productSeries: { label: `${site.brand} シリーズ`, subtitle: '骨盤底筋ケア製品' },
    otherProducts: { label: 'その他の製品', subtitle: '美容・レーザー機器' },
    medicalNetwork: '全国医療ネットワーク',
    companyInfo: '企業情報',
    companyOverview: '会社概要',
    careers: '採用情報',
    agents: '代理店募集',
    securityPolicy: 'セキュリティポリシー',
    goods: 'おすすめグッズ',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    backToProducts: '製品一覧へ戻る',
  },
  language: {
    label: '言語',
    current: '現在の言語',
    japaneseOnly: '日本語',
  },
  footer: {
    productsHeading: '製品',
    companyHeading: '企業情報',
    contactHeading: 'お問い合わせ',
    phoneLabel: 'お電話',
    /** `{open}` and `{close}` come from the live contact facts (/admin/site). */
    hours: '平日 {open}〜{close}（土日祝を除く）',
    contactForm: 'お問い合わせフォーム',
    rental: '医療機関向けレンタル',
    news: '最新情報',
    clinics: '導入医療機関一覧',
    banners: {
      network: { title: '全国骨盤底筋ネットワーク', text: 'お近くの導入医療機関を探す' },
      smile: { title: 'スマイルプロジェクト', text: '尿もれの悩みを笑顔に変える取り組み' },
    },
    copyright: `© ${new Date().getFullYear()} ${site.company.nameJa}`,
    trademark: `${site.brand}は${site.company.nameJa}の登録商標です。記載の会社名・製品名は各社の商標または登録商標です。`,
  },
  /** The request actions: header, phone menu, phone bar and every product page. */
  actions: {
    label: 'お問い合わせ・資料請求',
    brochure: '資料請求',
    /** On a product page's own action: `{product}` is its name. */
    brochureFor: '{product}の資料請求',
    brochureAny: '製品を選んで資料請求',
    /** The specification's label, word for word: the round button on the desktop, the phone bar and menu. */
    booking: '商談予約へ',
    bookingDescription: 'オンライン商談を予約する',
    phone: '電話',
    phoneFull: 'お電話でのお問い合わせ',
  },
  notFound: {
    title: 'ページが見つかりません',
    lead: 'お探しのページは移動または削除された可能性があります。URLをご確認いただくか、下のリンクからお進みください。',
    home: 'ホームへ戻る',
    products: '製品一覧を見る',
  },
  seo: {
    defaultDescription: `磁気刺激で骨盤底筋をケアする${site.brand}シリーズの公式サイト。服を着たまま座るだけの骨盤底筋ケア、医療機関向けレンタル、美容・レーザー機器をご紹介します。`,
    keywords: ['骨盤底筋', '尿もれ', '磁気刺激', '骨盤底筋トレーニング', site.brand, '医療機器レンタル'],
  },
  organization: {
    description: '磁気刺激による骨盤底筋ケア機器の開発・レンタルと、美容・レーザー機器の販売',
  },
};

export type ShellCopy = typeof ja;
