/**
 * The admin words of the work queue (issue 32): the lead page's summary card and its next
 * actions, the 資料を送付 page's recipient and mail preview, the dispatch page's reasons a lead
 * is left unticked, the job names the lead page lists, the inbox's chips and the dashboard's work
 * panel. Japanese only, like the rest of the admin area.
 */
import type { DueRelative } from '../../domain/lead/due-relative.ts';

export const queueCopy = {
  /** The admin menu's groups and the one item it adds. */
  nav: { work: '業務', site: 'サイト', admin: '管理', dispatch: '発送' },
  summary: {
    title: '概要',
    reading: 'フリガナ',
    organization: '所属',
    phone: '電話',
    email: 'メール',
    status: '状態',
    actions: '次の操作',
    assignSelf: '自分が担当する',
    sendMaterials: '資料を送付',
    post: '郵送する',
    postHint: '郵送待ちに入れます（先に宛先を確かめます）。発送の画面で選ばれた状態になります。',
    more: '送信元・状態の履歴・通知メール',
    ownerPanel: '担当の引き継ぎ',
  },
  /** The inbox's search line, its work chips and the rest of the filter folded under them. */
  inbox: {
    chipsLabel: '仕事の絞り込み',
    chips: {
      mine: '自分の担当',
      unassigned: '未割り当て',
      overdue: '期限超過',
      dueToday: '本日期限',
      nextToday: '次の予定が今日',
      nextLate: '次の予定を過ぎた',
      review: '要確認',
    },
    search: '検索',
    searchPlaceholder: '氏名・メール・電話など',
    more: '詳しく絞り込む',
    dueTodayOnly: '本日期限のみ',
  },
  /** The dashboard's first panel: the leads that need work now, each a link to them. */
  work: {
    title: '今日の仕事',
    intro: '数字を押すと、その資料請求の一覧が開きます。',
  },
  due: (relative: DueRelative): string =>
    relative.kind === 'late' ? '期限超過' : relative.kind === 'today' ? '本日' : `あと${relative.days}日`,
  preview: {
    recipient: '宛先',
    title: '送るメールの見本',
    subject: '件名',
    linkPlaceholder: '（送付時に、この方専用のリンクが入ります）',
  },
  /** Outbox job kinds as the lead page names them. */
  jobKinds: {
    'lead.staff_notification': '営業担当への通知',
    'lead.auto_reply': '請求者への自動返信',
    'materials.links': '資料のご案内（リンク）',
    'materials.renewal': '資料リンク再発行のお願い',
    'digest.owner': '担当者へのまとめ',
  } as Record<string, string>,
  /** The dispatch page: why a lead is left unticked. */
  sendable: {
    column: '確認',
    ok: '送付可',
    shipped: '発送済み',
    overseas: '海外',
    address: '宛先を確認',
    fix: '住所を直す',
    intro: '発送できる資料請求だけを選んでいます（未発送・日本の郵便番号・郵便番号と住所の都道府県と市区町村が一致）。',
  },
  /** The address form the dispatch page's 住所を直す opens. */
  address: {
    title: (name: string) => `宛先を直す — ${name}`,
    intro:
      '郵便番号と住所を確かめて保存してください。保存すると発送の画面に戻り、発送できる宛先なら選ばれた状態になります。',
    legend: '宛先',
    current: '登録されている住所',
    noPostalCode: '郵便番号なし',
    postalCodeHint: '7桁の数字（例：104-0061）。都道府県と市区町村は、この郵便番号のものと一致させてください。',
    submit: '保存して発送の画面へ戻る',
    back: '保存せずに発送の画面へ戻る',
    /** Opened from the lead page's 郵送する (issue 42). */
    submitToLead: '保存して資料請求へ戻る',
    backToLead: '保存せずに資料請求へ戻る',
    lead: '資料請求の詳細を見る',
    notFound: 'この資料請求は見つかりませんでした。',
    unreadable: '送信内容を読み取れませんでした。もう一度お試しください。',
    saved: '宛先を保存しました。',
    historyNote: (from: string, to: string) => `宛先を修正: ${from} → ${to}`,
  },
} as const;
