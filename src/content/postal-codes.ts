/**
 * What GET /api/postal-codes/{code} says when it has no address to give: a machine code the
 * brochure form's island acts on (it shows its own words in the visitor's language), and a
 * Japanese message for anyone reading the answer itself.
 */
export const postalCodeApiErrors = {
  malformed: { error: 'malformed', message: '郵便番号は7桁の数字で入力してください（例：104-0061）' },
  notFound: { error: 'not-found', message: 'この郵便番号の住所は見つかりませんでした' },
  rateLimited: {
    error: 'rate-limited',
    message: '短時間に多くの検索が行われたため、一時的に受け付けを停止しています。時間をおいて再度お試しください。',
  },
} as const;
