import { site } from '../site.ts';
import type { ShellCopy } from './ja.ts';

export const zhCn: ShellCopy = {
  skipLink: '跳到正文',
  newTab: '（在新标签页中打开）',
  banner: {
    text: '9月至12月，我们将在日本各地的医学学术会议上参展，欢迎莅临展位现场体验。',
    link: '参展日程',
  },
  logoLabel: `${site.brand} 首页`,
  nav: {
    label: '主菜单',
    home: '首页',
    products: '产品',
    productSeries: { label: `${site.brand} 系列`, subtitle: '盆底肌护理产品' },
    otherProducts: { label: '其他产品', subtitle: '美容与激光设备' },
    medicalNetwork: '全国医疗网络',
    companyInfo: '企业信息',
    companyOverview: '公司简介',
    careers: '招聘信息（日语）',
    agents: '代理商招募',
    securityPolicy: '隐私与安全政策',
    goods: '推荐好物',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    backToProducts: '返回产品列表',
  },
  language: { label: '语言', current: '当前语言', japaneseOnly: '日本語' },
  footer: {
    productsHeading: '产品',
    companyHeading: '企业信息',
    contactHeading: '联系我们',
    phoneLabel: '电话',
    hours: `工作日 ${site.contact.hours.open}–${site.contact.hours.close}（日本时间，节假日除外）`,
    contactForm: '在线咨询表单',
    rental: '医疗机构租赁（日语）',
    news: '最新资讯（日语）',
    clinics: '合作医疗机构',
    banners: {
      network: { title: '全国盆底肌护理网络', text: '查找日本的合作医疗机构' },
      smile: { title: '微笑计划', text: '让漏尿的烦恼变成笑容' },
    },
    copyright: `© ${new Date().getFullYear()} ${site.company.nameEn}`,
    trademark: `${site.brand} 是 ${site.company.nameEn} 的注册商标。文中出现的其他公司名称和产品名称均为各自所有者的商标或注册商标。`,
  },
  floatingBooking: { label: '预约洽谈', description: '预约线上商务洽谈' },
  notFound: {
    title: '未找到该页面',
    lead: '您访问的页面可能已被移动或删除。请检查网址，或通过下方链接继续浏览。',
    home: '返回首页',
    products: '查看产品',
  },
  seo: {
    defaultDescription: `${site.brand}：来自日本的磁刺激盆底肌护理设备。穿着衣服坐30分钟即可完成护理，面向医疗机构与护理机构，同时提供美容与激光设备。`,
    keywords: ['盆底肌', '尿失禁', '磁刺激', site.brand, '日本医疗器械'],
  },
  organization: { description: '磁刺激盆底肌护理设备的研发与租赁，美容与激光设备的销售' },
};
