/**
 * Copy of the beauty and laser device pages (/beauty-devices, /other-products-details), keyed
 * by the device ids of src/content/products.ts. In the devices' texts `{watts}`,
 * `{coolingCelsius}` and `{cameraMegapixels}` are filled from that file's figures when a card is
 * drawn; the pages' titles and descriptions are plain text.
 */
import { type DeviceCategory, type DeviceId, diodeLaserWatts } from '../../products.ts';

export interface DeviceCopy {
  name: string;
  summary: string;
  /** Exactly four feature points. */
  points: [string, string, string, string];
}

export const ja = {
  showcase: {
    meta: {
      title: '美容・レーザー機器',
      description:
        'CO2フラクショナルレーザー、ダイオードレーザー、冷却システム、マルチケア機器、肌分析装置など、クリニック・サロン向けの美容機器8機種をご紹介します。',
    },
    eyebrow: '美容・レーザー機器',
    heading: 'クリニック・サロン向け 美容機器ラインアップ',
    lead: 'レーザー、冷却、マルチケア、肌分析の4つの分野から、施術メニューに合わせてお選びいただける8機種をご用意しています。',
    listHeading: '製品ラインアップ',
  },
  details: {
    meta: {
      title: 'その他の製品 詳細',
      description: `CO2フラクショナルレーザーと${diodeLaserWatts}Wダイオードレーザーの特長をご紹介します。`,
    },
    eyebrow: 'その他の製品',
    heading: 'レーザー機器のご紹介',
    lead: '医療機関向けのレーザー機器2機種の特長をご紹介します。仕様や導入条件の詳細は資料でご案内しています。',
    listHeading: '掲載機器',
    allDevices: '美容機器のラインアップをすべて見る',
  },
  categories: {
    laser: 'レーザー',
    cooling: '冷却',
    'multi-care': 'マルチケア',
    analysis: '肌分析',
  } satisfies Record<DeviceCategory, string>,
  pointsLabel: '主な特長',
  brochure: {
    prompt: '価格・仕様・導入条件をまとめた資料をお送りします。',
    button: '資料請求はこちら',
    heading: '資料請求',
    lead: '必要事項をご入力のうえお申し込みください。内容を確認後、1〜2営業日以内に資料をお送りします。資料には申込者様の情報が含まれるため、第三者への転送・共有はご遠慮ください。',
  },
  devices: {
    'co2-laser': {
      name: 'CO2フラクショナルレーザー',
      summary: '微細なレーザー光を点状に照射し、肌の入れ替わりを促すフラクショナル方式のレーザー機器です。',
      points: [
        '照射密度と深さを細かく調整できるフラクショナル照射',
        '肌質や部位に合わせて選べる複数の照射パターン',
        'ダウンタイムに配慮した設定が可能',
        'タッチパネルで直感的に操作できます',
      ],
    },
    'diode-laser': {
      name: '{watts}Wダイオードレーザー',
      summary: '高出力{watts}Wのダイオードレーザーで、広い範囲の施術を効率よく行えます。',
      points: [
        '最大出力{watts}Wの高出力設計',
        '照射面を冷やしながら施術できる冷却機構',
        '大きめのハンドピースで広い部位も短時間で',
        '肌の色や毛質に合わせて出力を細かく設定',
      ],
    },
    'skin-cooling': {
      name: 'スキンスーパークーリングシステム',
      summary: '{coolingCelsius}℃までの冷却で、レーザー施術時の肌を守る冷却システムです。',
      points: [
        '最大{coolingCelsius}℃の強力な冷却',
        'レーザー機器と組み合わせて使えます',
        '温度を一定に保つ制御で安定した冷却',
        '片手で扱いやすいノズル',
      ],
    },
    'dual-cryo': {
      name: 'デュアルクライオ',
      summary: '2つのハンドピースを同時に使える冷却ケア機器です。',
      points: [
        '2つのハンドピースで同時に施術',
        '部位に合わせて選べるアタッチメント',
        '温度を一定に保つ冷却制御',
        'コンパクトで設置しやすい本体',
      ],
    },
    'quad-cryo': {
      name: 'クアッドクライオ',
      summary: '4つのハンドピースで、複数の部位を同時にケアできる冷却ケア機器です。',
      points: [
        '4つのハンドピースで同時に施術',
        '施術時間の短縮に役立つ同時運用',
        'ハンドピースごとに設定を調整',
        '多くの施術をこなすクリニック向け',
      ],
    },
    'multi-care-dual': {
      name: 'マルチケアプロ デュアル',
      summary: '複数のケア機能を1台にまとめ、2つのハンドピースで使えるオールインワン機器です。',
      points: [
        '1台で複数のケアメニューに対応',
        '2つのハンドピースを切り替えて使用',
        'メニューごとの設定を保存できます',
        '省スペースで導入しやすい設計',
      ],
    },
    'multi-care-quad': {
      name: 'マルチケアプロ クアッド',
      summary: '4つのハンドピースを備えた、オールインワンの上位モデルです。',
      points: [
        '4つのハンドピースで幅広いメニューに対応',
        'メニューの組み合わせ施術に対応',
        'メニューごとの設定を保存できます',
        '大型タッチパネルで操作をサポート',
      ],
    },
    'skin-analyzer': {
      name: '3D AI肌分析装置（Q2タイプ）',
      summary: '{cameraMegapixels}メガピクセルのカメラで肌を撮影し、AIが状態を分析する肌分析装置です。',
      points: [
        '{cameraMegapixels}メガピクセルの高精細カメラ',
        '肌の状態を立体的に記録する3D撮影',
        'AIによる分析結果を画面で分かりやすく表示',
        '施術前後の比較でカウンセリングに活用',
      ],
    },
  } satisfies Record<DeviceId, DeviceCopy>,
};

export type DevicesCopy = typeof ja;
