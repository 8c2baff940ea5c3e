/**
 * Every word of the admin area (Japanese only: the staff work in Japanese). Components get
 * their strings from here as props; labels for stored codes (status, role, audit action,
 * locale) live here too so the inbox, the detail page and the CSV say the same thing.
 */
import type { AdminRole, AuditAction, PasswordProblem } from '../../domain/admin.ts';
import type { ExportColumn } from '../../domain/lead/export-columns.ts';
import type { MaterialRequestStatus, OutboxJobStatus } from '../../domain/lead/statuses.ts';
import type { WebhookEvent, WebhookFormat, WebhookProblem } from '../../domain/webhooks.ts';
import { leadCopy } from '../lead/index.ts';
import { brochureProducts } from '../products.ts';
import { followUp, settings } from './follow-up.ts';

const leadFields = leadCopy.ja.form.fields;

/** A lead's stored fields as staff read them: on the detail page and in the CSV header. */
const leadFieldLabels = {
  created_at: '受付日時',
  status: '状態',
  name: '氏名',
  name_kana: 'フリガナ',
  organization: '所属企業名',
  position: '役職',
  email: 'メールアドレス',
  phone: '電話番号',
  postal_code: '郵便番号',
  address: '住所',
  product: '希望製品',
  purpose: '利用目的',
  locale: '言語',
  page_path: '送信したページ',
  referrer: 'リファラ',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_term: 'utm_term',
  utm_content: 'utm_content',
  user_agent: 'ブラウザ',
  agreement_version: '同意した規約の版',
  id: '受付ID',
} as const;

export type TestEmailField =
  | 'name'
  | 'nameKana'
  | 'email'
  | 'organization'
  | 'position'
  | 'phone'
  | 'postalCode'
  | 'address'
  | 'product'
  | 'purpose';

/**
 * The test e-mail page (/admin/test-email, docs/product.md#test-e-mail): the form's labels, its
 * sample data, the outcome messages. Validation speaks the brochure form's Japanese messages
 * (docs/product.md#fields-and-validation), so both forms say the same thing.
 */
const testEmail = {
  title: 'テストメール送信',
  lead: '資料請求があったときに営業担当へ届く通知メールと同じ内容のテストメールを、いま設定されている送信先へすぐに送ります。メールの設定を変えたときや、通知が届かないときの確認に使ってください。資料請求としては保存されません。',
  recipient: '送信先',
  transport: {
    smtp: 'SMTPサーバー（SMTP_URL）から送信します。',
    file: 'SMTP_URL が設定されていないため、メールは送信されず、サーバーのデータフォルダ（mail）にファイルとして保存されます。',
  },
  formTitle: '送信する内容',
  allRequired: '「任意」の項目のほかはすべて必須です。見本の内容が入っているので、そのまま送信できます。',
  optional: leadCopy.ja.form.optional,
  // The brochure form's labels, so the test mail's form reads like the one visitors fill in;
  // only the hints speak to staff.
  fields: {
    name: { label: leadFields.name.label, hint: '' },
    nameKana: { label: leadFields.nameKana.label, hint: '' },
    email: { label: leadFields.email.label, hint: '通知メールの返信先になります。' },
    organization: { label: leadFields.organization.label, hint: '' },
    position: { label: leadFields.position.label, hint: '' },
    phone: leadFields.phone,
    postalCode: { label: leadFields.postalCode.label, hint: '' },
    // One field for the whole address here: the test mail needs no parts (the public form asks them).
    address: { label: '住所', hint: '' },
    product: { label: leadFields.product.label, hint: '' },
    purpose: { label: leadFields.purpose.label, hint: '' },
  } satisfies Record<TestEmailField, { label: string; hint: string }>,
  productPlaceholder: '選択してください',
  /** The form opens filled in, so one click sends a realistic mail. */
  sample: {
    name: 'テスト 太郎',
    nameKana: 'テスト　タロウ',
    email: 'test@example.jp',
    organization: 'テストクリニック',
    position: '院長',
    phone: '090-0000-0000',
    postalCode: '100-0005',
    address: '東京都千代田区丸の内1-1-1 テストビル3階',
    product: brochureProducts[0].id,
    purpose: '通知メールの送信テストです。\n表示に問題がないか確認しています。',
  } satisfies Record<TestEmailField, string>,
  submit: 'テストメールを送信する',
  submitting: '送信中...',
  sent: {
    title: 'テストメールを送信しました',
    body: (to: string) => `${to} あてにテストメールを送信しました。メールが届いているかご確認ください。`,
    again: 'もう一度送信する',
  },
  failed: 'テストメールの送信中にエラーが発生しました。時間をおいて再度お試しください。',
  errorDetail: 'エラーの内容',
  /** When the transport gives no text of its own (docs/product.md#test-e-mail). */
  noErrorText: 'メール送信に失敗しました',
  /** The request never reached the server (network) or was refused before sending. */
  requestFailed: 'サーバーに接続できませんでした。ページを再読み込みしてから、もう一度お試しください。',
  messages: leadCopy.ja.form.messages,
};

