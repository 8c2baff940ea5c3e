/** Copy of /zh-cn/product/plus. Figures come from src/content/products.ts. */
import { chairModel } from '../../products.ts';
import { site } from '../../site.ts';
import type { ProductPlusCopy } from './ja.ts';

export const zhCn: ProductPlusCopy = {
  meta: {
    title: `${site.brand} Plus 产品详情`,
    description: `座椅式机型 ${site.brand} Plus：穿着衣服坐约${chairModel.sessionMinutes}分钟，${chairModel.outputLevels}档输出强度，采用专利申请中的波形。查看规格并预约。`,
  },
  hero: {
    eyebrow: '座椅式机型',
    lead: '穿着衣服坐下，即可护理盆底肌的座椅。每次约{minutes}分钟，专利申请中的自主波形可促使肌肉收缩约{contractions}次。',
  },
  video: {
    eyebrow: '视频',
    heading: '观看视频',
    lead: '点击缩略图，即可在本页播放视频。',
    title: `${site.brand} Plus 介绍`,
    text: '通过视频了解坐着即可完成的护理过程。',
  },
  features: [
    '穿着衣服坐下即可，无需更衣或准备',
    '{levels}档输出强度，可随着适应程度逐步提高',
    '采用专利申请中的自主波形，作用于盆底肌',
    '机身紧凑，约{space}米见方的空间即可摆放',
  ],
  specs: {
    eyebrow: '特点与规格',
    heading: '主要特点与产品规格',
    tableHeading: '规格',
    rows: {
      levels: '输出档位',
      session: '每次时长',
      dimensions: '尺寸（宽×深×高）',
      weight: '重量',
      waveform: '波形',
      price: '价格',
    },
    values: {
      levels: '{n}档',
      session: '约{n}分钟',
      weight: '{n} kg',
      waveform: '专利申请中的自主波形',
    },
  },
  cta: {
    heading: '预订与咨询',
    text: '您可以预订产品，也可以由专人在线为您讲解。两者均可在预约页面申请。',
    preorder: '预订',
    explain: '由专人讲解',
  },
  notice: '本产品为辅助护理产品，并非以治疗为目的。使用感受因人而异。',
};
