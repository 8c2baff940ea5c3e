/**
 * The follow-up words of the admin area (docs/product.md#follow-up): the settings page
 * (/admin/settings: business days, closure days, assignment rules), the owner and due date on
 * the lead page and in the inbox. Part of adminCopy.ja (./ja.ts); the messages are also what
 * src/domain/follow-up/schema.ts answers with.
 */
import type { ProductFamily } from '../../domain/follow-up/product-family.ts';
import type { Region } from '../../domain/follow-up/regions.ts';
import { site } from '../site.ts';

/** The most days one closure range may add, so a typo in the year cannot add hundreds. */
export const CLOSURE_RANGE_MAX_DAYS = 31;
export const CLOSURE_LABEL_MAX_LENGTH = 50;
export const BUSINESS_DAYS_MIN = 1;
export const BUSINESS_DAYS_MAX = 10;

const regionNames = {
  hokkaido: '北海道',
  tohoku: '東北',
  kanto: '関東',
  chubu: '中部',
  kinki: '近畿',
  chugoku: '中国',
  shikoku: '四国',
  'kyushu-okinawa': '九州・沖縄',
} satisfies Record<Region, string>;

const familyNames = {
  'pelvic-floor': `${site.brand} シリーズ（骨盤底筋ケア）`,
  'beauty-laser': '美容・レーザー機器',
} satisfies Record<ProductFamily, string>;

export const settings = {
  title: '設定',
  lead: '資料請求の資料送付期限と、担当者の割り当てを設定します。変更はすべて監査ログに記録されます。',
  done: {
    businessDays: '営業日数を保存しました。',
    closureAdded: '休業日を追加しました。',
    closureRemoved: '休業日を削除しました。',
    ruleAdded: 'ルールを追加しました。',
    ruleRemoved: 'ルールを削除しました。',
    ruleMoved: 'ルールの順番を変更しました。',
  },
  formHasErrors: '入力内容を確認してください。',
  businessDays: {
    title: '資料送付期限',
    label: '営業日数',
    hint: `受付日の翌営業日から数えて、この日数目の営業日の18:00（日本時間）が資料送付期限（資料をお送りする期限）になります。土日・祝日・休業日は数えません。${BUSINESS_DAYS_MIN}〜${BUSINESS_DAYS_MAX}の整数。`,
    current: (days: number) => `現在は${days}営業日です。`,
    submit: '営業日数を保存する',
  },
  closures: {
    title: '休業日',
    hint: '年末年始や夏季休業など、会社の休業日を登録します。祝日は自動で除かれるため、登録は不要です。',
    addTitle: '休業日を追加',
    addHint: `1日だけなら日付だけを入力します。期間（例：年末年始の12月29日〜1月3日）は終了日も入力すると、1日ずつ登録されます（${CLOSURE_RANGE_MAX_DAYS}日まで）。名称は「年末年始」「夏季休業」など任意です。`,
    from: '日付',
    to: '終了日（期間で登録する場合）',
    label: '名称（任意）',
    submit: '休業日を追加する',
    upcoming: '今後の休業日',
    caption: '今後の休業日（日付順）',
    columns: { day: '日付', label: '名称', actions: '操作' },
    remove: '削除',
    removeLabel: (day: string) => `${day}の休業日を削除`,
    empty: '今後の休業日は登録されていません。',
  },
  rules: {
    title: '担当者の割り当てルール',
    hint: '新しい資料請求は、上のルールから順に照らし合わせ、最初に当てはまったルールの担当者に割り当てます。担当者が複数のときは順番に割り当てます（無効になったアカウントは飛ばします）。どのルールにも当てはまらない資料請求は未割り当てになります。',
    caption: '割り当てルール（上から順に適用）',
    columns: {
      order: '順番',
      family: '製品',
      locale: '言語',
      region: '地域',
      owners: '担当者',
      actions: '操作',
    },
    any: 'すべて',
    up: '上へ',
    down: '下へ',
    remove: '削除',
    upLabel: (n: number) => `ルール${n}を上へ移動`,
    downLabel: (n: number) => `ルール${n}を下へ移動`,
    removeLabel: (n: number) => `ルール${n}を削除`,
    empty: 'ルールはまだありません。新しい資料請求はすべて未割り当てになります。',
    addTitle: 'ルールを追加',
    addHint:
      '追加したルールは一番下に入ります。順番は「上へ」「下へ」で変えられます。地域は住所の都道府県から、住所に都道府県がなければ郵便番号から判定します。',
    family: '製品',
    locale: '言語',
    region: '地域',
    owners: '担当者',
    ownersHint: '1人以上選びます。複数選ぶと順番に割り当てます。',
    noAccounts: '割り当てられる有効なアカウントがありません。',
    submit: 'ルールを追加する',
    disabledOwner: (name: string) => `${name}（無効）`,
    families: familyNames,
  },
  regions: regionNames,
  messages: {
    businessDays: `営業日数は${BUSINESS_DAYS_MIN}から${BUSINESS_DAYS_MAX}までの整数で入力してください。`,
    day: '2000年から2100年までの正しい日付を入力してください（例：2026-12-29）。',
    rangeOrder: '終了日は開始日と同じか、それより後の日付にしてください。',
    rangeTooLong: `一度に登録できるのは${CLOSURE_RANGE_MAX_DAYS}日までです。`,
    label: `名称は${CLOSURE_LABEL_MAX_LENGTH}文字以内で、改行を含めずに入力してください。`,
    family: '製品の選択が正しくありません。',
    locale: '言語の選択が正しくありません。',
    region: '地域の選択が正しくありません。',
    owners: '担当者を1人以上選んでください。',
    ownerInactive: '選んだ担当者に、無効または存在しないアカウントが含まれています。選び直してください。',
    ruleNotFound: 'そのルールは見つかりませんでした。ほかの人が先に変更した可能性があります。',
    closureNotFound: 'その休業日は見つかりませんでした。ほかの人が先に削除した可能性があります。',
    unknown: '送信内容を読み取れませんでした。ページを再読み込みしてから、もう一度お試しください。',
  },
};

export type SettingsMessages = typeof settings.messages;

/** The owner and due date of a lead: on its page, in the inbox and its filters. */
export const followUp = {
  panel: '担当と資料送付期限',
  owner: '担当者',
  due: '資料送付期限',
  overdue: '期限超過',
  unassigned: '未割り当て',
  noDue: '—',
  disabledOwner: (name: string) => `${name}（無効）`,
  assign: {
    label: '担当者を変更',
    submit: '担当者を変更する',
    done: '担当者を変更しました。',
    problems: {
      notFound: 'この資料請求は見つかりません。',
      owner: 'その担当者は選べません（無効なアカウントの可能性があります）。',
      conflict: 'ほかの人が先に担当者を変更しました。最新の内容を確認してください。',
    },
  },
  inbox: {
    owner: '担当者',
    ownerMine: '自分の担当',
    ownerNone: '未割り当て',
    overdueOnly: '期限超過のみ',
    sort: '並び順',
    sortNewest: '受付の新しい順',
    sortDue: '資料送付期限が近い順',
    captionDue: '資料請求の一覧（資料送付期限が近い順）',
    sortNext: '次の予定が近い順',
    captionNext: '資料請求の一覧（次の予定が近い順）',
    /** The folded filter's 次の予定 (the chips 次の予定が今日 and 次の予定を過ぎた). */
    next: '次の予定',
    nextToday: '今日',
    nextLate: '過ぎた',
    /** A next step whose day has passed, beside it in the list. */
    nextLateMark: '予定超過',
  },
};