/**
 * Outgoing webhooks (/admin/integrations and the lead page's 外部連携 panel,
 * docs/product.md#webhooks). The problems are also what `npm run admin -- webhook:add` prints.
 */
const integrations = {
  title: '外部連携（Webhook）',
  lead: '資料請求の受付、状態の変更、担当者の変更を、営業チームのツール（CRM、Slack、Teams など）へ自動で送ります。送信は失敗しても自動で再送され、最後の結果がここに表示されます。受信側での署名の確かめ方は docs/webhooks.md にあります。',
  endpoints: '送信先',
  noEndpoints: 'まだ送信先はありません。下のフォームから追加してください。',
  fields: { events: 'イベント', format: '形式', state: '状態', created: '追加日時' },
  events: {
    'lead.created': '資料請求の受付（lead.created）',
    'lead.status_changed': '状態の変更（lead.status_changed）',
    'lead.assigned': '担当者の変更（lead.assigned）',
    'lead.materials_sent': '資料の送付（lead.materials_sent）',
    'lead.materials_opened': '資料の初回ダウンロード（lead.materials_opened）',
    'lead.stage_changed': '営業段階の変更（lead.stage_changed）',
  } satisfies Record<WebhookEvent, string>,
  /** The same events, short, in the delivery tables. */
  eventsShort: {
    'lead.created': '受付',
    'lead.status_changed': '状態の変更',
    'lead.assigned': '担当者の変更',
    'lead.materials_sent': '資料の送付',
    'lead.materials_opened': '資料の開封',
    'lead.stage_changed': '段階の変更',
  } satisfies Record<WebhookEvent, string>,
  formats: {
    json: 'JSON（CRM・自社システム向け、連絡先を含む）',
    slack: 'Slack／Teams（要約のみ、連絡先を含まない）',
  } satisfies Record<WebhookFormat, string>,
  states: { enabled: '有効', disabled: '停止中' },
  deliveries: '最近の送信',
  deliveriesCaption: (url: string) => `${url} への最近の送信（新しい順）`,
  noDeliveries: 'まだ送信はありません。',
  columns: {
    when: '日時',
    event: 'イベント',
    lead: '資料請求',
    endpoint: '送信先',
    status: '結果',
    attempts: '試行回数',
    next: '次の送信予定',
    error: '最後のエラー',
  },
  sampleLead: 'テスト送信（サンプル）',
  leadLink: (id: string) => `受付ID ${id.slice(0, 8)}…`,
  deliveryStates: {
    pending: '再送待ち',
    sending: '送信中',
    sent: '送信済み',
    failed: '送信失敗（再送しません）',
  } satisfies Record<OutboxJobStatus, string>,
  /** A delivery not yet attempted: waiting for its first send, not for a retry. */
  queued: '送信待ち',
  test: 'テスト送信',
  testHint: (event: string) => `サンプルの資料請求（山田 花子・test@example.com）で ${event} を送ります。`,
  disable: '停止する',
  disableHint: '停止すると元に戻せません。再開するときは新しく追加してください。',
  add: {
    title: '送信先を追加',
    url: {
      label: '送信先URL',
      hint: 'https:// で始まる、インターネット上の公開アドレスのURL。社内ネットワークやこのサーバー自身のアドレスには送れません。',
      /** Added only where the server runs with OUTBOUND_ALLOW_LOOPBACK=1 (the tests' receivers). */
      loopbackHint: 'このサーバーは試験用の設定で動いているため、http://127.0.0.1 の受信先にも送れます。',
    },
    secret: {
      label: '署名用シークレット',
      hint: '16文字以上。受信側が署名を確かめるのに使います。保存後は表示されないため、いまコピーして受信側に設定してください（新しい値を入れてあります）。',
    },
    events: { label: '送るイベント', hint: '1つ以上選んでください。' },
    format: { label: '形式', hint: 'Slack や Teams の Incoming Webhook には Slack／Teams を選びます。' },
    submit: '送信先を追加する',
  },
  done: {
    added: '送信先を追加しました。',
    disabled: '送信先を停止しました。',
    tested: 'テスト送信を受け付けました。数秒後にページを再読み込みすると「最近の送信」に結果が表示されます。',
  },
  formHasErrors: '入力内容を確認してください。',
  problems: {
    url: 'URLを正しく入力してください（https:// で始まるURL）。',
    urlHttps: '暗号化されない http:// のURLには送れません。https:// のURLにしてください。',
    urlAddress:
      '内部のアドレス（ループバック、プライベート、リンクローカルなど）には送れません。インターネット上の公開アドレスにしてください。',
    urlTooLong: 'URLは2000文字以内にしてください。',
    urlHidden: 'URLに制御文字（NUL など）や文字の向きを変える見えない文字（U+202E など）は使えません。',
    secretShort: 'シークレットは16文字以上にしてください。',
    secretLong: 'シークレットは256文字以内にしてください。',
    events:
      '送るイベントを1つ以上選んでください（lead.created, lead.status_changed, lead.assigned, lead.materials_sent, lead.materials_opened, lead.stage_changed）。',
    format: '形式は json（JSON）か slack（Slack／Teams）です。',
    notFound: 'この送信先は見つかりません。',
    disabled: 'この送信先は停止しています。',
  } satisfies Record<WebhookProblem, string>,
  /** The lead page's panel. */
  leadPanel: {
    title: '外部連携',
    empty: 'この資料請求の外部連携への送信はありません。',
    failed:
      '送信に失敗し、再送を終了しました。受信側の状態を確認し、必要であれば受信側のツールに手で登録してください。',
  },
};

