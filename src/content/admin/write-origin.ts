/** Why the admin area refused a write (src/middleware/admin-access.ts, writeOriginProblem). */
export const adminWriteCopy = {
  foreign: '他のサイトから送られた操作は受け付けません。このサイトの管理画面から操作してください。',
  unproven:
    '送信元を確認できない操作は受け付けません（Origin または Sec-Fetch-Site: same-origin が必要です）。このサイトの管理画面からブラウザーで操作してください。',
} as const;
