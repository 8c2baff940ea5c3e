/**
 * The mails staff accounts receive: an invitation, a password reset link, and the notice after
 * any credential change. Japanese only, like the rest of the admin area.
 */
import type { CredentialChange } from '../../domain/admin.ts';

export const accountMailCopy = {
  invitation: {
    subject: '【Pelvia 管理画面】アカウントへのご招待',
    body: (v: { inviter: string; role: string; link: string; expires: string }) =>
      [
        `${v.inviter} さんから、Pelvia 管理画面（${v.role}）へ招待されました。`,
        '',
        '次のリンクを開き、お名前とパスワードを設定し、2段階認証を登録してください。',
        v.link,
        '',
        `このリンクは一度だけ使えます。有効期限：${v.expires}`,
        'お心当たりのない場合は、このメールを破棄してください。',
      ].join('\n'),
  },
  passwordReset: {
    subject: '【Pelvia 管理画面】パスワードの再設定',
    body: (v: { link: string; expires: string }) =>
      [
        'パスワードの再設定が依頼されました。次のリンクから新しいパスワードを設定してください。',
        v.link,
        '',
        `このリンクは一度だけ使えます。有効期限：${v.expires}（1時間）`,
        '2段階認証を登録している場合は、再設定の途中で認証コードをお尋ねします。',
        '再設定すると、すべての端末でログアウトします。',
        'お心当たりのない場合は、このメールを破棄してください。パスワードは変わりません。',
      ].join('\n'),
  },
  credentialNotice: {
    subject: '【Pelvia 管理画面】アカウントのログイン情報が変更されました',
    body: (v: { name: string; change: string; at: string; ip: string }) =>
      [
        `${v.name} さん`,
        '',
        `あなたのアカウントで次の変更がありました：${v.change}`,
        `日時：${v.at}`,
        `IPアドレス：${v.ip}`,
        '',
        'ご自身の操作であれば、対応は不要です。',
        'お心当たりのない場合は、すぐに管理者へ連絡し、パスワードを再設定してください。',
      ].join('\n'),
    unknownIp: '（コマンドライン、または不明）',
    changes: {
      password: 'パスワードの変更',
      password_reset: 'パスワードの再設定',
      email: 'メールアドレスの変更',
      totp_added: '認証アプリの登録',
      totp_removed: '認証アプリの削除',
      passkey_added: 'パスキーの登録',
      passkey_removed: 'パスキーの削除',
      recovery_codes: 'リカバリーコードの再発行',
      factors_reset: '管理者による2段階認証のリセット',
    } satisfies Record<CredentialChange, string>,
  },
  factorGuessing: {
    subject: '【Pelvia 管理画面】2段階認証のコードが続けて間違えられました',
    body: (v: {
      name: string;
      failures: number;
      at: string;
      until: string;
      ip: string;
      release?: { link: string; expires: string } | null;
    }) =>
      [
        `${v.name} さん`,
        '',
        `あなたのアカウントで、パスワードのあとの認証コード（認証アプリまたはリカバリーコード）が${v.failures}回続けて間違えられました。`,
        `日時：${v.at}`,
        `最後のIPアドレス：${v.ip}`,
        '',
        `このため、${v.until}まで、このアカウントでは認証コードを受け付けません。間違いが続くと、待ち時間は延びていきます。パスキーでは、これまでどおりログインできます。`,
        'パスワードを知っている誰かがコードを試している可能性があります。ご自身の操作でなければ、すぐにパスワードを変更し、管理者へ連絡してください。',
        ...(v.release
          ? [
              '',
              `ご自身でログインする場合は、次のリンクを開いてください。開いたブラウザーでだけ、認証コードをもう一度入力できるようになります（1回限り、${v.release.expires}まで有効）。`,
              v.release.link,
            ]
          : []),
      ].join('\n'),
  },
  roles: { admin: '管理者', staff: 'スタッフ' },
  footer: 'このメールは送信専用です。',
} as const;
