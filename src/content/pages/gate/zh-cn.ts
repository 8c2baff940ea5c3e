/** Copy of the medical-professional gates /zh-cn/product/dr and /zh-cn/other-products. */
import type { GateCopy } from './ja.ts';

export const zhCn: GateCopy = {
  dr: {
    meta: {
      title: '高端机型：面向医疗专业人士',
      description: '医疗机构用高端机型的详细信息仅面向医疗专业人士提供。',
    },
    eyebrow: '医疗机构用高端机型',
  },
  other: {
    meta: {
      title: '其他产品：面向医疗专业人士',
      description: '美容及激光设备的详细信息仅面向医疗专业人士提供。',
    },
    eyebrow: '美容及激光设备',
  },
  question: '您是医疗专业人士吗？',
  lead: '以下页面是面向医疗机构及医疗专业人士的产品信息。',
  yes: '是',
  no: '否',
  alert: '请查看我们的其他产品系列。',
  note: '回答为自行申报，我们不核实资格。',
};
