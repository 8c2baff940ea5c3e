/**
 * The admin words of issue 34: the lead's sales stages and activity log, its timeline, the
 * offline source, the funnel report (/admin/reports) and speed to lead on the dashboard.
 * Japanese only, like the rest of the admin area.
 */
import type { ActivityKind } from '../../domain/lead/activities.ts';
import type { OfflineSourceKind } from '../../domain/lead/attribution.ts';
import type { LeadStage } from '../../domain/lead/stages.ts';

const yen = (amount: number): string => `${amount.toLocaleString('ja-JP')}円`;

export const funnelCopy = {
  stages: {
    meeting: '商談',
    trial: '体験・デモ',
    quote: '見積',
    won: '契約',
    lost: '失注',
  } satisfies Record<LeadStage, string>,
  activityKinds: {
    phone: '電話',
    mail: 'メール',
    visit: '訪問',
    online: 'オンライン',
    line: 'LINE',
    other: 'その他',
  } satisfies Record<ActivityKind, string>,
  offlineKinds: {
    trade_show: '展示会',
    referral: '紹介',
    phone: '電話',
    other: 'その他',
  } satisfies Record<OfflineSourceKind, string>,
  yen,
  activity: {
    title: '活動の記録',
    intro:
      '電話・メール・訪問などの結果と、次にすることをその日付とともに残します。契約・失注になるまで、次の予定は必ず入れてください。',
    kind: '活動',
    note: '結果・メモ',
    nextStep: '次にすること',
    nextStepOn: '次の予定日',
    nextStepHint: '契約・失注の資料請求では省略できます。',
    submit: '記録する',
    done: '活動を記録しました。',
    current: (step: string, on: string) => `次の予定: ${on} ${step}`,
    currentOverdue: '（期限超過）',
    none: '次の予定はまだありません。',
    closed: '完了した資料請求です。次の予定は要りません。',
    errors: {
      activity_kind: '活動の種類を選んでください。',
      activity_note: '結果・メモは2,000文字以内で入力してください。',
      next_step: '次にすることを入力してください（200文字以内）。契約・失注になるまで、次の予定は必須です。',
      next_step_on: '次の予定日を今日以降の日付で入力してください。契約・失注になるまで、次の予定は必須です。',
    },
    notFound: 'この資料請求は見つかりませんでした。',
  },
  stage: {
    title: '営業段階',
    intro: '資料送付のあとの商談・体験・見積・契約・失注を記録します。前の段階に戻すこともできます。',
    current: '現在の段階',
    none: 'なし',
    stage: '段階',
    meetingOn: '商談の日付',
    meetingKind: '商談の形式',
    meetingKinds: { online: 'オンライン', visit: '訪問' },
    trialPlace: '体験・デモの場所',
    trialOn: '体験・デモの日付',
    amountMonthly: '月額（円）',
    amountOnce: '一括・初期費用（円）',
    amountHint: '見積・契約では月額か一括のどちらかが必要です。',
    contractProduct: '契約した製品',
    startOn: '開始日',
    lostReason: '失注の理由',
    lostReasonNone: '選んでください',
    lostNote: '失注の詳細',
    submit: '段階を更新',
    done: '段階を更新しました。',
    errors: {
      stage: '段階を選んでください。',
      amount: '見積・契約では、月額か一括の金額を半角または全角の数字で入力してください。',
      lost_reason: '失注の理由を一覧から選んでください。',
      lost_note: '失注の詳細は1,000文字以内で入力してください。',
      date: '日付は YYYY-MM-DD の形で、2000年から2100年までの実在する日を入力してください。',
      place: '場所・製品名は200文字以内で入力してください。',
    },
    problems: {
      notFound: 'この資料請求は見つかりませんでした。',
      closedLead: 'スパム・要確認の資料請求には段階を設定できません。',
    },
  },
  offline: {
    title: 'オフラインの流入元',
    intro:
      '展示会・紹介・電話など、サイトの外で始まった資料請求の流入元です。設定すると、レポートではこちらが最初の接点になります。',
    kind: '種類',
    none: 'なし（Webの最初の接点を使う）',
    name: '名前（展示会名・紹介元の医院など）',
    on: '日付',
    submit: '流入元を保存',
    done: '流入元を保存しました。',
    errors: {
      name: '名前は200文字以内で入力してください。',
      on: '日付は YYYY-MM-DD の形で、2000年から2100年までの正しい日付を入力してください。',
    },
  },
  firstTouch: {
    title: '最初の接点',
    page: '最初のページ',
    referrer: '参照元',
    utm: (source: string | null, medium: string | null, campaign: string | null) =>
      [source, medium, campaign].filter(Boolean).join(' / '),
    utmLabel: 'UTM（source / medium / campaign）',
    offline: 'オフライン',
    unknown: '記録なし',
  },
  timeline: {
    title: '経緯（時系列）',
    empty: 'まだ記録はありません。',
    by: '担当',
    received: '資料請求を受付',
    mail: (kind: string, state: string) => `メール「${kind}」: ${state}`,
    materials: (method: string) => `資料を送付（${method}）`,
    opened: '送付した資料が開かれました',
    shipment: (tracking: string) => `郵送（送り状番号 ${tracking}）`,
    status: (from: string, to: string) => `状態: ${from} → ${to}`,
    stage: (from: string | null, to: string) => (from ? `段階: ${from} → ${to}` : `段階: ${to}`),
    activity: (kind: string) => `活動: ${kind}`,
    nextStep: (on: string, step: string) => `次の予定 ${on}: ${step}`,
    amounts: (monthly: number | null, once: number | null) =>
      [monthly !== null ? `月額 ${yen(monthly)}` : null, once !== null ? `一括 ${yen(once)}` : null]
        .filter(Boolean)
        .join('、'),
    lostReason: (reason: string) => `理由: ${reason}`,
    detail: (label: string, value: string) => `${label}: ${value}`,
  },
  /** The lead page (issue 42): the summary card's sales facts and the open timeline under it. */
  leadPage: {
    stage: '営業段階',
    nextStep: '次の予定',
    noNextStep: 'まだありません',
    nextStepText: (on: string, step: string) => `${on} ${step}`,
    conversation: '最近のやりとり',
    older: (count: number) => `それより前の記録（${count}件）`,
    more: '送信元・通知メール・外部連携',
  },
  report: {
    title: 'ファネルレポート',
    busy: 'ただいまレポートの集計が混み合っています。少し待ってから、もう一度お試しください。',
    nav: 'レポート',
    intro:
      '資料請求から契約までを、最初の接点（チャネル）・キャンペーン・製品ごとに数えます。期間は資料請求の受付日です。スパム・重複・要確認の資料請求は数えません（要確認は通常に戻すと数えます）。行は上位20までで、残りは「その他」にまとめます。',
    from: '受付日（から）',
    to: '受付日（まで）',
    groupBy: '行',
    groups: { channel: 'チャネル', campaign: 'キャンペーン', product: '製品' },
    apply: '表示する',
    csv: 'CSVで書き出す',
    caption: (from: string, to: string) => `${from}〜${to} に受け付けた資料請求`,
    columns: {
      name: '行',
      leads: 'Web資料請求',
      imports: '名刺取り込み',
      materials: '資料送付',
      meeting: '商談',
      trial: '体験',
      quote: '見積',
      won: '契約',
      lost: '失注',
      lostReasons: '失注の理由',
      monthly: '契約 月額',
      once: '契約 一括',
    },
    /** The demos of the same leads (issue 44), in a table of their own under the funnel. */
    demos: {
      title: '体験・デモの予約と結果',
      caption: (from: string, to: string) => `${from}〜${to} に受け付けた資料請求の体験・デモ`,
      columns: { booked: 'デモ予約', held: '実施済み', missed: '未実施' },
      note: 'デモ予約は予約された体験・デモの数です（取り消されたものも含みます）。実施済み・未実施は担当者が記録した結果で、率はデモ予約に対する割合です。',
    },
    lostReasonCount: (label: string, count: number) => `${label} ${count}`,
    lostNoReason: '理由なし',
    conversion: (share: string) => `${share}`,
    days: (days: number | null) => (days === null ? '—' : `中央値 ${days}営業日`),
    total: '合計',
    empty: 'この期間の資料請求はありません。',
    channel: {
      direct: '直接（参照元なし）',
      unknown: '不明（記録なし）',
      referrer: (host: string) => `参照元: ${host}`,
      utm: (source: string, medium: string) => (medium ? `${source} / ${medium}` : source),
      offline: (kind: string, name: string) => (name ? `${kind}: ${name}` : kind),
    },
    noCampaign: 'キャンペーンなし',
    other: (groups: number) => `その他（${groups}行分）`,
    notes: [
      'Web資料請求はサイトのフォームから届いたもの、名刺取り込みは展示会などの名刺を取り込んだものです。資料送付の率は、その両方の合計に対する割合です。',
      '各列は、その段階に一度でも進んだ資料請求の数です。ただし体験は、体験・デモの段階を記録したものだけを数えます（見積・契約へ進んでも、体験を記録していなければ数えません）。',
      '率は前の列からの割合（見積は商談からの割合）、日数は前の段階から次の段階までの営業日数の中央値です。',
      '失注は、いま失注の段階にある資料請求の数で、その下に理由ごとの数を示します。',
      '最初の接点は、訪問の最初のページ・参照元・UTM をブラウザーの sessionStorage に保存して送信したものです（Cookie は使いません）。オフラインの流入元が設定されていれば、そちらを優先します。',
    ],
    lostReasons: {
      title: '失注の理由（一覧の編集）',
      intro: '名前を変えて保存できます。空にすると一覧から外れます（これまでの記録には残ります）。',
      add: '理由を追加',
      submit: '理由を保存',
      done: '失注の理由を保存しました。',
      error: '理由は60文字以内で入力してください。',
      hidden: '（非表示）',
    },
  },
  speed: {
    title: '初回対応までの時間（直近30日）',
    intro:
      '資料請求の受付から、担当者が最初に活動か段階を記録するまでの営業時間（分）の中央値です。自動メールは数えません。',
    caption: '担当者ごとの初回対応',
    owner: '担当者',
    touched: '対応済み',
    median: '中央値',
    minutes: (minutes: number | null) => (minutes === null ? '—' : `${minutes}分`),
    unassigned: '未割り当て',
    empty: '直近30日に対応した資料請求はまだありません。',
  },
  digest: {
    heading: '次の予定の期限超過',
  },
};

export type FunnelCopy = typeof funnelCopy;
