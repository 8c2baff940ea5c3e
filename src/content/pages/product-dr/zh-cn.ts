/** Copy of /zh-cn/product/dr-details: the shape of the English page (see en.ts). */
import { topModel } from '../../products.ts';
import { site } from '../../site.ts';
import type { ProductDrOverviewCopy } from './en.ts';

const hours = `{open}–{close}`;

export const zhCn: ProductDrOverviewCopy = {
  meta: {
    title: `${site.brand} DR 产品详情`,
    description: `医疗机构用高端磁刺激盆底肌护理设备 ${site.brand} DR：配备可用于腿部、腹部和腰部的手持模块，${topModel.outputLevels}档输出强度。查看规格、价格并咨询。`,
  },
  hero: {
    eyebrow: '医疗机构用高端机型',
    badge: '现已接受预订 · 享早鸟优惠',
    lead: '在坐姿盆底肌护理座椅的基础上，增加了可用于腿部、腹部和腰部的手持模块。专为医疗机构设计。',
    launch: '预计{launch}上市。',
    button: '订购 / 咨询',
  },
  features: {
    eyebrow: '主要特点',
    heading: '主要特点与产品规格',
    items: [
      '除坐姿护理外，支臂上的手持模块还可作用于腿部、腹部和腰部',
      '{levels}档输出强度，可根据患者的状态和感受精细调节',
      '提供尿失禁及膀胱过度活动症、产后恢复、盆腔器官脱垂、性功能等护理程序',
      '患者穿着衣服即可使用，无需更衣或准备',
    ],
    foreignApproval: '基于已获FDA许可的技术开发',
    specs: {
      heading: '规格',
      dimensions: '尺寸（宽×深×高）',
      weight: '重量',
      levels: '输出档位',
      price: '价格',
      release: '销售状态',
    },
  },
  cta: {
    heading: `将 ${site.brand} DR 引进您的医疗机构`,
    text: `订购或咨询引进事宜，请通过咨询表单联系我们。也可致电 {phoneInternational}（日本时间工作日 ${hours}）。`,
    button: '订购 / 咨询',
  },
  notice: '本产品为辅助护理产品，并非以治疗为目的。使用感受因人而异。',
};
