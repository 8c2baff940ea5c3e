/**
 * The words a webhook carries (docs/product.md#webhooks): the one-paragraph summary a Slack- or
 * Teams-format endpoint receives, and the fictitious lead a テスト送信 sends. Japanese only, like
 * the staff notification: the receivers are the sales team's own channels and tools.
 */
import type { WebhookEvent } from '../../domain/webhooks.ts';
import { brochureProducts } from '../products.ts';

export const ja = {
  slack: {
    /** What happened, first in the summary; `{status}` is the new state's name. */
    events: {
      'lead.created': '新しい資料請求がありました',
      'lead.status_changed': '資料請求の状態が「{status}」になりました',
      'lead.assigned': '資料請求の担当者が変わりました',
      'lead.materials_sent': '資料を送付しました',
      'lead.materials_opened': '送付した資料が初めて開かれました',
      'lead.stage_changed': '営業段階が「{stage}」になりました',
    } satisfies Record<WebhookEvent, string>,
    testPrefix: '【テスト送信】',
    product: '希望製品',
    locale: '言語',
    prefecture: '地域',
    due: '資料送付期限',
    owner: '担当',
    unassigned: '未割り当て',
    unknown: '不明',
    open: '管理画面で開く',
    locales: { ja: '日本語', en: '英語', 'zh-cn': '中国語' } as Record<string, string>,
    statuses: {
      pending: '未対応',
      contacted: '連絡済み',
      materials_sent: '資料送付済み',
      closed: '完了',
      spam: 'スパム',
    } as Record<string, string>,
    stages: {
      meeting: '商談',
      trial: '体験・デモ',
      quote: '見積',
      won: '契約',
      lost: '失注',
    } as Record<string, string>,
  },
  /**
   * The lead a テスト送信 sends: obviously fictitious (reserved example.com address, 0000
   * numbers), so nobody mistakes it for a request and a receiver can recognise it by its id.
   */
  sample: {
    id: 'sample',
    name: '山田 花子',
    nameKana: 'ヤマダ ハナコ',
    email: 'test@example.com',
    organization: 'サンプルクリニック',
    position: '院長',
    phone: '+81300000000',
    postalCode: '1000001',
    address: '東京都千代田区千代田1-1 サンプルビル1階',
    product: brochureProducts[0].id as string,
    purpose: 'Webhook のテスト送信です。実際の資料請求ではありません。',
    locale: 'ja',
    sourcePage: '/',
    /** The owner a sample `lead.assigned` names. */
    owner: { id: 'sample-owner', name: '佐藤 次郎', email: 'sales@example.com' },
  },
};

export type WebhookCopy = typeof ja;
