import { site } from '../../site.ts';
import { chairOutputLevels, menConcernOneIn, session } from './facts.ts';
import type { HomeCopy } from './ja.ts';

const plus = `${site.brand} Plus`;
const dr = `${site.brand} DR`;
/** 25,000 reads as 2.5万 in Chinese. */
const contractions = `${(session.contractions / 10_000).toLocaleString('zh-CN')}万`;

export const zhCn: HomeCopy = {
  meta: {
    title: '盆底肌护理新方式',
    description: `穿着衣服坐约${session.minutes}分钟，借助磁刺激护理盆底肌。${site.brand}系列官方网站：产品介绍、医疗机构应用、东京银座展厅及合作咨询。`,
  },
  motion: {
    pause: '暂停自动播放',
    play: '开始自动播放',
  },
  hero: {
    eyebrow: `磁刺激盆底肌护理 · ${site.brand}`,
    title: '盆底肌护理的新方式',
    lead: `穿着衣服坐约${session.minutes}分钟，磁刺激即可温和地作用于盆底肌。无需更衣，也无需学习复杂的训练动作，轻松坚持。`,
    cta: '查看产品',
    noticeLabel: '温馨提示',
    notice: `${site.brand}是辅助盆底肌护理的产品，并非医疗行为或治疗手段，不用于诊断或治愈任何疾病。使用感受因人而异。`,
    slideshowLabel: `${site.brand}产品形象`,
  },
  intro: {
    eyebrow: '坐着即可护理',
    heading: '穿着衣服，坐下即可',
    text: `盆底肌很难靠自主意识去收缩。坐在${site.brand}座椅上时，磁刺激会促使盆底肌收缩——无需更衣，也无需专门训练。`,
    points: [
      `每次约${session.minutes}分钟，穿着衣服即可`,
      `${chairOutputLevels}档输出强度，可按当天状态调节`,
      '采用自主研发的专利申请中波形',
    ],
    carousel: {
      label: `${site.brand}系列介绍`,
      previous: '上一张',
      next: '下一张',
      goTo: '显示第{n}张',
      slides: {
        chair: { title: `座椅型 ${plus}`, text: '注重乘坐舒适感，让人安心放松的座椅型机型。' },
        medical: { title: `医疗机构用 ${dr}`, text: '高端机型，配备手持模块，可用于腿部、腹部和腰部。' },
      },
    },
  },
  guides: {
    eyebrow: '了解盆底肌',
    heading: '进一步了解盆底肌',
    lead: '盆底肌每天从下方支撑着我们的身体。我们分别为女性和男性整理了自我护理的基础知识。',
    women: {
      title: '女性盆底肌训练',
      text: '分娩和年龄增长容易使盆底肌松弛。在家即可进行的凯格尔运动方法与要点。',
      cta: '阅读女性篇',
    },
    men: {
      title: '男性盆底肌训练',
      text: '男性盆底肌支撑着排尿控制与身体姿势：介绍它的作用与锻炼方法。',
      cta: '阅读男性篇',
    },
  },
  rental: {
    eyebrow: '面向日本医疗机构',
    title: '医疗机构月租方案',
    text: `以较低的初期费用引进${site.brand}。从安装到日常运营，均由专人提供支持。`,
    cta: '查看租赁方案',
  },
  stats: {
    eyebrow: '用数据看盆底问题',
    heading: '有这种困扰的，并不只有你',
    lead: '漏尿和盆底不适在各个年龄段、不同性别中都很常见，但很多人从未向他人提起。',
    items: {
      womenLeakage: { label: '在运动、咳嗽或打喷嚏时有漏尿经历的女性' },
      pregnancy: { label: '感到身体不适的孕期及产后女性' },
      menConcern: { label: `为漏尿或勃起功能而烦恼的男性（每${menConcernOneIn}人中就有1人以上）` },
      yearsToDoctor: { label: '出现症状后到就医的平均时间' },
    },
    units: { percent: '%', years: '年' },
    note: '注：数据为基于已公开调查的参考值。',
  },
  promos: {
    heading: `体验${site.brand}，或引进到您的机构`,
    showroom: {
      badge: '全预约制',
      title: '银座展厅·沙龙',
      text: `欢迎到东京银座商业大楼内的展厅亲身体验${site.brand}。在安静的独立房间内，由工作人员细致引导。`,
      cta: '预约与交通',
    },
    clinical: {
      badge: '面向医疗专业人士',
      title: '在医疗机构中的应用',
      text: `${site.brand}已在泌尿科、妇科、骨科及康复机构中使用。从机型选择到日常运营，欢迎医疗机构和经销商垂询。`,
      cta: '查看产品阵容',
    },
  },
  certification: {
    heading: '值得信赖的技术',
    text: `${site.brand}系列基于已获美国食品药品监督管理局（FDA）许可的磁刺激技术开发（此为美国制度下的评估，并非在日本国内获得的批准）。本公司亦是美国尿失禁护理相关协会的会员，持续吸收该领域的最新知识。`,
    cta: '查看FDA许可信息',
  },
  benefits: {
    eyebrow: `${site.brand}能做什么`,
    heading: '为每个人的日常安心',
    lead: '盆底肌支撑着排尿控制与身体姿势。无论性别与年龄，都能在生活的不同场景中发挥作用。',
    everyone: {
      title: '适合所有人',
      text: '盆底肌会随年龄增长而衰退，坐着就能进行护理。',
      points: [`穿着衣服坐约${session.minutes}分钟即可`, '不擅长运动训练的人也适用', '作为支撑姿势的核心肌群护理'],
    },
    women: {
      title: '适合女性',
      text: '分娩、更年期等人生阶段的变化容易使盆底肌松弛。',
      points: ['想有意识地锻炼盆底肌的人', '作为产后身体护理的一部分', '更年期后的盆底护理'],
    },
    men: {
      title: '适合男性',
      text: '对男性而言，盆底肌同样关系到排尿控制与自信。',
      points: ['想锻炼骨盆周围肌肉的人', '久坐办公的人', '开始感到年龄带来变化的人'],
    },
  },
  technology: {
    eyebrow: '技术',
    heading: '专利申请中的自主波形',
    lead: `${site.brand}采用为高效作用于盆底肌而设计的自主波形（专利申请中）。通过磁刺激，坐着也能作用到深层肌肉。`,
    figures: {
      contractions: { value: `约${contractions}次`, label: `${session.minutes}分钟内的肌肉收缩次数` },
      minutes: { value: `约${session.minutes}分钟`, label: '每次护理时间（无需更衣）' },
    },
    note: '注：肌肉收缩次数因设置和体型而异。',
  },
  videos: {
    eyebrow: '视频',
    heading: `通过视频了解${site.brand}`,
    lead: '通过简短的视频，了解产品原理和展厅的样子。',
    items: {
      intro: { title: `初识${site.brand}`, text: '简明介绍坐着即可完成的盆底肌护理。' },
      waveform: { title: '自主波形的原理', text: '讲解专利申请中的波形如何作用于盆底肌。' },
      showroom: { title: '银座展厅介绍', text: '体验流程与展厅环境一览。' },
    },
    play: '播放视频：{title}',
    close: '关闭',
  },
  news: {
    heading: '最新资讯',
    important: '重要',
    viewAll: '查看全部',
    empty: '目前没有新的资讯。',
  },
};
