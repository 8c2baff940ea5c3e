/**
 * Validation messages of the brochure request form (spec section 5), per locale. Japanese is
 * the source wording, word for word; English and Chinese carry the same meaning.
 */
import type { Locale } from '../../i18n/locales.ts';

export const leadMessagesJa = {
  nameRequired: '氏名を入力してください',
  emailInvalid: '有効なメールアドレスを入力してください',
  organizationRequired: '所属企業名を入力してください',
  positionRequired: '役職を入力してください',
  phoneTooShort: '電話番号は10桁以上入力してください',
  phoneTooLong: '電話番号は13桁以内で入力してください',
  phoneDigitsOnly: '電話番号は数字のみで入力してください',
  addressRequired: '住所を入力してください',
  productRequired: '希望製品を選択してください',
  purposeRequired: '利用目的を入力してください',
  agreementRequired: '利用規約に同意してください',
  tooLong: '{max}文字以内で入力してください',
  controlCharacters: '使用できない文字が含まれています',
  lineBreak: '改行は入力できません',
  submitFailed: '申請の送信中にエラーが発生しました。時間をおいて再度お試しください。',
  rateLimited: '短時間に多くの申請をいただいたため、受付を一時的に停止しています。時間をおいて再度お試しください。',
  forbidden: 'このページからは申請を受け付けられません。当社サイトのフォームからお申し込みください。',
  tooLarge: '入力内容が長すぎます。内容を短くして再度お試しください。',
};

export type LeadMessages = typeof leadMessagesJa;

export const leadMessagesEn: LeadMessages = {
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  organizationRequired: 'Please enter your company or organization',
  positionRequired: 'Please enter your position',
  phoneTooShort: 'Please enter a phone number of at least 10 digits',
  phoneTooLong: 'Please enter a phone number of no more than 13 digits',
  phoneDigitsOnly: 'Please enter the phone number using digits only',
  addressRequired: 'Please enter your address',
  productRequired: 'Please select a product',
  purposeRequired: 'Please enter the purpose of use',
  agreementRequired: 'Please agree to the terms of use',
  tooLong: 'Please enter no more than {max} characters',
  controlCharacters: 'This field contains characters that cannot be used',
  lineBreak: 'Line breaks cannot be used in this field',
  submitFailed: 'An error occurred while sending your request. Please wait a moment and try again.',
  rateLimited:
    'We have received many requests in a short time, so we have paused accepting them. Please wait a while and try again.',
  forbidden: 'Requests cannot be accepted from this page. Please use the form on our website.',
  tooLarge: 'Your entry is too long. Please shorten it and try again.',
};

export const leadMessagesZh: LeadMessages = {
  nameRequired: '请输入姓名',
  emailInvalid: '请输入有效的电子邮箱地址',
  organizationRequired: '请输入所属公司名称',
  positionRequired: '请输入职位',
  phoneTooShort: '电话号码请输入10位以上',
  phoneTooLong: '电话号码请输入13位以内',
  phoneDigitsOnly: '电话号码请只输入数字',
  addressRequired: '请输入地址',
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
};

export const leadMessages: Record<Locale, LeadMessages> = {
  ja: leadMessagesJa,
  en: leadMessagesEn,
  'zh-cn': leadMessagesZh,
};
