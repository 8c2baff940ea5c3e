/**
 * Why an outgoing request (a webhook, the WordPress import) got no answer, in the words the staff
 * see: a category, never the network's own message (which would map the internal network).
 * Japanese only, like the admin area.
 */
export const outboundFailureJa = {
  refused: '接続先が許可されていません（内部・予約済みのアドレス）',
  dns: 'ホスト名を解決できません',
  connect: '接続できません',
  tls: 'TLSエラー',
  timeout: 'タイムアウト',
} as const;
