import { site } from '../../site.ts';
import type { SalesRepresentativeCopy } from './ja.ts';

/** /zh-cn/sales-representative: for companies in mainland China and in Japan. */
export const zhCn: SalesRepresentativeCopy = {
  meta: {
    title: '代理商招募',
    description: `${site.brand}系列现招募销售代理商：收益可观、培训完善、享有区域独家销售权。仅限企业申请，无需销售许可。`,
  },
  hero: {
    eyebrow: '代理商招募',
    title: `诚邀${site.brand}系列销售合作伙伴`,
    lead: '随着人口老龄化，盆底肌护理将成为越来越多人需要的领域。欢迎与我们携手，为您所在地区的医疗机构和护理机构带去全新的护理选择。',
  },
  benefits: {
    eyebrow: 'BENEFITS',
    title: '成为代理商的优势',
    items: [
      {
        title: '收益可观',
        text: '可同时经营面向医疗机构的月租业务和设备销售，获得持续稳定的收益。',
      },
      {
        title: '培训完善',
        text: '从产品知识、安全使用方法到推介技巧，由本公司员工通过培训细致讲解。',
      },
      {
        title: '区域独家销售权',
        text: '在签约区域内享有独家销售权，可安心深耕当地市场。',
      },
    ],
  },
  support: {
    eyebrow: 'SUPPORT',
    title: '本公司的支持',
    lead: '签约后我们将持续提供支持，让代理商安心开展销售。',
    items: [
      '提供销售资料、产品目录和演示机',
      '陪同商务洽谈，共同举办线上说明会',
      '为引进机构提供操作培训及引进后的跟进服务',
      '共享学术会议和展会的参展信息',
    ],
  },
  requirements: {
    eyebrow: 'REQUIREMENTS',
    title: '招募条件',
    rows: [
      { term: '招募对象', detail: '仅限企业（不接受个人申请）' },
      {
        term: '销售许可',
        detail:
          '无需销售许可或相关资质。在日本以外地区销售时，请告知计划销售的国家或地区，我们将与您一起确认当地的相关要求。',
      },
      { term: '初期费用', detail: '请咨询' },
    ],
  },
  contact: {
    eyebrow: 'CONTACT',
    title: '联系我们',
    lead: '如对代理事宜有任何疑问或希望了解详细条件，欢迎通过在线咨询表单与我们联系。请在咨询内容中注明“代理商申请”以及计划销售的国家或地区。',
    button: '咨询代理事宜',
    note: '表单将在外部网站打开。',
  },
};
