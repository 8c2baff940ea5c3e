/**
 * The words a lead sees of the materials (issue 24): the mail with the personal links, the
 * stamp on every page of the copy, and the page of an expired or unknown link. In the lead's
 * language; `{…}` are filled in by the server.
 */
export const ja = {
  mail: {
    subject: '【{brand}】ご請求の資料をお送りします',
    greeting: '{name} 様',
    body: [
      'このたびは資料をご請求いただき、ありがとうございます。下記のリンクから資料をダウンロードいただけます。',
      'リンクはお客様専用です。資料には申込者様の情報が記載されるため、第三者への転送・共有はご遠慮ください。',
    ],
    noteTitle: '担当者より',
    linksTitle: 'ダウンロード',
    expires: 'リンクの有効期限：{date}',
    signature: '{company}',
  },
  stamp: {
    line: '{name} 様（{organization}）・請求日 {date}・請求番号 {number}',
    lineWithoutOrganization: '{name} 様・請求日 {date}・請求番号 {number}',
    notice: 'この資料はご請求者様専用です。第三者への転送・共有はご遠慮ください。',
  },
  page: {
    expiredTitle: 'このリンクは有効期限が切れています',
    expiredBody:
      '資料のダウンロード期限が過ぎました。新しいリンクをご希望の場合は、下のボタンで担当者にお知らせください。担当者から改めてご連絡します。',
    unknownTitle: 'このリンクは確認できませんでした',
    unknownBody:
      'リンクが正しくないか、すでに削除されています。お手数ですが、資料請求フォームから改めてお申し込みください。',
    renew: '新しいリンクを依頼する',
    renewed: '担当者にお知らせしました。内容を確認のうえ、改めてご連絡いたします。',
    requestForm: '資料請求フォームへ',
    busyTitle: 'ただいま混み合っています',
    busyBody: 'ダウンロードが混み合っています。{seconds}秒ほどおいて、もう一度リンクを開いてください。',
  },
};

export type MaterialsCopy = typeof ja;
