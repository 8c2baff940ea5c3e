/**
 * Every word of the brochure request in Japanese, the source: the form (with its validation
 * messages and the no-JavaScript result page), the auto-reply mail, and the staff notification,
 * which is Japanese only (the staff's language). English and Chinese satisfy `LeadCopy`, the
 * shape without the staff mail. Product names live in products.ts.
 */

import type { Locale } from '../../i18n/locales.ts';
import { ja as demo } from '../demo/ja.ts';

/**
 * Validation messages (docs/product.md#fields-and-validation): Japanese is the source wording,
 * word for word; English and Chinese carry the same meaning. The server answers in them too.
 */
const messages = {
  nameRequired: '氏名を入力してください',
  emailInvalid: '有効なメールアドレスを入力してください',
  organizationRequired: '所属企業名を入力してください',
  positionRequired: '役職を入力してください',
  phoneRequired: '電話番号を入力してください',
  phoneTooShort: '電話番号は10桁以上入力してください',
  phoneTooLong: '電話番号は13桁以内で入力してください',
  phoneDigitsOnly: '電話番号は数字のみで入力してください',
  /** A `+` number that is not a country code and number, or not a real number. */
  phoneInternational: '海外の電話番号は「+」と国番号に続けて正しい番号を入力してください（例：+86 138 0013 8000）',
  postalCodeInvalid: '郵便番号は7桁の数字で入力してください（例：104-0061）',
  /** `{chars}`: the characters refused, each once, separated by spaces. */
  nameKanaInvalid: 'フリガナはひらがなまたはカタカナで入力してください（使用できない文字：{chars}）',
  addressRequired: '住所を入力してください',
  prefectureRequired: '都道府県を選択してください',
  cityRequired: '市区町村を入力してください',
  productRequired: '希望製品を選択してください',
  purposeRequired: '利用目的を入力してください',
  agreementRequired: '利用規約に同意してください',
  tooLong: '{max}文字以内で入力してください',
  controlCharacters: '使用できない文字が含まれています',
  lineBreak: '改行は入力できません',
  submitFailed: '申請の送信中にエラーが発生しました。時間をおいて再度お試しください。',
  rateLimited: '短時間に多くの申請をいただいたため、受付を一時的に停止しています。時間をおいて再度お試しください。',
  forbidden: 'このページからは申請を受け付けられません。当社サイトのフォームからお申し込みください。',
  tooLarge: '入力内容が長すぎます。内容を短くして再度お試しください。',
};

