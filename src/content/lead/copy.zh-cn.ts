import type { LeadFormCopy } from './copy.ja.ts';
import { leadMessagesZh } from './messages.ts';

export const zhCn: LeadFormCopy = {
  required: '必填',
  fields: {
    name: { label: '姓名', hint: '' },
    email: { label: '电子邮箱', hint: '我们将向此地址发送资料说明。' },
    organization: { label: '所属公司', hint: '请填写医院、机构或公司名称。' },
    position: { label: '职位', hint: '' },
    phone: { label: '电话号码（直线）', hint: '可带或不带连字符（例：090-1234-5678）。' },
    address: { label: '地址', hint: '' },
    product: { label: '希望了解的产品', hint: '' },
    purpose: { label: '使用目的', hint: '请填写您的考虑情况或问题。' },
  },
  productPlaceholder: '请选择',
  productOther: '其他',
  agreement: {
    title: '申请须知',
    text: ['谢绝同行业其他公司以收集信息为目的申请资料。', '如发现以虚假内容提交申请，我们可能会采取法律措施。'],
    label: '我同意上述须知及使用条款',
  },
  honeypotLabel: '请将此栏留空',
  submit: '申请资料',
  submitting: '发送中...',
  errorSummary: '部分输入内容有误。请查看各项旁的提示。',
  submitFailed: leadMessagesZh.submitFailed,
  /** The validation messages, so the island checks input in the page's language. */
  messages: leadMessagesZh,
  /** The page that shows the outcome of a post made without JavaScript. */
  resultPage: { title: '资料申请', errorTitle: '请确认输入内容', back: '返回上一页' },
  thanks: {
    title: '感谢您的申请。',
    body: ['确认您的信息后，我们将在1～2个工作日内发送资料。', '资料中包含申请人的信息，请勿转发或分享给第三方。'],
  },
};
