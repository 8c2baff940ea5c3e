import type { selfServiceJa } from './self-service-ja.ts';

export const selfServiceZhCn: typeof selfServiceJa = {
  mail: {
    subject: {
      confirmed: '【{brand}】体验演示预约已确认',
      rescheduled: '【{brand}】体验演示时间已变更',
      cancelled: '【{brand}】体验演示预约已取消',
      reminder24: '【{brand}】明天的体验演示提醒',
      reminder2: '【{brand}】体验演示即将开始',
    },
    greeting: '{name} 您好',
    intro: {
      confirmed: '感谢您预约体验演示。预约内容如下。',
      rescheduled: '您的预约时间已变更如下。',
      cancelled: '以下预约已取消。期待您再次预约。',
      reminder24: '提醒您明天的体验演示。',
      reminder2: '您的体验演示即将开始。',
    },
    labels: { when: '日期和时间', kind: '方式', place: '地点', staff: '负责人' },
    online: '线上（负责人会告知您参加方式）',
    calendar: '附件中有可添加到日历的文件（.ics）。',
    change: '变更时间',
    cancel: '取消预约',
    bookAgain: '重新预约',
    signature: '{company}',
    event: {
      summary: '体验演示（{brand}）',
      description: '{brand} 的体验演示。可通过邮件中的链接变更或取消。',
    },
  },
  manage: {
    title: '变更或取消预约',
    current: '当前预约',
    reschedule: { title: '选择其他时间', submit: '变更为此时间' },
    cancel: {
      title: '取消预约',
      body: '如需取消预约，请点击下方按钮。',
      submit: '取消预约',
      link: '如需取消预约，请点击这里',
    },
    done: {
      rescheduled: '预约时间已变更。确认邮件已发送。',
      cancelled: '预约已取消。确认邮件已发送。',
    },
    gone: {
      title: '此链接已无法使用',
      body: '此链接已被使用，或预约时间已过。请使用最新邮件中的链接，或重新预约。',
      bookAgain: '预约体验演示',
    },
  },
};
