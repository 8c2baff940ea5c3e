import type { DemoCopy } from './ja.ts';
import { selfServiceZhCn } from './self-service-zh-cn.ts';

export const zhCn: DemoCopy = {
  page: {
    title: '预约体验演示',
    description: '在线预约医疗器械的体验演示：上门至诊所、银座展厅或线上。',
    lead: ['请选择可观看实机演示的日期和时间。所需时间约1小时。', '如没有合适的时间，也可以致电与我们商量。'],
  },
  link: '预约体验演示',
  kind: {
    legend: '希望的方式',
    clinic: '上门至诊所（携带演示机）',
    showroom: '在银座展厅体验',
    online: '线上说明',
    show: '显示可预约时间',
  },
  weeks: { previous: '上一周', next: '下一周', range: '{from}至{to}的可预约时间' },
  slots: {
    legend: '希望的日期和时间',
    none: '本周没有可预约的时间，请查看下一周。',
    noneAtAll: '目前没有可预约的时间，请致电咨询。',
  },
  visitor: {
    title: '您的信息',
    prefilled: '将使用您索取资料时的信息预约：{name}（{email}）',
    notYou: '为他人预约',
  },
  submit: '预约',
  refused: {
    taken: '很抱歉，您选择的时间刚刚被其他人预约。以下时间是否合适？您填写的内容均已保留。',
    noSlot: '请选择日期和时间。',
    failed: '未能受理预约。请稍后再试或致电咨询。',
  },
  done: {
    title: '已受理您的预约',
    body: '我们已发送确认邮件，并附有可添加到日历的文件。',
    when: '日期和时间',
    kind: '方式',
    change: '可通过邮件中的链接变更或取消预约。',
  },
  // The mails to the lead and its change and cancel pages.
  ...selfServiceZhCn,
};
