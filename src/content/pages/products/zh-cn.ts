/** Copy of /zh-cn/products and the labels the Chinese product detail pages share. */
import { chairModel } from '../../products.ts';
import { site } from '../../site.ts';
import type { ProductsCopy } from './ja.ts';

export const zhCn: ProductsCopy = {
  meta: {
    title: '产品系列',
    description: `穿着衣服坐下即可进行盆底肌护理。介绍医疗机构用高端机型 ${site.brand} DR 和座椅式机型 ${site.brand} Plus。`,
  },
  hero: {
    eyebrow: '盆底肌护理产品',
    title: '产品系列',
    lead: `穿着衣服坐约${chairModel.sessionMinutes}分钟即可，盆底肌护理的新方式。我们提供面向医疗机构的高端机型，以及便于摆放在诊所、美容院和护理机构的座椅式机型。`,
    videoTitle: `${site.brand} 介绍视频`,
    videoText: '通过视频了解坐着即可完成的护理过程。',
  },
  top: {
    eyebrow: '医疗机构用高端机型',
    badge: '现已接受预订 · 享早鸟优惠',
    lead: '在座椅之外，配备可用于腿部、腹部和腰部的手持模块，面向医疗机构。',
    link: '查看详情（面向医疗专业人士）',
  },
  chair: {
    eyebrow: '座椅式机型',
    lead: `穿着衣服坐下即可。采用专利申请中的自主波形，每次护理约${chairModel.sessionMinutes}分钟。机身紧凑，便于摆放在诊所或美容院。`,
    link: '查看详情',
  },
  figures: {
    outputLevels: '输出档位',
    levels: '{n}档',
    session: '每次时长',
    minutes: '约{n}分钟',
    dimensions: '尺寸（宽×深×高）',
    weight: '重量',
    kg: '{n} kg',
    price: '价格',
    priceTaxIncluded: '{price}（含税）',
    contact: '请咨询',
    release: '销售状态',
    statuses: {
      planned: '预计{launch}上市',
      preorder: '接受预订中（预计{launch}上市）',
      on_sale: '在售',
      ended: '停售',
      plannedUndated: '即将上市',
      preorderUndated: '接受预订中',
    },
  },
  notice: '本产品为辅助护理产品，并非以治疗为目的。使用感受因人而异。',
  otherLineup: {
    title: '请查看我们的其他产品系列',
    text: '本页介绍的产品，任何人都可以查看详细信息。',
  },
  shared: {
    videoPlay: '播放：{title}',
    videoClose: '关闭',
    zoom: {
      open: '放大查看',
      dialog: '图片放大显示',
      close: '关闭',
      zoomIn: '放大',
      zoomOut: '缩小',
      reset: '复原',
      dragHint: '拖动即可移动图片',
    },
    gallery: {
      label: '产品图片',
      thumbnails: '选择要显示的图片',
      show: '显示第{n}张图片',
    },
    subnav: {
      label: '产品',
      select: '选择产品',
      dr: `${site.brand} DR`,
      plus: `${site.brand} Plus`,
    },
    regulatory: {
      title: '法规信息',
      lead: '依据日本《药品医疗器械法》（药机法）的分类，以及备案或认证编号。',
      name: '销售名称',
      class: '日本的分类',
      generic: '通用名称',
      number: '备案或认证编号',
      classes: {
        general: '一般医疗器械（I类）',
        controlled: '管理医疗器械（II类）',
        highly_controlled: '高度管理医疗器械（III/IV类）',
        not_device: '不属于医疗器械',
      },
    },
  },
};
