/**
 * The admin words of the post queue and the 宛名 form (issue 42): the lead page's 郵送する and
 * its queued state, why a lead cannot be queued and where to correct it, the lines they write in
 * the lead's history, and the form that corrects the name, reading, organisation and position.
 * Japanese only, like the rest of the admin area.
 */

export const postQueueCopy = {
  queued: (when: string, by: string | null) => `郵送待ち（${when}${by ? `・${by}` : ''}）`,
  unqueue: '郵送待ちから外す',
  dispatch: '発送の画面へ',
  done: {
    queued: '郵送待ちに入れました。発送の画面で選ばれています。',
    already: 'すでに郵送待ちです。',
    unqueued: '郵送待ちから外しました。',
    fixed: '宛先を保存しました。「郵送する」を押すと郵送待ちに入ります。',
    recipient: '宛名を保存しました。',
  },
  /** Why 郵送する refused, and what to correct. */
  problems: {
    address:
      '郵送待ちに入れられません。郵便番号と住所の都道府県・市区町村が一致しないか、どちらかがありません。宛先を直してから、もう一度「郵送する」を押してください。',
    overseas:
      '郵送待ちに入れられません。日本の郵便番号と住所がありません。日本の宛先なら、宛先を直してから「郵送する」を押してください。',
    shipped:
      'この資料請求はすでに郵送済み（発送済み）です。もう一度送るときは、発送の画面の「ほかの資料請求」でチェックを入れてください。',
    spam: 'スパムの資料請求は郵送できません。',
    review: '要確認の資料請求は、受け付けてから郵送してください。',
    notFound: 'この資料請求は見つかりませんでした。',
  },
  fixAddress: '宛先を直す',
  history: {
    queued: '郵送待ちに追加',
    unqueued: '郵送待ちから外した',
  },
  /** The 宛名 form (/admin/leads/<id>/recipient). */
  recipient: {
    link: '宛名を直す',
    title: (name: string) => `宛名を直す — ${name}`,
    intro:
      '氏名・フリガナ・会社名/医院名・役職を直して保存してください。資料請求フォームと同じ決まりで確かめます。宅配便や郵便の送り状に使えない文字（Shift_JIS にない文字）は、使える字に置き換えてください（例：张伟 → 張 偉 または チョウ イ）。',
    legend: '宛名',
    submit: '保存する',
    back: '保存せずに資料請求へ戻る',
    backToDispatch: '保存せずに発送の画面へ戻る',
    lead: '資料請求の詳細を見る',
    notFound: 'この資料請求は見つかりませんでした。',
    unreadable: '送信内容を読み取れませんでした。もう一度お試しください。',
    saved: '宛名を保存しました。',
    unchanged: '宛名は変わっていません。',
    /** The history line: each field changed, old → new. */
    historyNote: (changes: readonly { label: string; from: string; to: string }[]) =>
      `宛名を修正: ${changes.map((c) => `${c.label} ${c.from || '（なし）'} → ${c.to || '（なし）'}`).join('、')}`,
  },
  /** The field a carrier file's problem is in, as staff correct it. */
  fields: {
    name: '氏名',
    nameKana: 'フリガナ',
    organization: '会社名/医院名',
    position: '役職',
    postalCode: '郵便番号',
    address: '住所',
    phone: '電話番号',
  },
  /** A problem's advice: which field to correct, and the form that corrects it. */
  correct: (fields: string) => `直す項目：${fields}`,
} as const;
