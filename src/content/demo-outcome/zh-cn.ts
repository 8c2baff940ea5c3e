import type { DemoOutcomeCopy } from './ja.ts';

export const zhCn: DemoOutcomeCopy = {
  rebook: {
    subject: '请重新选择体验演示的日期',
    greeting: '您好：',
    body: ['原定于{when}的体验演示未能进行。', '您可以通过以下链接重新选择方便的日期和时间。'],
    link: '预约体验演示：{url}',
    closing: '也欢迎来电咨询。期待您的回复。',
  },
};
