/**
 * Copy of the account pages (issue 21): /admin/users, accepting an invitation, the forgotten
 * password and the reset link. Japanese only, like the rest of the admin area.
 */
import type { AdminRole } from '../../domain/admin.ts';

const problems = {
  email: '有効なメールアドレスを入力してください。',
  role: '役割を選んでください。',
  above: '自分より上の役割には招待できません。',
  taken: 'このメールアドレスのアカウントはすでにあります。',
  pending: 'このメールアドレスには有効な招待がすでにあります。再送する場合は下の一覧から操作してください。',
  notFound: 'その招待またはアカウントはもうありません。一覧を確認してください。',
  self: '自分自身のアカウントはこの画面では変更できません。アカウント画面を使ってください。',
  lastAdmin: '有効な管理者がいなくなるため、この操作はできません。先に別の管理者を用意してください。',
  unchanged: 'すでにその状態です。',
  disabled: '無効なアカウントにはパスワード再設定のメールを送れません。先に有効にしてください。',
  unknown: '送信内容を読み取れませんでした。もう一度お試しください。',
} as const;

export const usersCopy = {
  title: 'ユーザー管理',
  nav: 'ユーザー',
  lead: '管理画面を使うアカウントの一覧です。招待、役割の変更、無効化、2段階認証のリセットができます。管理者は同僚のパスワードを設定しません。再設定のメールを送り、本人が設定します。',
  problems,
  formHasErrors: '入力内容を確認してください。',
  reauthNeeded: 'この操作の前に、パスワードと2段階認証でもう一度本人確認をしてください。',
  done: {
    invited: '招待メールを送信しました（7日間有効）。',
    resent: '招待メールを新しいリンクで再送しました。以前のリンクは使えなくなりました。',
    revoked: '招待を取り消しました。',
    role: '役割を変更しました。そのアカウントはログアウトされました。',
    disabled: 'アカウントを無効にしました。そのアカウントはログアウトされました。',
    enabled: 'アカウントを有効にしました。',
    factorsReset: '2段階認証をリセットしました。次回ログイン時に登録し直します。',
    resetSent: 'パスワード再設定のメールを送信しました（1時間有効）。',
    policyOn: 'すべてのアカウントに2段階認証を必須にしました。',
    policyOff: '2段階認証の必須を解除しました。',
  },
  accounts: {
    title: 'アカウント',
    caption: 'アカウントの一覧',
    columns: {
      name: '名前',
      email: 'メールアドレス',
      role: '役割',
      factors: '2段階認証',
      lastLogin: '最終ログイン',
      state: '状態',
      actions: '操作',
    },
    active: '有効',
    disabled: '無効',
    never: 'なし',
    you: '（自分）',
    noFactor: '未登録',
    factors: (f: { totp: boolean; passkeys: number; recoveryCodesLeft: number }) =>
      [
        f.totp ? '認証アプリ' : null,
        f.passkeys > 0 ? `パスキー ${f.passkeys}件` : null,
        f.recoveryCodesLeft > 0 ? `回復コード 残り${f.recoveryCodesLeft}` : null,
      ]
        .filter(Boolean)
        .join('、'),
    roleLabel: (name: string) => `${name} の役割`,
    changeRole: '役割を変更',
    changeRoleLabel: (name: string) => `${name} の役割を変更`,
    disable: '無効にする',
    disableLabel: (name: string) => `${name} を無効にする`,
    enable: '有効にする',
    enableLabel: (name: string) => `${name} を有効にする`,
    resetFactors: '2段階認証をリセット',
    resetFactorsLabel: (name: string) => `${name} の2段階認証をリセット`,
    sendReset: 'パスワード再設定メール',
    sendResetLabel: (name: string) => `パスワード再設定メール（${name} に送る）`,
  },
  invite: {
    title: '招待する',
    hint: '招待メールのリンクは7日間、1回だけ有効です。招待された人が名前とパスワードを設定し、2段階認証を登録します。',
    email: 'メールアドレス',
    role: '役割',
    submit: '招待メールを送る',
  },
  invitations: {
    title: '招待中',
    caption: '受け入れ待ちの招待',
    empty: '受け入れ待ちの招待はありません。',
    columns: { email: 'メールアドレス', role: '役割', expires: '有効期限', actions: '操作' },
    expired: (at: string) => `${at}（期限切れ）`,
    resend: '再送',
    resendLabel: (email: string) => `${email} への招待を再送`,
    revoke: '取り消し',
    revokeLabel: (email: string) => `${email} への招待を取り消し`,
  },
  policy: {
    title: '2段階認証の方針',
    required: '現在：すべてのアカウントに2段階認証を必須にしています。',
    lifted: '警告：2段階認証が必須になっていません。パスワードだけで資料請求の個人情報を開けます。',
    lift: '必須を解除する',
    require: '必須にする',
    hint: '変更の前に本人確認（パスワードと2段階認証）をもう一度求めます。',
  },
  roles: { admin: '管理者', staff: 'スタッフ' } satisfies Record<AdminRole, string>,
  invitation: {
    title: '招待を受ける',
    lead: (email: string, role: string) =>
      `${email} として「${role}」の役割で参加します。名前とパスワードを設定すると、続けて2段階認証を登録します。`,
    name: '表示名',
    password: 'パスワード',
    passwordHint: '12文字以上。よく使われるパスワードは使えません。',
    confirm: 'パスワード（確認）',
    submit: 'アカウントを作成する',
    invalid:
      'この招待リンクは使えません（使用済み、期限切れ、取り消し済み、または誤ったリンクです）。招待した管理者に再送を依頼してください。',
    mismatch: 'パスワードが一致しません。',
    taken: 'このメールアドレスのアカウントはすでにあります。ログイン画面からログインしてください。',
    toLogin: 'ログイン画面へ',
  },
  forgot: {
    link: 'パスワードをお忘れの方',
    title: 'パスワードの再設定',
    lead: '登録しているメールアドレスを入力してください。アカウントがあれば、パスワード再設定のリンクをメールで送ります（1時間有効）。',
    email: 'メールアドレス',
    submit: '再設定メールを送る',
    sent: '入力されたアドレスにアカウントがあれば、再設定のメールを送りました。数分たっても届かない場合は、迷惑メールフォルダを確認するか、管理者に相談してください。',
    throttled: (seconds: number) =>
      `短時間に何度も送信されました。${Math.ceil(seconds / 60)}分ほど待ってからもう一度お試しください。`,
    toLogin: 'ログイン画面へ戻る',
    unreadable: problems.unknown,
  },
  reset: {
    title: '新しいパスワードの設定',
    lead: '新しいパスワードを設定します。設定すると、このアカウントのすべてのログインが終了します。',
    password: '新しいパスワード',
    passwordHint: '12文字以上。よく使われるパスワードは使えません。',
    confirm: '新しいパスワード（確認）',
    code: '確認コード',
    codeHint: '認証アプリの6桁のコード、または回復コードを入力してください。',
    submit: 'パスワードを設定する',
    invalid:
      'この再設定リンクは使えません（使用済み、期限切れ、または誤ったリンクです）。もう一度再設定メールを送ってください。',
    mismatch: 'パスワードが一致しません。',
    wrongCode: '確認コードが正しくありません。',
    again: '再設定メールを送り直す',
    done: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  },
} as const;

export type UsersCopy = typeof usersCopy;
export type UsersProblem = keyof typeof problems;
export type UsersDone = keyof typeof usersCopy.done;
