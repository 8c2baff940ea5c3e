/**
 * The words of the second-factor screens (the factor step at sign-in, enrolment, recovery
 * codes, re-authentication) and the dashboard's policy warning. Japanese only, like ja.ts.
 */

const wait = (seconds: number): string =>
  seconds >= 3600
    ? `${Math.ceil(seconds / 3600)}時間`
    : seconds >= 60
      ? `${Math.ceil(seconds / 60)}分`
      : `${seconds}秒`;

export const factorsCopy = {
  factor: {
    title: '2段階認証',
    lead: '認証アプリに表示されている6桁のコード、またはリカバリーコードを入力してください。',
    code: '認証コード',
    // Non-breaking hyphens (U+2011): the pattern never wraps inside on a phone.
    codeHint: '6桁の数字、またはリカバリーコード（xxxx‑xxxx‑xxxx）',
    submit: '確認する',
    invalid: 'コードが正しくありません。新しいコードを待ってもう一度入力してください。使用済みのコードは使えません。',
    throttled: (seconds: number) =>
      `コードの誤りが続いたため、一時的に受け付けを止めています。約${wait(seconds)}後にもう一度お試しください。`,
    locked: (seconds: number) =>
      `コードの誤りが続いたため、この接続元からの確認を停止しました。約${wait(seconds)}後に再開します。お急ぎの場合は管理者にご連絡ください。`,
    held: (seconds: number) =>
      `このアカウントは保護のため確認を一時停止しています。登録メールアドレスに届くリンクから再開できます。リンクを使わない場合は約${wait(seconds)}後に再開します。`,
    proofRequired:
      'このアカウントへの確認の失敗が続いているため、この接続元からは確認の計算が必要です。計算が終わってから、もう一度送信してください。',
    proofNoScript:
      'JavaScriptが無効のため、この確認を行えません。JavaScriptを有効にするか、失敗していない別の端末・回線からお試しください。',
    proofWorking: '確認の計算をしています…',
    passkeys: 'パスキーでも確認できます。',
    cancel: 'ログインをやめる',
  },
  /** The page a release link opens (/admin/factor-release/<token>). */
  release: {
    title: '認証コードの入力を再開',
    lead: 'このブラウザーで、認証コードをもう一度入力できるようにします。ほかの端末・ブラウザーからの確認は停止したままです。',
    submit: 'このブラウザーで再開する',
    done: 'このブラウザーで認証コードを入力できるようになりました。ログインして、認証コードを入力してください。',
    login: 'ログイン画面へ',
    invalid:
      'このリンクは使えません（使用済み、期限切れ、または正しくないリンクです）。確認の停止が続く場合は、次の停止のときに届くメールのリンクを使うか、管理者にご連絡ください。',
  },
  enrol: {
    title: '2段階認証の設定',
    lead: '管理画面を使うには2段階認証が必要です。認証アプリ（Google Authenticator、Microsoft Authenticator など）でQRコードを読み取るか、キーを入力してください。',
    replaceLead:
      '新しいキーを認証アプリに登録し、表示されたコードで確認してください。確認が済むまでは今のキーが有効です。',
    qrLabel: '認証アプリに登録するQRコード',
    keyLabel: '手入力用のキー',
    keyHint: 'アカウント名にはご自分のメールアドレスを、種類は「時間ベース」を選んでください。',
    code: '認証アプリに表示された6桁のコード',
    submit: '確認して登録する',
    invalid: 'コードが正しくありません。認証アプリに表示されている最新のコードを入力してください。',
    expired: '表示してから時間が経ちすぎたため、新しいキーを表示しました。もう一度登録してください。',
    notAllowed: '2段階認証を変更するには、もう一度本人確認が必要です。',
  },
  recovery: {
    title: 'リカバリーコード',
    lead: '認証アプリを使えないときのためのコードです。それぞれ1回だけ使えます。この画面を離れると二度と表示されません。印刷するか、安全な場所に保存してください。',
    listLabel: 'リカバリーコード（10個）',
    download: 'テキストファイルとして保存',
    print: 'このページはそのまま印刷できます（ブラウザの印刷機能をお使いください）。',
    saved: '保存しました。続ける',
    fileName: 'recovery-codes.txt',
    low: (left: number) =>
      `残りのリカバリーコードは${left}個です。アカウント設定でリカバリーコードを作り直してください。`,
  },
  reauth: {
    title: '本人確認',
    lead: 'この操作の前に、パスワードと2段階認証のコードをもう一度入力してください（確認は10分間有効です）。',
    leadPasswordOnly: 'この操作の前に、パスワードをもう一度入力してください（確認は10分間有効です）。',
    password: 'パスワード',
    code: '認証コード',
    codeHint: '6桁の数字、またはリカバリーコード',
    submit: '確認する',
    invalid: 'パスワードまたはコードが正しくありません。',
  },
  dashboard: {
    policyOff:
      '2段階認証が必須になっていません。パスワードだけでログインできるアカウントがあります。ユーザー管理で必須に戻してください。',
  },
  problems: {
    formUnreadable: '送信内容を読み取れませんでした。もう一度お試しください。',
  },
} as const;

export type FactorsCopy = typeof factorsCopy;
