/** Copy of the public clinic list (/clinics). The clinics themselves live in the database. */
import { site } from '../../site.ts';

export const ja = {
  meta: {
    title: '全国骨盤底筋ネットワーク 導入医療機関一覧',
    description: `${site.brand}を導入している全国の医療機関を都道府県別に掲載しています。お住まいの地域やクリニック名、診療内容から探せます。`,
  },
  eyebrow: '全国骨盤底筋ネットワーク',
  heading: '導入医療機関一覧',
  lead: `${site.brand}による骨盤底筋ケアを受けられる全国の医療機関を、北から順に都道府県別に掲載しています。受診の際は、各医療機関へ直接お問い合わせください。`,
  search: {
    label: '医療機関を探す',
    prefecture: '都道府県',
    allPrefectures: 'すべての都道府県',
    /** `{name}` is the prefecture, `{count}` its number of clinics. */
    prefectureOption: '{name}（{count}件）',
    query: 'キーワード',
    queryHint: 'クリニック名・住所・診療内容・担当医で探せます',
    submit: '検索する',
    clear: '条件をクリア',
  },
  /** `{count}` is the number of clinics shown. */
  resultCount: '{count}件の医療機関',
  /** `{prefecture}` is the prefecture, `{count}` the clinics listed under it. */
  groupCount: '{count}件',
  fields: {
    address: '住所',
    services: '診療内容',
    doctor: '担当医',
    phone: '電話',
  },
  map: '地図で見る',
  website: 'ウェブサイト',
  /** Read after the map and website links by assistive technology: `{name}` is the clinic. */
  mapLabel: '（{name}の場所を Google マップで表示）',
  websiteLabel: '（{name}）',
  empty: {
    title: '現在、掲載準備中です',
    text: '導入医療機関の一覧は準備中です。お近くの医療機関については、全国医療ネットワークのサイトをご覧いただくか、当社までお問い合わせください。',
    link: '全国医療ネットワークのサイトを見る',
  },
  noResults: {
    title: '条件に合う医療機関が見つかりませんでした',
    text: 'キーワードを変えるか、都道府県を「すべての都道府県」にして、もう一度お探しください。',
    link: 'すべての医療機関を表示する',
  },
  unavailable: {
    title: '一覧を表示できませんでした',
    text: '一時的に医療機関の一覧を読み込めませんでした。時間をおいて再度お試しください。',
  },
  note: '掲載内容は各医療機関からの情報をもとにしています。診療日や予約の要否は、受診前に各医療機関へご確認ください。',
};

export type ClinicsCopy = typeof ja;
