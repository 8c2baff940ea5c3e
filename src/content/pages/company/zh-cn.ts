import { chairModel, topModel } from '../../products.ts';
import { site } from '../../site.ts';
import { companyFacts, formatMonth, type TimelineId } from './facts.ts';
import type { CompanyCopy } from './ja.ts';

const c = site.company;
const count = (n: number) => n.toLocaleString('zh-CN');
/** Yen in the 万 unit Chinese readers use: `500万日元`, `1,000万日元`. */
const wanYen = (yen: number) => `${count(yen / 10_000)}万日元`;
const hours = `工作日 {open}–{close}（日本时间 JST，周末及日本法定节假日除外）`;

/** /zh-cn/company: for readers in mainland China and Chinese speakers in Japan. */
export const zhCn: CompanyCopy = {
  meta: {
    title: '公司简介',
    description: `${c.nameZh}（日本东京）的公司简介：公司概况、发展历程、创立背景、使命与愿景，以及我们珍视的价值观。`,
  },
  hero: {
    eyebrow: '公司简介',
    title: '让盆底肌护理走进日常生活',
    lead: `${c.nameZh} 是一家位于日本东京的公司，从事磁刺激盆底肌护理设备“${site.brand}”系列的研发与租赁，并销售美容与激光设备。`,
  },
  overview: {
    eyebrow: 'COMPANY',
    title: '公司概况',
    rows: [
      { term: '公司名称', detail: `${c.nameZh}（${c.nameEn}）` },
      { term: '成立时间', detail: formatMonth(c.established, 'zh-CN') },
      { term: '注册资本', detail: wanYen(c.capitalYen) },
      { term: '地址', detail: c.addressZh },
      { term: '业务内容', detail: '磁刺激盆底肌护理设备的研发与租赁，美容与激光设备的销售' },
      { term: '电话', detail: '{phoneInternational}' },
      { term: '咨询时间', detail: hours },
    ],
    licences: { maker: '制造销售业许可', seller: '销售与租赁业许可' },
  },
  locations: {
    eyebrow: 'LOCATIONS',
    title: '公司据点',
    photos: '据点照片',
    items: [
      { title: '总部', text: c.addressZh },
      {
        title: '银座展厅',
        text: `位于东京银座一栋商业大楼内的展厅兼沙龙，可亲身体验${site.brand}系列产品。参观需提前预约。`,
      },
    ],
  },
  timeline: {
    eyebrow: 'HISTORY',
    title: '发展历程',
    /** `2022-04` → 2022年4月, `2025-summer` → 2025年夏季. */
    formatDate: (date: string): string => {
      const [y, part] = date.split('-');
      if (!part) return `${y}年`;
      return part === 'summer' ? `${y}年夏季` : formatMonth(date, 'zh-CN');
    },
    items: {
      founded: `${c.nameZh} 成立`,
      research: '开始研发磁刺激盆底肌护理设备',
      trials: `开展临床试验（累计参与者超过${count(companyFacts.clinicalTrialParticipants)}名）`,
      'chair-launch': `座椅式机型“${chairModel.name}”开始提供`,
      showroom: '银座展厅开业（预约制）',
      rental: '推出面向医疗机构的月租方案',
      'top-model': `面向医疗机构的高端机型“${topModel.name}”上市`,
    } satisfies Record<TimelineId, string>,
  },
  story: {
    eyebrow: 'OUR STORY',
    title: '创立背景',
    paragraphs: [
      '漏尿等盆底肌问题困扰着不同年龄、不同性别的许多人，但这类问题难以启齿，人们往往要过很久才去就医。',
      `过去，一台磁刺激盆底肌护理设备的价格约为${wanYen(companyFacts.legacyDeviceYen)}，能够引进的机构十分有限。对使用者来说，${companyFacts.legacyCourse.sessions}次的疗程也要约${wanYen(companyFacts.legacyCourse.yen)}，并不是能够轻松坚持的费用。`,
      '“让需要的人在身边就能获得护理，并且轻松坚持下去。”怀着这样的想法，我们致力于设备研发，并打造便于机构引进的租赁模式。',
    ],
  },
  mission: {
    eyebrow: 'MISSION',
    title: '使命',
    statement: '让每个人都不必独自承受盆底肌的烦恼。',
    text: '我们提供让每个人都能轻松进行盆底肌护理的设备与服务，帮助更多人积极地度过每一天。',
  },
  vision: {
    eyebrow: 'VISION',
    title: '愿景',
    statement: '让盆底肌护理像刷牙一样成为日常习惯。',
    text: '我们与医疗机构、护理机构及健康管理机构合作，打造在日本各地都能接受盆底肌护理的环境。',
  },
  stats: {
    eyebrow: 'NUMBERS',
    title: '用数字了解我们',
    items: [
      { value: `${companyFacts.patentApplications}项以上`, label: '专利申请' },
      { value: `${count(companyFacts.clinicalTrialParticipants)}名以上`, label: '临床试验参与者' },
      { value: `${companyFacts.researchProjects}项以上`, label: '研发项目' },
    ],
  },
  values: {
    eyebrow: 'VALUES',
    title: '我们珍视的价值观',
    items: [
      {
        tag: 'PRACTICE',
        title: '实践',
        text: '不停留于纸上谈兵，深入使用现场，根据使用者的反馈不断改进。',
      },
      {
        tag: 'QUALITY',
        title: '品质',
        text: '从研发到引进后的支持，我们始终坚持品质，让您安心使用。',
      },
      {
        tag: 'TRUST',
        title: '信赖',
        text: '提供准确、不夸大的信息，与医疗机构和使用者建立长久的信赖关系。',
      },
    ],
  },
  contact: {
    eyebrow: 'CONTACT',
    title: '联系我们',
    lead: '关于产品、引进、代理或采访等事宜，欢迎致电或通过在线咨询表单与我们联系。',
    phoneLabel: '电话',
    phoneHours: hours,
    form: '在线咨询表单',
    formNote: '表单将在外部网站打开。',
  },
};
