/**
 * Operational alerts as the admins read them, in the alert mail and on the dashboard banner
 * (src/server/operations/alerts.server.ts). Japanese only, like the rest of the admin area; what
 * each alert means and what to do, at length, is in docs/operations.md#alerts.
 */
export type AlertKind = 'lead_notification_failed' | 'mail_failing' | 'webhook_failing' | 'backup_failed' | 'disk_low';

export const alertCopy: Record<AlertKind, { title: string; action: string }> = {
  lead_notification_failed: {
    title: '資料請求のスタッフ通知が送信できませんでした（再試行を終了）',
    action: '受信箱で該当の資料請求を開いて内容を確認し、メールサーバーの復旧後に通知を再送してください。',
  },
  mail_failing: {
    title: 'メール送信が30分以上失敗し続けています',
    action: 'メールサーバー（SMTP_URL）の状態と認証情報を確認し、/admin/test-email で送信を試してください。',
  },
  webhook_failing: {
    title: 'Webhook の送信先が1時間以上失敗し続けています',
    action: '/admin/integrations で送信先の状態を確認し、受信側（CRM・Slack 等）の担当者に連絡してください。',
  },
  backup_failed: {
    title: '夜間バックアップまたはその検証に失敗しました',
    action: 'サーバーのログと BACKUP_DIR の空き容量を確認し、npm run db:backup で取り直してください。',
  },
  disk_low: {
    title: 'データ保存先（DATA_DIR）のディスク空き容量が10%未満です',
    action: '古いログやファイルを整理するか、ディスクを拡張してください。容量が尽きると資料請求を受け付けられません。',
  },
};

/**
 * What each detail of an incident is, in words (alerts.server.ts findIncidents and the backup
 * schedule); a detail not listed here is shown under 詳細. Times are shown in Japan time.
 */
export const alertDetailLabels: Readonly<Partial<Record<string, string>>> = {
  since: '失敗が始まった日時',
  request: '資料請求の番号',
  error: 'エラーの内容',
  url: '送信先',
  free: '空き容量',
};

export const alertMailCopy = {
  openedSubject: (title: string) => `【要対応】${title}`,
  resolvedSubject: (title: string) => `【復旧】${title}`,
  opened: '次の障害を検知しました。',
  resolved: '次の障害は解消しました。対応は不要です。',
  /** An alert whose mail had not gone out when it cleared: one mail tells both. */
  openedAndResolved: '次の障害を検知しましたが、このお知らせを送信する前に解消しました。対応は不要です。',
  since: '発生日時',
  until: '解消日時',
  detail: '詳細',
  whatToDo: '対応',
  footer: 'このメールは障害ごとに一度だけ送信され、解消時に復旧のお知らせが届きます。',
} as const;

/** The dashboard banner (src/components/admin/dashboard/AlertBanner.tsx). */
export const alertBannerCopy = {
  heading: (count: number) => `対応が必要な障害が${count}件あります`,
  since: '発生',
  mailSent: '管理者へ通知メールを送信済みです。',
  mailWaiting: 'メールを送信できないため、管理者への通知メールは送信待ちです。この表示で対応してください。',
  guide:
    '各障害の意味と対応手順は運用ガイド（docs/operations.md）にあります。解消すると自動的に表示が消え、復旧のお知らせが送られます。',
} as const;
