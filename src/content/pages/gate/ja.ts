/** Copy of the medical-professional gates /product/dr and /other-products (Japanese). */
export const ja = {
  dr: {
    meta: {
      title: '上位モデル：医療従事者の方へ',
      description: '医療機関向け上位モデルの詳細は、医療従事者の方に向けた情報です。',
    },
    eyebrow: '医療機関向け上位モデル',
  },
  other: {
    meta: {
      title: 'その他の製品：医療従事者の方へ',
      description: '美容・レーザー機器の詳細は、医療従事者の方に向けた情報です。',
    },
    eyebrow: '美容・レーザー機器',
  },
  question: '医療従事者の方ですか？',
  lead: 'この先のページは、医療機関・医療従事者の方に向けた製品情報です。',
  yes: 'はい',
  no: 'いいえ',
  alert: '他のラインナップをご覧ください',
  note: 'ご回答は自己申告です。資格の確認は行っておりません。',
};

export type GateCopy = typeof ja;