export const ja = {
  /** The form, as the island and the no-JavaScript result page show it. */
  form: {
    required: '必須',
    /** Beside the label of a field that may be left empty (the reading, the postal code). */
    optional: '任意',
    fields: {
      name: { label: '氏名', hint: '' },
      /** Asked on the Japanese form only. */
      nameKana: { label: 'フリガナ', hint: 'ひらがな・カタカナのどちらでも入力できます。' },
      email: { label: 'メールアドレス', hint: '資料のご案内をお送りします。' },
      organization: { label: '所属企業名', hint: '医院名・施設名・会社名をご記入ください。' },
      position: { label: '役職', hint: '' },
      phone: { label: '電話番号（直通）', hint: 'ハイフンの有無は問いません（例：090-1234-5678）。' },
      postalCode: { label: '郵便番号', hint: '7桁の数字を入力すると住所の一部が入ります（例：104-0061）。' },
      prefecture: { label: '都道府県', hint: '' },
      city: { label: '市区町村', hint: '' },
      address: { label: '町名・番地', hint: '例：銀座1-2-3（都道府県から続けて入力することもできます）' },
      building: { label: '建物名・部屋番号', hint: '' },
      product: { label: '希望製品', hint: '' },
      purpose: { label: '利用目的', hint: 'ご検討の状況やご質問などをご記入ください。' },
    },
    /**
     * The status line under the postal code on the forms that fill the address from it
     * (src/components/lead/lead-fields.ts, the Japanese form): read out politely by screen
     * readers. `{address}` is what was filled in (東京都中央区銀座).
     */
    postalAutofill: {
      filled: '住所に「{address}」を入力しました。続けて番地・建物名をご入力ください。',
      notFound: 'この郵便番号の住所は見つかりませんでした。住所を直接ご入力ください。',
    },
    productPlaceholder: '選択してください',
    /** Shown instead of the catalogue name `Other`. */
    productOther: 'その他・複数',
    /** The group of the models the site has no page for, with 「その他・複数」 (issue 43). */
    productOtherGroup: 'その他',
    /** The rental plan's choice; `{brand}` is the brand. */
    productRental: '{brand} 医療機関向けレンタルプラン',
    /** 個人の方: organisation and position become optional (issue 31). */
    individual: {
      label: '個人としてお申し込みの方',
      hint: '所属企業名・役職の入力は不要です。',
    },
    /** The prefecture select's first option. */
    prefecturePlaceholder: '選択してください',
    agreement: {
      title: 'ご利用にあたっての注意事項',
      text: [
        '同業他社による情報収集を目的とした資料請求はお断りしております。',
        '虚偽の内容による申請が判明した場合は、法的措置を講じる場合があります。',
      ],
      label: '上記の注意事項と利用規約に同意します',
    },
    honeypotLabel: 'このフィールドは空欄のままにしてください',
    submit: '資料を請求する',
    submitting: '送信中...',
    errorSummary: '入力内容に誤りがあります。各項目のメッセージをご確認ください。',
    submitFailed: messages.submitFailed,
    /** The validation messages, so the island checks input in the page's language. */
    messages,
    /** The page that shows the outcome of a post made without JavaScript. */
    resultPage: { title: '資料請求', errorTitle: '入力内容をご確認ください', back: '元のページに戻る' },
    /** The form's own page, /brochure-request (issue 31). */
    page: {
      title: '資料請求',
      description: '製品の価格・仕様・導入条件をまとめた資料をお送りします。フォームからお申し込みください。',
      lead: [
        '製品の価格・仕様・導入条件をまとめた資料をお送りします。',
        '必要事項をご入力のうえお申し込みください。内容を確認後、1〜2営業日以内にメールでご案内します。',
      ],
      /** `{open}`, `{close}`: weekday hours. */
      phone: 'お電話でのお問い合わせ（平日{open}〜{close}）',
    },
    thanks: {
      /** The specification's own words, word for word: a client may wait for exactly them. */
      title: 'ご登録ありがとうございました。',
      body: [
        'ご登録内容を確認のうえ、1〜2営業日以内に資料をお送りいたします。',
        '資料には申込者様の情報が含まれるため、第三者への転送・共有はご遠慮ください。',
      ],
      /**
       * `{email}`: the address given. Worded as what will happen: a request kept for review, or a
       * second request the same day, gets no receipt of its own, and every post gets one answer.
       */
      receipt: 'ご連絡は {email} 宛てにお送りします。',
      /** `{phone}`, `{open}`, `{close}`: the company's phone and weekday hours. */
      noReceipt:
        'メールが届かない場合は、迷惑メールフォルダをご確認ください。2営業日を過ぎても届かない場合は、お電話（{phone}、平日{open}〜{close}）でお問い合わせください。',
      /** The next step after a request (issue 44): book a demo. */
      demo: { label: demo.link, href: '/demo' },
    },
  },
  /**
   * How a mail prints a moment (the request's time), always in Japan time: `{year}`, `{month}`
   * (a number), `{monthName}`, `{day}`, `{weekday}`, `{hour}` and `{minute}` (two digits).
   */
  mailTime: {
    format: '{year}年{month}月{day}日（{weekday}）{hour}:{minute}',
    /** Sunday first, as Date.getDay counts. */
    weekdays: ['日', '月', '火', '水', '木', '金', '土'],
    monthNames: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  },
  /** The mail the visitor receives, in the language of the page they used. */
  autoReply: {
    subject: '資料請求を受け付けました（{brand}）',
    /** The first line, before the name: the mail's sender and why it came, in our own words. */
    opening: 'このメールは、{brand}のWebサイトの資料請求フォームから自動でお送りしています。',
    /**
     * A fixed salutation, never the typed name: the receipt goes to an address nobody has
     * confirmed, so it carries nothing a stranger typed but that address (issue 30).
     */
    greeting: '申込者様',
    body: [
      'このたびは資料をご請求いただき、ありがとうございます。以下の内容で受け付けました。',
      'ご登録内容を確認のうえ、1〜2営業日以内に資料をお送りいたします。',
      '資料には申込者様の情報が含まれるため、第三者への転送・共有はご遠慮ください。',
      'このメールにお心当たりのない場合は、お手数ですが破棄してください。',
    ],
    summaryTitle: 'ご請求内容',
    /** What was chosen and when: nothing typed is echoed. */
    labels: {
      product: '希望製品',
      requestDate: '受付日時',
    },
    signature: '{company}',
    /** The From display name, in the reader's language: `{company}` (the site's name for it) or `{brand}`. */
    senderName: '{company}',
  },
  /** The notification to the sales staff, always in Japanese; `{name}`-style slots are filled by the mailer. */
  staffMail: {
    subject: '【資料請求】{name} 様（{organization}）',
    intro: 'Webサイトから資料請求がありました。内容をご確認のうえ、ご対応をお願いします。',
    labels: {
      name: '氏名',
      nameKana: 'フリガナ',
      email: 'メールアドレス',
      organization: '所属企業名',
      position: '役職',
      phone: '電話番号',
      postalCode: '郵便番号',
      address: '住所',
      product: '希望製品',
      purpose: '利用目的',
      requestDate: '申請日時',
      locale: '言語',
      pagePath: '申請ページ',
      status: 'ステータス',
    },
    /** What 言語 shows: the language of the page the request came from. */
    locales: { ja: '日本語', en: '英語', 'zh-cn': '中国語（簡体字）' } satisfies Record<Locale, string>,
    /** In place of a field the visitor left empty (the reading, the postal code, the page). */
    notGiven: '-',
    /** In place of the organisation of a request made as a private person (個人の方). */
    individual: '個人',
    adminLink: '管理画面で確認する',
    /** A test sent from /admin/test-email: marked in the subject and the body, so nobody acts on it. */
    /** A request waiting for review (要確認): no receipt, owner or webhook until staff release it. */
    review: {
      subjectPrefix: '【要確認】',
      notice:
        'この資料請求は要確認です。{reason}。自動返信・担当者の割り当て・外部連携はまだ行っていません。管理画面で内容を確認し、受け付けるかスパムにしてください。',
      /** Why, by screening signal (leads.server.ts); joined with 、. Each alone can be a person's doing. */
      reasons: {
        fast: 'フォームの表示から3秒未満で送信されました。ブラウザーの自動入力を使うと、人でもこの速さになります',
        honeypot: '人には見えない入力欄に入力がありました。ブラウザーの自動入力が入れることもあります',
        unproven: 'ブラウザーからの送信を確認できませんでした。JavaScript が無効のブラウザーでも起こります',
      },
      /** No signal: held because requests arrived above the site-wide ceiling. */
      ceiling: '受付が集中していたため、自動では受け付けていません',
      separator: '。',
    },
    test: {
      subjectPrefix: '【テスト送信】',
      notice: 'これは管理画面から送信したテストメールです。実際の資料請求ではありません。',
      status: 'test',
    },
  },
  /**
   * The daily reminder to each owner at 9:00 JST on business days (docs/product.md#reminders),
   * always in Japanese. `{name}`-style slots are filled by the digest (digest.server.ts).
   */
  digestMail: {
    subject: '【資料送付期限】本日期限 {dueToday}・期限超過 {overdue}{extra}（{date}）',
    /** Added to an admin's subject when unassigned leads wait. */
    subjectUnassigned: '・未割り当て {count}',
    /** Added to the subject when warm leads are listed. */
    subjectWarm: '・資料開封 {count}件',
    /** The subject of a digest that lists warm leads only. */
    subjectWarmOnly: '【資料開封】資料を開封したリード {count}件（{date}）',
    greeting: '{name} 様',
    intro:
      '{time}時点で、資料送付期限が本日または過ぎていて、まだ資料をお送りしていない資料請求をお知らせします。管理画面から資料を送付してください。',
    /** Only in an admin's mail, before the admin's sections. */
    adminIntro: '管理者の方には、担当者が決まっていない資料請求と、ほかの担当者の期限超過もお送りしています。',
    /** When warm leads are listed: those who first opened their materials since the previous digest. */
    warmIntro:
      '前回のお知らせ以降に、お送りした資料を初めて開いた資料請求もお知らせします。ご連絡のきっかけにお使いください。',
    sections: {
      own: 'あなたの担当（未対応）',
      materials: 'あなたの担当（連絡済み・資料未送付）',
      warm: '資料を開封したリード',
      unassigned: '未割り当て（担当者を決めてください）',
      overdue: 'ほかの担当者の期限超過',
    },
    sectionTitle: '{title}：{count}',
    /** A count, as the subject, section titles and 「ほか」 show it. */
    count: '{count}件',
    /** A count that reached the digest's cap (10,000): counting further would read the whole backlog. */
    countAtLeast: '{count}件以上',
    marks: { overdue: '【期限超過】', dueToday: '【本日期限】', warm: '【開封】' },
    person: '{name} 様（{organization}）',
    labels: { product: '希望製品', dueAt: '資料送付期限', owner: '担当者', link: '管理画面', openedAt: '初回開封' },
    /** In place of a due date a lead received before due dates were kept does not have. */
    noDueDate: '記録なし',
    unassigned: '未割り当て',
    /** After the first leads of a long section. */
    more: 'ほか {count}は管理画面の資料請求一覧でご確認ください。',
    footer:
      'このメールは、営業日の9:00に、資料送付期限が本日または過ぎていて資料が未送付の資料請求があるときだけお送りしています。',
    footerWithWarm:
      'このメールは、営業日の9:00に、資料送付期限が本日または過ぎていて資料が未送付の資料請求、または前回のお知らせ以降に資料を開封した資料請求があるときだけお送りしています。',
  },
};

/** The brochure request's words in every locale; the staff mails are Japanese only. */
export type LeadCopy = Omit<typeof ja, 'staffMail' | 'digestMail'>;
