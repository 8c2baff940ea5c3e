/**
 * The admin words of the demo calendar (/admin/demos) and its settings (/admin/demos/settings),
 * issue 44. Japanese only, like the rest of the admin area; the validation messages are read by
 * src/domain/demo/settings-schema.ts.
 */
import type { DemoStatus } from '../../domain/demo/calendar.ts';
import type { DemoKind } from '../../domain/demo/slots.ts';

export const DEMO_NOTICE_MAX = 20;
export const DEMO_BUFFER_MAX = 240;
export const DEMO_WEIGHT_MAX = 10;
export const DEMO_CAP_MAX = 20;
export const DEMO_TRAVEL_MAX = 1440;
export const DEMO_UNIT_LABEL_MAX = 40;
export const DEMO_NOTE_MAX = 100;
/** An exception or absence covers at most this many days at once. */
export const DEMO_RANGE_MAX_DAYS = 92;

export const demosCopy = {
  nav: '体験・デモ',
  calendar: {
    title: '体験・デモの予定',
    lead: '1週間分の体験・デモの予約です。時刻はすべて日本時間です。日程の変更・取消・実施結果の記録は各予約から行えます。',
    settingsLink: '予約の設定（営業時間・デモ機・移動時間）',
    week: '{from}〜{to}',
    previous: '前の週',
    next: '次の週',
    today: '今週',
    weekNav: '表示する週',
    filter: { legend: '絞り込み', staff: '担当者', all: 'すべての担当者', submit: '表示する', clear: '解除' },
    empty: '予約はありません',
    count: '{count}件',
    kinds: { clinic: 'クリニック訪問', showroom: 'ショールーム', online: 'オンライン' } satisfies Record<
      DemoKind,
      string
    >,
    statuses: { booked: '予約中', held: '実施済み', missed: '不参加', cancelled: '取消済み' } satisfies Record<
      DemoStatus,
      string
    >,
    fields: { lead: 'お客様', staff: '担当', unit: 'デモ機', place: '場所', status: '状態', noUnit: 'なし' },
    actions: {
      summary: '操作',
      move: '日程を変更する',
      cancel: '予約を取り消す',
      held: '実施済みにする',
      missed: '不参加にする',
    },
    move: {
      title: '日程の変更',
      current: '現在の日時：{when}（{lead}）',
      legend: '新しい日時',
      none: '空いている日時がありません。',
      submit: '日程を変更する',
      back: '予定に戻る',
    },
    done: {
      moved: '日程を変更しました。',
      cancelled: '予約を取り消しました。',
      held: '実施済みとして記録しました。',
      missed: '不参加として記録しました。',
    },
    problems: {
      taken: 'お選びの日時はちょうど埋まりました。ほかの日時を選んでください。',
      noSlot: '新しい日時を選んでください。',
      closed: 'この予約はすでに取り消されているか、変更できない状態です。',
      notFound: '予約が見つかりません。',
      unknown: '操作を受け付けられませんでした。ページを開き直してください。',
    },
  },
  settings: {
    title: '体験・デモの設定',
    lead: '体験・デモの予約枠は、担当者の勤務時間、デモ機の空き、移動時間、休業日から自動で計算されます。保存した内容は、すぐに予約ページの空き日時に反映されます。',
    back: '体験・デモの予定に戻る',
    formHasErrors: '入力内容を確認してください。項目ごとの説明をご覧ください。',
    saved: '保存しました。',
    rules: {
      title: '予約の受付条件',
      notice: '受付開始までの営業日数',
      noticeHint: '今日から何営業日後の日から予約を受け付けるか（1 なら翌営業日から）。',
      bufferBefore: '前の準備時間（分）',
      bufferAfter: '後の片付け時間（分）',
      bufferHint: '前後の予約の準備・片付け時間は合算されます。',
      fallback: '移動時間の既定値（分）',
      fallbackHint: '移動時間の表にない組み合わせに使います。',
      submit: '受付条件を保存する',
    },
    staff: {
      title: '担当者の勤務時間',
      hint: '曜日ごとに開始・終了時刻を入れます。空欄の曜日は休みです。初期状態では全員が平日 9:00〜18:00 です。',
      weekdays: ['日', '月', '火', '水', '木', '金', '土'],
      start: '{day}曜 開始',
      end: '{day}曜 終了',
      takes: '体験・デモを担当する',
      weight: '割り当ての比重',
      weightHint: '2 にすると 1 の人の2倍の予約が割り当てられます。',
      cap: '1日の上限件数',
      capHint: '0 は上限なし。',
      standard: '標準の勤務時間（未設定）',
      own: '個別に設定済み',
      off: '担当しない',
      submit: '{name} の設定を保存する',
    },
    days: {
      title: '例外・休暇',
      hint: '特定の日だけ勤務時間が違う場合や、休暇の期間を登録します。時刻を空欄にすると終日不在です。',
      caption: '登録済みの例外・休暇',
      columns: { person: '担当者', day: '日付', hours: '時間', note: 'メモ', actions: '操作' },
      absent: '終日不在',
      empty: '登録はありません。',
      person: '担当者',
      from: '開始日',
      to: '終了日（1日だけなら空欄）',
      start: '開始時刻',
      end: '終了時刻',
      note: 'メモ（任意）',
      submit: '例外・休暇を登録する',
      remove: '削除',
      removeLabel: '{name} の {day} の登録を削除',
    },
    closures: {
      title: '会社の休業日',
      hint: '祝日は自動で休みになります。年末年始などの休業日を登録すると、その日は予約を受け付けません（フォローアップの期日計算と共通です）。',
    },
    units: {
      title: 'デモ機',
      hint: 'デモ機の台数だけ登録します。クリニック訪問の日の最初の移動は、デモ機の保管場所から計算します。',
      label: '名前',
      homeBase: '保管場所（都道府県）',
      active: '使用する',
      save: '保存する',
      saveLabel: '{name} を保存する',
      addTitle: 'デモ機を追加する',
      add: 'デモ機を追加する',
    },
    travel: {
      title: '移動時間',
      hint: '都道府県どうし、または地方どうしの片道の移動時間です。都道府県の組み合わせが地方より優先されます。同じ都道府県の中は 0 分です。',
      caption: '登録済みの移動時間',
      columns: { from: '出発', to: '到着', minutes: '分', actions: '操作' },
      empty: '登録はありません（すべて既定値を使います）。',
      from: '出発（都道府県または地方）',
      to: '到着（都道府県または地方）',
      minutes: '移動時間（分）',
      regionsGroup: '地方',
      prefecturesGroup: '都道府県',
      submit: '移動時間を保存する',
      remove: '削除',
      removeLabel: '{from}〜{to} を削除',
    },
    regions: {
      hokkaido: '北海道地方',
      tohoku: '東北地方',
      kanto: '関東地方',
      chubu: '中部地方',
      kinki: '近畿地方',
      chugoku: '中国地方',
      shikoku: '四国地方',
      'kyushu-okinawa': '九州・沖縄地方',
    },
    messages: {
      notice: `0〜${DEMO_NOTICE_MAX} の整数で入力してください。`,
      buffer: `0〜${DEMO_BUFFER_MAX} の整数（分）で入力してください。`,
      travel: `0〜${DEMO_TRAVEL_MAX} の整数（分）で入力してください。`,
      time: '「9:00」のように 0:00〜24:00 の時刻で入力してください。',
      order: '終了時刻は開始時刻より後にしてください。',
      pair: '開始と終了の両方を入力するか、両方を空欄にしてください。',
      weight: `1〜${DEMO_WEIGHT_MAX} の整数で入力してください。`,
      cap: `0〜${DEMO_CAP_MAX} の整数で入力してください。`,
      day: '日付を選んでください。',
      range: `終了日は開始日以降、${DEMO_RANGE_MAX_DAYS}日以内にしてください。`,
      note: `${DEMO_NOTE_MAX}文字以内で入力してください。`,
      person: '担当者を選んでください。',
      label: `1〜${DEMO_UNIT_LABEL_MAX}文字で入力してください。`,
      prefecture: '都道府県を選んでください。',
      area: '都道府県または地方を選んでください。',
      unknown: '操作を受け付けられませんでした。ページを開き直してください。',
      notFound: '対象が見つかりません。ページを開き直してください。',
    },
  },
};
