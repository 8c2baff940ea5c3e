/** A valid brochure request as a visitor would type it (full-width phone included). */
import { brochureProducts } from '../../src/content/products.ts';

export const validLead = {
  name: '山田 花子',
  email: 'hanako@example.jp',
  organization: '株式会社サンプル',
  position: '院長',
  phone: '０９０ー１２３４ー５６７８',
  address: '東京都中央区銀座0-0-0',
  product: brochureProducts[0].id as string,
  purpose: '院内での導入を検討しています。',
  agreement: 'on',
};
