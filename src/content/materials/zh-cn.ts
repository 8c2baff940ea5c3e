import type { MaterialsCopy } from './ja.ts';

export const zhCn: MaterialsCopy = {
  mail: {
    subject: '【{brand}】为您发送所申请的资料',
    greeting: '{name} 您好：',
    body: [
      '感谢您申请资料。您可以通过以下链接下载资料。',
      '此链接仅供您本人使用。资料中载有申请人的信息，请勿转发或分享给第三方。',
    ],
    noteTitle: '负责人留言',
    linksTitle: '下载',
    expires: '链接有效期至：{date}',
    signature: '{company}',
  },
  stamp: {
    line: '申请人：{name}（{organization}）・申请日 {date}・申请编号 {number}',
    lineWithoutOrganization: '申请人：{name}・申请日 {date}・申请编号 {number}',
    notice: '本资料仅供申请人本人使用，请勿转发或分享给第三方。',
  },
  page: {
    expiredTitle: '此链接已过期',
    expiredBody: '资料的下载期限已过。如需新的链接，请点击下方按钮通知负责人，负责人会再与您联系。',
    unknownTitle: '无法确认此链接',
    unknownBody: '链接不正确或已被删除。请通过资料申请表重新申请。',
    renew: '申请新的链接',
    renewed: '已通知负责人。确认后会再与您联系。',
    requestForm: '前往资料申请表',
    busyTitle: '当前访问繁忙',
    busyBody: '当前下载繁忙。请约{seconds}秒后再打开此链接。',
  },
};