export const ja = {
  brand: '管理画面',
  titleSuffix: '管理画面',
  skipLink: '本文へ移動',
  nav: {
    label: '管理メニュー',
    dashboard: 'ダッシュボード',
    leads: '資料請求',
    audit: '監査ログ',
    testEmail: 'テストメール',
    news: 'お知らせ',
    clinics: 'クリニック',
    settings: '設定',
    integrations: '連携',
  },
  account: {
    /** The user menu's button: who is signed in, and as what (「田中 里奈（管理者）」). */
    userMenu: (name: string, role: string) => `${name}（${role}）`,
    logout: 'ログアウト',
  },
  roles: { admin: '管理者', staff: 'スタッフ' } satisfies Record<AdminRole, string>,
  login: {
    title: 'ログイン',
    lead: 'スタッフ用の管理画面です。登録されたメールアドレスとパスワードでログインしてください。',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'ログイン',
    invalid: 'メールアドレスまたはパスワードが正しくありません。',
    throttled: (seconds: number) =>
      `ログインの失敗が続いたため、一時的に受け付けを止めています。約${formatWait(seconds)}後にもう一度お試しください。`,
    locked: (seconds: number) =>
      `ログインの失敗が続いたため、このアカウント（またはこの接続元）からのログインを停止しました。約${formatWait(seconds)}後に再開します。お急ぎの場合は管理者にご連絡ください。`,
    proofRequired:
      'このアカウントへのログイン失敗が続いているため、この接続元からは確認の計算が必要です。下の確認が終わってから、もう一度ログインしてください。',
    proofNoScript:
      'JavaScriptが無効のため、この確認を行えません。JavaScriptを有効にするか、ログインに失敗していない別の端末・回線からログインしてください。',
    proofWorking: '確認の計算をしています…',
    loggedOut: 'ログアウトしました。',
    sessionEnded: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    firstRun:
      'まだアカウントがありません。サーバーの起動ログに表示されるセットアップ用URLを開くか、コマンド `npm run admin -- user:create` で最初の管理者を作成してください。',
  },
  setup: {
    title: '最初の管理者を作成',
    lead: 'このURLは1回だけ、発行から1時間有効です。作成したアカウントで管理画面にログインします。',
    email: 'メールアドレス',
    name: '表示名',
    password: 'パスワード',
    passwordHint: '12文字以上。よく使われるパスワードは使えません。',
    confirm: 'パスワード（確認）',
    submit: '管理者を作成する',
    invalidToken:
      'このセットアップ用URLは無効です（使用済み、期限切れ、またはすでにアカウントがあります）。ログイン画面からログインしてください。',
    mismatch: 'パスワードが一致しません。',
    alreadySetUp:
      '同時に別の管理者アカウントが作成されたため、このアカウントは作成しませんでした。作成された管理者のアカウントでログインしてください。',
    toLogin: 'ログイン画面へ',
  },
  userProblems: {
    tooShort: 'パスワードは12文字以上にしてください。',
    tooLong: 'パスワードは200文字以内にしてください。',
    common: 'よく使われるパスワードは使えません。推測されにくいものにしてください。',
    email: '有効なメールアドレスを入力してください。',
    name: '表示名を入力してください（100文字以内）。',
    role: '役割は admin または staff です。',
    taken: 'このメールアドレスはすでに登録されています。',
    notFound: 'そのメールアドレスのアカウントはありません。',
  } satisfies Record<PasswordProblem | 'email' | 'name' | 'role' | 'taken' | 'notFound', string>,
  forbidden: {
    title: 'この画面を開く権限がありません',
    body: 'この画面は管理者のみが利用できます。必要な場合は管理者にご相談ください。',
    back: 'ダッシュボードへ戻る',
  },
  /** A post bigger than any valid admin form (refused before it is read). */
  requestTooLarge: '送信された内容が大きすぎるため、受け付けられませんでした。内容を短くして、もう一度お試しください。',
  /** A post that is not a form at all (or could not be read). */
  formUnreadable: '送信内容を読み取れませんでした。ページを再読み込みしてから、もう一度お試しください。',
  dashboard: {
    title: 'ダッシュボード',
    newLeads: '新しい資料請求',
    last7: '直近7日',
    last30: '直近30日',
    byProduct: '製品別',
    byLocale: '言語別',
    /** The funnel per entry page (issue 31): first-party and cookieless, last 30 days. */
    entryFunnel: {
      title: '入口ページ別の資料請求（直近30日）',
      page: '入口ページ',
      views: '表示',
      formViews: 'フォーム表示',
      requests: '資料請求',
      rate: '請求率',
      note: '表示は各ページが表示された回数（どのページも最初の画面に資料請求ボタンがあります）、フォーム表示はそのページから資料請求フォームを開いた回数です。Cookieは使わず、ページごとの回数だけを数えています。',
    },
    product: '製品',
    locale: '言語',
    notifications: '通知メール',
    pending: '送信待ち',
    failed: '送信失敗',
    bookingClicks: '予約ボタンのクリック（直近30日）',
    bookingClicksDescription: (total: number) => `直近30日の予約ボタンのクリックは合計${total}回です。`,
    toInbox: '資料請求の一覧を見る',
    pendingLink: '未対応の資料請求を見る',
    none: 'まだありません。',
    spamExcluded: 'スパム判定のものは数えていません。',
    screenedSpam: '自動でスパムと判定した資料請求（通知なし）',
    screenedSpamNote:
      'ボットの兆候が複数重なった資料請求は、通知せずスパムとして保存しています。兆候が一つだけのものは「要確認」として通知します。この数が急に増えたら、判定の誤りを疑って一覧を確認してください。',
    /** The 対応状況 tables: the follow-up promise per week and per owner (docs/product.md#dashboard). */
    followUp: {
      title: '対応状況',
      intro: '資料請求に、お約束した期限（資料送付期限）までに資料をお送りできているかを示します。',
      byWeek: '週ごとの対応状況（直近8週、受付日で集計）',
      byOwner: '担当者ごとの対応状況（直近8週に受け付けた分）',
      week: '週（月〜日）',
      owner: '担当者',
      received: '受付',
      onTime: '期限内に資料送付',
      median: '初回対応までの時間（中央値）',
      overdue: '現在の送付期限超過',
      unassigned: '未割り当て',
      noOwners: '直近8週に受け付けた資料請求はまだないため、担当者ごとの表はありません。',
      /** `11/23〜11/29`, `（今週）` added to the current week. */
      weekLabel: (start: string, end: string, current: boolean) =>
        `${monthDay(start)}〜${monthDay(end)}${current ? '（今週）' : ''}`,
      /** A share kept by the due date, with the counts it is made of. */
      share: (onTime: number, settled: number) =>
        settled === 0 ? '—' : `${Math.round((onTime / settled) * 100)}%（${settled}件中${onTime}件）`,
      hours: (hours: number | null) => (hours === null ? '—' : `${hours.toFixed(1)}営業時間`),
      count: (n: number) => `${n}件`,
      /** An owner's overdue leads counted only up to a bound (there are at least this many). */
      countAtLeast: (n: number) => `${n.toLocaleString('ja-JP')}件以上`,
      notes: [
        '「期限内に資料送付」は、資料（リンクまたは郵送）を資料送付期限までにお送りした割合です。資料を送らないまま期限を過ぎた「未対応」「連絡済み」のものは期限に遅れたものとして数えます。まだ期限前のもの、資料の送付記録がないまま「資料送付済み」「完了」にしたもの、資料送付期限の記録がない以前の資料請求は、割合に含めていません。',
        '「期限内に初回対応」は、初回対応（「未対応」から最初に状態を進めた日時）が資料送付期限までだった割合です。未対応のまま期限を過ぎたものは遅れとして数えます。',
        '初回対応までの時間は、営業日（土日・祝日・休業日を除く）の9:00〜18:00だけを数えた営業時間です。',
        '「現在の送付期限超過」は、資料を送らないまま資料送付期限を過ぎた「未対応」「連絡済み」の数です。担当者ごとの数には8週より前に受け付けたものも含みます。スパム判定のものはどの数にも含めていません。',
      ],
    },
  },
  statuses: {
    pending: '未対応',
    contacted: '連絡済み',
    materials_sent: '資料送付済み',
    closed: '完了',
    spam: 'スパム',
  } satisfies Record<MaterialRequestStatus, string>,
  notificationStates: {
    pending: '送信待ち',
    sending: '送信中',
    sent: '送信済み',
    failed: '送信失敗',
    none: '—',
  } satisfies Record<OutboxJobStatus | 'none', string>,
  locales: { ja: '日本語', en: '英語', 'zh-cn': '中国語' } as Record<string, string>,
  inbox: {
    title: '資料請求',
    countsLabel: '状態ごとの件数',
    all: 'すべて',
    filters: '絞り込み',
    status: '状態',
    product: '製品',
    locale: '言語',
    from: '受付日（から）',
    to: '受付日（まで）',
    q: '検索（氏名・フリガナ・メール・所属・電話・郵便番号）',
    any: '指定なし',
    apply: '絞り込む',
    clear: '条件をクリア',
    results: (total: number) => `${total}件`,
    empty: '条件に合う資料請求はありません。',
    caption: '資料請求の一覧（新しい順）',
    columns: {
      date: '受付日時',
      name: '氏名',
      organization: '所属',
      product: '製品',
      locale: '言語',
      status: '状態',
      notification: '通知',
      owner: '担当者',
      due: '資料送付期限',
      stage: '段階',
      nextStep: '次の予定',
    },
    pager: 'ページ',
    previous: '前のページ',
    next: '次のページ',
    pageOf: (page: number, count: number) => `${page} / ${count} ページ`,
    export: 'この条件でCSVを書き出す',
    exportUtf8: 'CSV（UTF-8・Excel対応）',
    exportCp932: 'CSV（Shift_JIS／CP932）',
    exportHint: '通常はUTF-8を選んでください。古い業務ソフトで文字化けする場合だけShift_JISを使います。',
    cp932Title: 'Shift_JIS（CP932）では書き出せない文字があります',
    cp932Body:
      '次の資料請求には、Shift_JISで表せない文字が含まれています。文字が置き換わらないよう、書き出しを中止しました。UTF-8で書き出すか、該当の資料請求を確認してください。',
    cp932Chars: '表せない文字',
    cp932More: (count: number) => `ほかにも${count}件以上あります。`,
    reviewOnly: '要確認のみ',
    showDuplicates: '重複を表示',
    showDuplicatesHint: '重複として処理した資料請求は、通常は一覧と件数に含めません。',
  },
  lead: {
    titleFallback: '資料請求の詳細',
    back: '一覧へ戻る',
    fields: '請求内容',
    source: '送信元',
    labels: leadFieldLabels,
    notSet: '—',
    notifications: '通知メール',
    noNotifications: '通知はありません（スパム判定のものは送信しません）。',
    jobKinds: {
      'lead.staff_notification': '営業担当への通知',
      'lead.auto_reply': '請求者への自動返信',
    } as Record<string, string>,
    attempts: '送信の記録',
    attemptOk: '成功',
    attemptFailed: '失敗',
    noAttempts: 'まだ送信していません。',
    nextAttempt: '次の送信予定',
    lastError: '最後のエラー',
    retry: 'もう一度送信する',
    retried: '通知をもう一度送信します。数秒後に結果が表示されます。',
    statusChange: '状態の変更',
    statusTo: '新しい状態',
    note: 'メモ（任意）',
    noteHint: '1000文字まで。変更の履歴と監査ログに残ります。',
    changeSubmit: '状態を変更する',
    noTransition: 'これ以上変更できる状態はありません。',
    changed: '状態を変更しました。',
    history: '状態の履歴',
    noHistory: 'まだ変更はありません。',
    historyEntry: (from: string, to: string) => `${from} → ${to}`,
    by: '担当',
    problems: {
      notFound: 'この資料請求は見つかりません。',
      transition: 'その状態には変更できません。',
      conflict: 'ほかの人が先に状態を変更しました。最新の内容を確認してください。',
      note: 'メモは1000文字以内にしてください。',
    },
    delete: '資料請求を削除（ご本人の依頼）',
    deleteBody:
      'ご本人から削除の依頼があった場合だけ削除します。削除すると元に戻せません。監査ログには削除した事実だけが残ります。',
    deleteConfirm: '削除することを確認しました',
    deleteSubmit: '完全に削除する',
    deleteNeedsConfirm: '確認のチェックを入れてください。',
    deleted: '資料請求を削除しました。',
    notFoundTitle: '資料請求が見つかりません',
    notFoundBody: '削除されたか、URLが間違っている可能性があります。',
    /** The status shown for a lead marked as a duplicate (stored as 完了 with a link). */
    duplicateStatus: '重複',
    reviewStatus: '要確認',
    /** The lead page's panel for a request waiting for review (review.server.ts). */
    review: {
      title: '要確認',
      body: 'この資料請求は、ボットの兆候が一つ見られたか、受付が集中した時間に届いたため、自動返信・担当者の割り当て・外部連携をまだ行っていません。内容を確認し、問題がなければ受け付けてください。迷惑な送信であれば状態を「スパム」に変更してください。',
      /** Before the reason (the staff mail's words, leadCopy.ja.staffMail.review). */
      reasonLabel: '理由：',
      release: '受け付ける（自動返信・担当者割り当て）',
      released: '受け付けました。自動返信と担当者の割り当てを行いました。',
      problems: {
        notFound: '資料請求が見つかりません。',
        notInReview: 'この資料請求はすでに受け付け済みか、スパムです。',
      },
    },
    matches: '重複の可能性',
    matchesIntro:
      'メールアドレス・電話番号・法人名と都道府県のいずれかが一致する資料請求です。同じ方からの請求であれば、重複として処理すると一覧に表示されなくなります。',
    matchesEmpty: '一致する資料請求はありません。',
    matchesList: '一致する資料請求（新しい順）',
    matchDate: '受付日時',
    matchStatus: '状態',
    matchReasonsLabel: '一致した項目',
    matchReasons: { email: 'メールアドレス', phone: '電話番号', organization: '法人名と都道府県' },
    matchReasonSeparator: '・',
    matchEarlier: 'この請求より前',
    matchLater: 'この請求より後',
    markDuplicate: 'この資料請求の重複として処理',
    duplicateOf: 'この資料請求は、次の資料請求の重複として処理されています。',
    undoDuplicate: '重複の指定を取り消す',
    undoDuplicateHint: '取り消すと状態は「未対応」に戻ります。',
    markedDuplicate: '重複として処理しました。一覧には「重複を表示」を選んだときだけ表示されます。',
    undoneDuplicate: '重複の指定を取り消しました。状態は「未対応」に戻りました。',
    /** Written into the status history with the change. */
    duplicateNotes: { marked: '重複として処理', undone: '重複の指定を取り消し' },
    duplicateProblems: {
      notFound: 'この資料請求は見つかりません。',
      originalNotFound: '元の資料請求が見つかりません。削除された可能性があります。',
      self: '同じ資料請求を自分自身の重複にはできません。',
      loop: '相手の資料請求が、この資料請求の重複として処理されています。先にそちらの指定を取り消してください。',
      spam: 'スパム判定の資料請求は重複として処理できません。',
      conflict: 'ほかの人が先に変更しました。最新の内容を確認してください。',
    },
  },
  audit: {
    title: '監査ログ',
    caption: '監査ログ（新しい順）',
    action: '操作',
    actor: '実行者（メールの一部）',
    from: '日付（から）',
    to: '日付（まで）',
    any: '指定なし',
    apply: '絞り込む',
    clear: '条件をクリア',
    empty: '条件に合う記録はありません。',
    columns: { when: '日時', actor: '実行者', action: '操作', target: '対象', detail: '内容', ip: 'IPアドレス' },
    cli: 'コマンドライン',
    anonymous: '（未ログイン）',
    actions: {
      'login.success': 'ログイン',
      'login.failure': 'ログイン失敗',
      logout: 'ログアウト',
      'setup.first_admin': '最初の管理者を作成',
      'user.create': 'アカウント作成',
      'user.reset_password': 'パスワード再設定',
      'user.disable': 'アカウント無効化',
      'lead.status': '資料請求の状態変更',
      'lead.retry_notification': '通知の再送',
      'lead.assign': '資料請求の担当者変更',
      'lead.mark_duplicate': '資料請求を重複として処理',
      'lead.import': '名刺の取り込み',
      'lead.release': '要確認の資料請求を受付',
      'lead.materials_sent': '資料の送付',
      'lead.address': '資料請求の宛先の修正',
      'lead.recipient': '資料請求の宛名の修正',
      'lead.post_queue': '郵送待ちに追加',
      'lead.post_unqueue': '郵送待ちから外す',
      'lead.stage': '営業段階の変更',
      'lead.activity': '活動の記録',
      'lead.offline_source': 'オフラインの流入元の設定',
      'demo.book': '体験・デモの予約',
      'demo.reschedule': '体験・デモの日程変更',
      'demo.cancel': '体験・デモの取消',
      'demo.outcome': '体験・デモの結果記録',
      'demo.settings': '体験・デモの設定変更',
      'demo.feed': 'カレンダー配信URLの発行・停止',
      'lost_reasons.update': '失注理由の編集',
      'brochure.create': '資料（PDF）の登録',
      'brochure.replace': '資料（PDF）の差し替え',
      'materials.settings': '資料リンクの有効期間の変更',
      'settings.update': '対応ルールの設定変更',
      'webhook.create': 'Webhook の追加',
      'webhook.disable': 'Webhook の停止',
      'webhook.test': 'Webhook のテスト送信',
      'lead.delete': '資料請求の削除',
      'lead.export': 'CSV書き出し',
      'lead.dispatch': '発送データの作成',
      'lead.dispatch_shipped': '発送済みの記録',
      'lead.tracking_import': '送り状番号の取り込み',
      'mail.test': 'テストメール送信',
      'news.create': 'お知らせの作成',
      'news.update': 'お知らせの更新',
      'news.delete': 'お知らせの削除',
      'news.publish_despite_advertising_errors': '広告表現のエラーを確認のうえ公開',
      'site.draft': '公開情報の下書き保存',
      'site.publish': '公開情報の公開',
      'site.revert': '公開情報を以前の版に戻す',
      'site.unschedule': '公開情報の公開予約の取り消し',
      'site.publish_despite_advertising_errors': '公開情報を広告表現のエラーを承知で公開',
      'site.photo_upload': '写真のアップロード',
      'site.photo_move': '写真の並べ替え',
      'site.photo_delete': '写真の削除',
      'clinic.create': 'クリニックの登録',
      'clinic.update': 'クリニックの編集',
      'clinic.delete': 'クリニックの削除',
      'clinic.import_csv': 'クリニックのCSV取り込み',
      'clinic.import_wordpress': 'クリニックのWordPress取り込み',
      'login.factor_failure': '2段階認証の失敗',
      'factor.totp_enrol': '認証アプリの登録',
      'factor.totp_remove': '認証アプリの削除',
      'factor.passkey_add': 'パスキーの登録',
      'factor.passkey_remove': 'パスキーの削除',
      'factor.recovery_regenerate': 'リカバリーコードの再発行',
      'factor.recovery_used': 'リカバリーコードの使用',
      'factor.release': '2段階認証の再開リンクの使用',
      'factor.reset': '2段階認証のリセット',
      'policy.second_factor': '2段階認証の必須設定の変更',
      'reauth.success': '本人確認',
      'reauth.failure': '本人確認の失敗',
      'invitation.create': '招待の送信',
      'invitation.resend': '招待の再送',
      'invitation.revoke': '招待の取り消し',
      'invitation.accept': '招待の受諾',
      'password.reset_request': 'パスワード再設定の依頼',
      'password.change': 'パスワード変更',
      'user.role': '権限の変更',
      'user.enable': 'アカウント有効化',
      'user.profile': '表示名の変更',
      'user.email': 'メールアドレスの変更',
      'session.end': 'セッションの終了',
      'session.end_others': '他のセッションをすべて終了',
    } satisfies Record<AuditAction, string>,
  },
  /** The CSV header row: the same words as the detail page, and the follow-up columns. */
  exportColumns: {
    ...leadFieldLabels,
    owner_id: '担当者',
    due_at: '資料送付期限',
    first_response_at: '初回対応',
    duplicate_of: '重複元',
  } satisfies Record<ExportColumn, string>,
  exportFileName: 'brochure-requests',
  exportBusy: 'ほかの書き出しが終わるまでお待ちください。少し待ってから、もう一度お試しください。',
  testEmail,
  settings,
  followUp,
  integrations,
} as const;

/** 'YYYY-MM-DD' as `11/23`. */
function monthDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds}秒`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes}分`;
}

export type AdminCopy = typeof ja;
export type TestEmailCopy = typeof testEmail;
export type IntegrationsCopy = typeof integrations;
