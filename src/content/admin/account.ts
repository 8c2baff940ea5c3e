/**
 * The words of /admin/account (one's own name, password, e-mail, second factors and sessions)
 * and of the passkey buttons on the login, factor-step, re-authentication and enrolment pages.
 * Japanese only, like the rest of the admin area.
 */
import type { PasswordProblem } from '../../domain/admin.ts';

const hours = (ms: number) => Math.round(ms / 3_600_000);
const days = (ms: number) => Math.round(ms / 86_400_000);

export const accountPage = {
  title: 'アカウント',
  nav: 'アカウント',
  lead: 'ご自分の表示名、パスワード、メールアドレス、2段階認証とログイン中の端末を管理します。',
  reauthHint:
    'パスワード・メールアドレス・2段階認証の変更には、直前10分以内の再認証（パスワードと2段階認証）が必要です。必要な場合は再認証の画面に移動します。',
  formHasErrors: '入力内容を確認してください。',
  unknown: '操作を読み取れませんでした。ページを再読み込みしてから、もう一度お試しください。',
  done: {
    name: '表示名を変更しました。',
    password: 'パスワードを変更しました。ほかの端末のログインはすべて終了しました。',
    email: 'メールアドレスを変更しました。以前のアドレスに通知を送りました。',
    sessionEnded: 'その端末のログインを終了しました。',
    othersEnded: 'ほかの端末のログインをすべて終了しました。',
    passkeyAdded: 'パスキーを登録しました。',
    passkeyRenamed: 'パスキーの名前を変更しました。',
    passkeyRemoved: 'パスキーを削除しました。',
  },
  profile: {
    title: '表示名',
    name: '表示名',
    nameHint: '100文字以内。資料請求の担当者欄などに表示されます。',
    submit: '表示名を変更',
    nameProblem: '表示名を入力してください（100文字以内）。',
  },
  password: {
    title: 'パスワードの変更',
    current: '現在のパスワード',
    next: '新しいパスワード',
    nextHint: '12文字以上。よく使われるパスワードは使えません。',
    confirm: '新しいパスワード（確認）',
    submit: 'パスワードを変更',
    afterHint: '変更すると、この端末以外のログインはすべて終了し、登録メールアドレスに通知が届きます。',
    problems: {
      tooShort: 'パスワードは12文字以上にしてください。',
      tooLong: 'パスワードは200文字以内にしてください。',
      common: 'よく使われるパスワードは使えません。推測されにくいものにしてください。',
      current: '現在のパスワードが正しくありません。',
      mismatch: '確認用のパスワードが一致しません。',
      same: '現在と同じパスワードは使えません。',
    } satisfies Record<PasswordProblem | 'current' | 'mismatch' | 'same', string>,
  },
  email: {
    title: 'メールアドレスの変更',
    current: (email: string) => `現在のアドレス: ${email}`,
    label: '新しいメールアドレス',
    hint: 'ログインに使うアドレスです。変更の通知は以前のアドレスに届きます。',
    submit: 'メールアドレスを変更',
    problems: {
      email: '有効なメールアドレスを入力してください。',
      taken: 'このメールアドレスはすでに使われています。',
      same: '現在と同じメールアドレスです。',
    },
  },
  factors: {
    title: '2段階認証',
    totpTitle: '認証アプリ（TOTP）',
    totpOn: (at: string) => `設定済み（${at}）`,
    totpOff: '未設定',
    totpAdd: '認証アプリを設定する',
    totpReplace: '認証アプリを設定し直す',
    passkeysTitle: 'パスキー',
    passkeysHint:
      'パスキーは指紋・顔・PINで確認するため、それだけでパスワードと2段階認証の両方の代わりになります。端末ごとに名前を付けて複数登録できます。',
    passkeyColumns: { name: '名前', created: '登録日時', lastUsed: '最終使用', actions: '操作' },
    passkeysCaption: '登録済みのパスキー',
    passkeysEmpty: 'パスキーは登録されていません。',
    neverUsed: '未使用',
    rename: '名前を変更',
    renameLabel: (name: string) => `パスキー「${name}」の新しい名前`,
    remove: '削除',
    removeLabel: (name: string) => `パスキー「${name}」を削除`,
    lastFactor:
      '2段階認証が必須のため、最後の認証方法は削除できません。先に認証アプリか別のパスキーを設定してください。',
    notFound: 'そのパスキーは見つかりませんでした（すでに削除されています）。',
    nameProblem: 'パスキーの名前を入力してください（60文字以内）。',
    recoveryTitle: 'リカバリーコード',
    recoveryLeft: (n: number) => `未使用のコード: 残り${n}個`,
    recoveryLow: (n: number) =>
      `リカバリーコードの残りが${n}個です。使い切る前に作り直して、新しいコードを安全な場所に保管してください。`,
    recoveryNone: 'リカバリーコードはありません。認証アプリやパスキーを使えなくなったときのために作成してください。',
    recoveryRegenerate: 'リカバリーコードを作り直す',
    recoveryRegenerateHint: '作り直すと、これまでのコードは使えなくなります。',
    recoveryShownTitle: '新しいリカバリーコード',
    recoveryShown:
      'このコードは今回しか表示されません。印刷するか、パスワード管理ツールなど安全な場所に保管してください。各コードは1回だけ使えます。',
  },
  sessions: {
    title: 'ログイン中の端末',
    limits: (idleMs: number, absoluteMs: number) =>
      `操作がないまま${hours(idleMs)}時間たつか、ログインから${days(absoluteMs)}日たつと、自動的にログアウトします。`,
    caption: 'ログイン中の端末の一覧',
    columns: { device: '端末', ip: 'IPアドレス', created: 'ログイン日時', lastSeen: '最終操作', actions: '操作' },
    unknownDevice: '不明な端末',
    unknownIp: '不明',
    current: 'この端末',
    end: 'ログアウトさせる',
    endLabel: (device: string, at: string) => `${device}（最終操作 ${at}）のログインを終了`,
    endOthers: 'ほかの端末をすべてログアウト',
    notFound: 'その端末のログインは、すでに終了しています。',
    empty: 'ログイン中の端末はありません。',
  },
};

/** The passkey buttons (islands) wherever they appear. */
export const passkeyCopy = {
  signIn: 'パスキーでログイン',
  verify: 'パスキーで確認',
  working: 'パスキーを確認しています…',
  failed: 'パスキーを確認できませんでした。もう一度お試しいただくか、パスワードでログインしてください。',
  cancelled: 'パスキーの操作が取り消されました。',
  throttled: '失敗が続いたため、しばらく受け付けを止めています。時間をおいてお試しください。',
  noScript: 'パスキーを使うにはJavaScriptが必要です。パスワードでもログインできます。',
  unsupported: 'このブラウザはパスキーに対応していません。',
  registerTitle: 'パスキーを追加',
  enrolTitle: '認証アプリの代わりに、パスキーを登録する',
  registerName: 'パスキーの名前',
  registerNameHint: '例: 会社のMac、iPhone（60文字以内）',
  registerSubmit: 'パスキーを登録',
  registerNoScript: 'パスキーの登録にはJavaScriptが必要です。',
  registerFailed: 'パスキーを登録できませんでした。もう一度お試しください。',
  registerDuplicate: 'このパスキーはすでに登録されています。',
  registerReauth: 'パスキーを追加するには、先に再認証してください。',
  reauthLink: '再認証する',
};
