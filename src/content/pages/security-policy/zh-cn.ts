import { site } from '../../site.ts';
import { formatMonth } from '../company/facts.ts';
import type { PolicySection, SecurityPolicyCopy } from './ja.ts';

const c = site.company;

/** /zh-cn/company/security-policy: the same policy in Simplified Chinese, under Japanese law. */
export const zhCn: SecurityPolicyCopy = {
  meta: {
    title: '隐私与安全政策',
    description: `${c.nameEn} 的个人信息保护方针，以及本网站的安全管理措施。`,
  },
  hero: {
    eyebrow: '隐私与安全政策',
    title: '个人信息保护方针',
    lead: `${c.nameEn}（以下简称“本公司”）深知客户托付的个人信息的重要性，将遵守日本《个人信息保护法》及其他相关法令和指南，按照以下方针妥善处理个人信息。`,
  },
  tocLabel: '目录',
  sections: [
    {
      id: 'basic-policy',
      title: '1. 基本方针',
      paragraphs: [
        '本公司通过合法、公正的手段获取个人信息，并仅在事先明确的使用目的范围内使用。',
        '本公司努力保持所获取的个人信息准确、最新，并采取必要且适当的安全管理措施，防止信息泄露、丢失或损毁。本公司对员工进行培训，并持续检讨和改进本方针。',
      ],
    },
    {
      id: 'purposes',
      title: '2. 获取的信息及使用目的',
      paragraphs: ['本公司通过本网站获取以下信息，并分别用于相应目的。'],
      items: [
        '资料索取表单：姓名、电子邮箱、所属单位、职务、电话号码、地址、希望了解的产品及使用目的。用于寄送资料、答复咨询、介绍产品与服务，以及商务洽谈的联络。',
        '索取资料时自动记录的信息：提交申请的页面、来源页面（Referrer）及广告统计参数（UTM）、浏览器的用户代理（User-Agent）。用于了解申请来源、防止不当申请以及改进网站。',
        '访问统计：将点击商务洽谈预约按钮等操作，以事件名称、页面、显示语言和时间的形式记录。不使用Cookie，也不保存IP地址或可识别个人身份的信息。用于改进网站。',
        '管理后台：仅在管理后台使用会话Cookie，以保持本公司员工的登录状态。本公司不会在一般访客的浏览器中保存Cookie。',
        '通过电话或电子邮件咨询：您的姓名、联系方式及咨询内容。用于答复咨询及保存答复记录。',
        '应聘申请：姓名、联系方式、履历等应聘所需的信息。用于招聘选拔及与应聘者联络。',
      ],
      after: [
        '仅当本公司启用外部访问统计服务（Google Analytics）时，该服务可能会使用Cookie收集浏览情况的信息。届时，相关信息将按照该服务提供者的隐私政策处理，您可以通过在浏览器设置中禁用Cookie来拒绝收集。',
      ],
    },
    {
      id: 'third-party',
      title: '3. 向第三方提供',
      paragraphs: ['除以下情形外，未经本人事先同意，本公司不会向第三方提供个人信息。'],
      items: [
        '依据法令规定的情形',
        '为保护人的生命、身体或财产所必需，且难以取得本人同意的情形',
        '为提高公共卫生水平或促进儿童健康成长所特别必需，且难以取得本人同意的情形',
        '需要协助国家机关、地方公共团体或受其委托者执行法令规定的事务的情形',
      ],
    },
    {
      id: 'outsourcing',
      title: '4. 业务委托',
      paragraphs: [
        '本公司可能在实现使用目的所需的范围内，将个人信息的处理委托给外部机构。资料索取的受理通知及资料寄送相关邮件，通过邮件发送服务商的服务发送。此外，本公司在运营网站时使用服务器等服务商。',
        '委托时，本公司将选择能够妥善处理个人信息的受托方，并通过合同等方式对其安全管理进行必要且适当的监督。',
      ],
    },
    {
      id: 'joint-use',
      title: '5. 共同使用',
      paragraphs: [
        '本公司目前不与其他企业共同使用个人信息。今后如需共同使用，将事先通知本人或在本页面公布共同使用的个人信息项目、共同使用者的范围、使用目的以及管理责任人。',
      ],
    },
    {
      id: 'disclosure',
      title: '6. 信息披露等请求',
      paragraphs: [
        '对于本公司持有的个人信息，如本人或其代理人提出通知使用目的、披露、更正、补充、删除、停止使用、消除、停止向第三方提供或披露向第三方提供的记录等请求，本公司将在确认本人身份后，依照法令及时处理。',
        '如需提出请求，请联系下方“10. 咨询窗口”，我们将为您说明办理方法。',
      ],
    },
    {
      id: 'safety-measures',
      title: '7. 网站的安全管理措施',
      paragraphs: ['为保护本网站处理的信息，本公司采取了以下措施。'],
      items: [
        '通信加密（HTTPS），并通过内容安全策略（CSP）等安全响应头防止恶意脚本',
        '在服务器端校验表单输入内容，并限制短时间内的大量提交',
        '仅限有权限的员工访问管理后台，并限制登录尝试次数、记录操作日志',
        '资料索取信息仅由公司内部负责人员查看，超过业务所需期限的信息将妥善删除',
        '对员工进行培训，并定期检查信息处理情况',
      ],
    },
    {
      id: 'changes',
      title: '8. 本方针的变更',
      paragraphs: [
        '本公司可能根据法令修订或业务变化修改本方针。如有重要变更，将在本页面公告。修改后的方针自在本页面发布之时起生效。',
      ],
    },
    {
      id: 'responsible-person',
      title: '9. 个人信息保护管理责任人',
      paragraphs: [`${c.nameEn} 个人信息保护管理责任人（代表社员）`],
    },
    {
      id: 'contact-desk',
      title: '10. 咨询窗口',
      paragraphs: ['有关个人信息处理的咨询、投诉及披露等请求，请联系以下窗口。'],
      items: [
        `${c.nameEn} 个人信息咨询窗口`,
        `地址：${c.addressZh}`,
        `电话：${site.contact.phoneInternational}（工作日 ${site.contact.hours.open}–${site.contact.hours.close}，日本时间 JST）`,
        `电子邮箱：${site.contact.email}`,
      ],
    },
  ] satisfies PolicySection[],
  enacted: `制定：${formatMonth(c.established, 'zh-CN')}`,
};
