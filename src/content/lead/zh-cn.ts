/** The brochure request's words in Chinese: form, validation messages and auto-reply (see ja.ts). */
import { zhCn as demo } from '../demo/zh-cn.ts';
import type { LeadCopy } from './ja.ts';

/** Validation messages (see ja.ts). */
const messages = {
  nameRequired: '请输入姓名',
  emailInvalid: '请输入有效的电子邮箱地址',
  organizationRequired: '请输入所属公司名称',
  positionRequired: '请输入职位',
  phoneRequired: '请输入电话号码',
  phoneTooShort: '电话号码请输入10位以上',
  phoneTooLong: '电话号码请输入13位以内',
  phoneDigitsOnly: '电话号码请只输入数字',
  phoneInternational: '国际电话号码请以“+”和国家代码开头，输入正确的号码（例：+86 138 0013 8000）',
  postalCodeInvalid: '请输入7位数字的日本邮政编码（例：104-0061）；日本以外的地址请留空',
  nameKanaInvalid: '读音请用平假名或片假名输入（无法使用的字符：{chars}）',
  addressRequired: '请输入地址',
  prefectureRequired: '请输入省、州或都道府县',
  cityRequired: '请输入城市',
  productRequired: '请选择希望了解的产品',
  purposeRequired: '请输入使用目的',
  agreementRequired: '请同意使用条款',
  tooLong: '请输入{max}个字符以内',
  controlCharacters: '含有无法使用的字符',
  lineBreak: '此项不能输入换行',
  submitFailed: '提交申请时发生错误。请稍后再试。',
  rateLimited: '短时间内收到的申请过多，已暂停受理。请稍后再试。',
  forbidden: '无法受理来自此页面的申请。请通过本公司网站的表单提交。',
  tooLarge: '输入内容过长。请缩短后再试。',
} satisfies LeadCopy['form']['messages'];

export const zhCn: LeadCopy = {
  /** The form, as the island and the no-JavaScript result page show it. */
  form: {
    required: '必填',
    optional: '选填',
    fields: {
      name: { label: '姓名', hint: '' },
      nameKana: { label: '姓名读音（假名）', hint: '请用平假名或片假名输入。' },
      email: { label: '电子邮箱', hint: '我们将向此地址发送资料说明。' },
      organization: { label: '所属公司', hint: '请填写医院、机构或公司名称。' },
      position: { label: '职位', hint: '' },
      phone: {
        label: '电话号码（直线）',
        hint: '可带或不带连字符（例：090-1234-5678）。日本以外的号码请以“+”和国家代码开头（例：+86 138 0013 8000）。',
      },
      postalCode: { label: '邮政编码', hint: '日本国内地址：7位数字（例：104-0061）。' },
      prefecture: { label: '省／州／都道府县', hint: '' },
      city: { label: '城市', hint: '' },
      address: { label: '街道地址', hint: '例：银座1-2-3，也可在此填写完整地址' },
      building: { label: '楼栋、楼层、房间号', hint: '' },
      product: { label: '希望了解的产品', hint: '' },
      purpose: { label: '使用目的', hint: '请填写您的考虑情况或问题。' },
    },
    postalAutofill: {
      filled: '已根据邮政编码填入地址：{address}。请继续填写门牌号和建筑名称。',
      notFound: '未找到该邮政编码对应的地址。请直接填写地址。',
    },
    productPlaceholder: '请选择',
    productOther: '其他／多款',
    productOtherGroup: '其他',
    productRental: '{brand} 医疗机构租赁方案',
    individual: {
      label: '以个人身份申请',
      hint: '无需填写单位名称和职位。',
    },
    prefecturePlaceholder: '请选择',
    agreement: {
      title: '申请须知',
      text: ['谢绝同行业其他公司以收集信息为目的申请资料。', '如发现以虚假内容提交申请，我们可能会采取法律措施。'],
      label: '我同意上述须知及使用条款',
    },
    honeypotLabel: '请将此栏留空',
    submit: '申请资料',
    submitting: '发送中...',
    errorSummary: '部分输入内容有误。请查看各项旁的提示。',
    submitFailed: messages.submitFailed,
    /** The validation messages, so the island checks input in the page's language. */
    messages,
    /** The page that shows the outcome of a post made without JavaScript. */
    resultPage: { title: '资料申请', errorTitle: '请确认输入内容', back: '返回上一页' },
    page: {
      title: '资料申请',
      description: '申请索取汇总了价格、规格和导入条件的产品资料。',
      lead: [
        '我们将为您发送汇总了价格、规格和导入条件的产品资料。',
        '请填写以下表格。确认内容后，我们将在1～2个工作日内通过邮件与您联系。',
      ],
      phone: '电话咨询（日本时间工作日 {open}–{close}）',
    },
    thanks: {
      title: '我们已收到您的资料申请。',
      body: ['确认您的信息后，我们将在1～2个工作日内发送资料。', '资料中包含申请人的信息，请勿转发或分享给第三方。'],
      receipt: '我们将通过 {email} 与您联系。',
      noReceipt:
        '如未收到邮件，请查看垃圾邮件文件夹。如两个工作日后仍未收到，请致电 {phone}（日本时间工作日 {open}–{close}）。',
      /** The next step after a request (issue 44): book a demo. */
      demo: { label: demo.link, href: '/zh-cn/demo' },
    },
  },
  /** How a mail prints a moment, in Japan time (see ja.ts). */
  mailTime: {
    format: '{year}年{month}月{day}日 {hour}:{minute}（日本时间）',
    weekdays: ['日', '一', '二', '三', '四', '五', '六'],
    monthNames: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  },
  /** The mail the visitor receives, in the language of the page they used. */
  autoReply: {
    subject: '我们已收到您的资料申请（{brand}）',
    opening: '本邮件由{brand}网站的资料申请表单自动发送。',
    greeting: '尊敬的申请人：',
    body: [
      '感谢您申请资料。我们已按以下内容受理您的申请。',
      '确认您的信息后，我们将在1～2个工作日内发送资料。',
      '资料中包含申请人的信息，请勿转发或分享给第三方。',
      '如果您并未提交此申请，请忽略本邮件。',
    ],
    summaryTitle: '申请内容',
    labels: {
      product: '希望了解的产品',
      requestDate: '受理时间',
    },
    signature: '{company}',
    /** The company has no registered Chinese name: the brand, with what the mail is, in Chinese. */
    senderName: '{brand} 资料申请服务',
  },
};
