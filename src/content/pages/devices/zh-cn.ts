/**
 * Copy of the Chinese device pages (/zh-cn/beauty-devices, /zh-cn/other-products-details),
 * keyed by the device ids of src/content/products.ts; placeholders as in ja.ts.
 */
import { diodeLaserWatts } from '../../products.ts';
import type { DevicesCopy } from './ja.ts';

export const zhCn: DevicesCopy = {
  showcase: {
    meta: {
      title: '美容及激光设备',
      description: '面向诊所和美容院的8款美容设备：CO2点阵激光、半导体激光、冷却系统、多功能护理设备和皮肤分析仪。',
    },
    eyebrow: '美容及激光设备',
    heading: '面向诊所和美容院的美容设备系列',
    lead: '涵盖激光、冷却、多功能护理和皮肤分析4大领域，共8款设备，可根据您的护理项目灵活选择。',
    listHeading: '产品系列',
  },
  details: {
    meta: {
      title: '其他产品详情',
      description: `介绍CO2点阵激光和${diodeLaserWatts}W半导体激光的主要特点。`,
    },
    eyebrow: '其他产品',
    heading: '激光设备介绍',
    lead: '介绍2款面向医疗机构的激光设备的主要特点。详细规格和引进条件请参阅资料。',
    listHeading: '本页介绍的设备',
    allDevices: '查看全部美容设备',
  },
  categories: {
    laser: '激光',
    cooling: '冷却',
    'multi-care': '多功能护理',
    analysis: '皮肤分析',
  },
  pointsLabel: '主要特点',
  brochure: {
    prompt: '我们将为您寄送包含价格、规格和引进条件的资料。',
    button: '申请资料',
    heading: '资料申请',
    lead: '请填写以下信息后提交申请。确认内容后，我们将在1～2个工作日（日本时间）内发送资料。资料中包含申请人的信息，请勿转发或分享给第三方。',
  },
  devices: {
    'co2-laser': {
      name: 'CO2点阵激光',
      summary: '以点阵方式照射微细激光，促进肌肤更新的激光设备。',
      points: [
        '点阵照射，密度和深度均可精细调节',
        '多种照射模式，可根据肤质和部位选择',
        '可设置兼顾恢复期的参数',
        '触摸屏操作，直观易用',
      ],
    },
    'diode-laser': {
      name: '{watts}W半导体激光',
      summary: '{watts}W高功率半导体激光，可高效完成大面积护理。',
      points: [
        '最大输出功率{watts}W的高功率设计',
        '照射时同步冷却皮肤表面',
        '大尺寸手具，大面积部位也能快速完成',
        '可根据肤色和毛发类型精细设定输出',
      ],
    },
    'skin-cooling': {
      name: '皮肤超冷却系统',
      summary: '最低可冷却至{coolingCelsius}℃，在激光护理时保护皮肤的冷却系统。',
      points: [
        '最低{coolingCelsius}℃的强力冷却',
        '可与激光设备搭配使用',
        '恒温控制，冷却效果稳定',
        '喷嘴单手即可轻松操作',
      ],
    },
    'dual-cryo': {
      name: '双头冷疗仪 Dual Cryo',
      summary: '可同时使用2个手具的冷却护理设备。',
      points: ['2个手具可同时操作', '可根据部位选择附件', '恒温冷却控制', '机身紧凑，便于安装'],
    },
    'quad-cryo': {
      name: '四头冷疗仪 Quad Cryo',
      summary: '配备4个手具，可同时护理多个部位的冷却护理设备。',
      points: ['4个手具可同时操作', '同时运行，有助于缩短护理时间', '每个手具可单独调节设置', '适合护理量大的诊所'],
    },
    'multi-care-dual': {
      name: '多功能护理仪 Multi-Care Pro Dual',
      summary: '将多种护理功能集于一台、配备2个手具的一体化设备。',
      points: ['一台设备对应多种护理项目', '可切换使用2个手具', '可保存各项目的设置', '节省空间，便于引进'],
    },
    'multi-care-quad': {
      name: '多功能护理仪 Multi-Care Pro Quad',
      summary: '配备4个手具的一体化高端机型。',
      points: ['4个手具，对应更多护理项目', '支持多个项目组合护理', '可保存各项目的设置', '大尺寸触摸屏，操作更方便'],
    },
    'skin-analyzer': {
      name: '3D AI皮肤分析仪（Q2型）',
      summary: '以{cameraMegapixels}百万像素相机拍摄皮肤，由AI分析皮肤状态的分析设备。',
      points: [
        '{cameraMegapixels}百万像素高清相机',
        '3D拍摄，立体记录皮肤状态',
        'AI分析结果在屏幕上清晰显示',
        '对比护理前后效果，便于咨询沟通',
      ],
    },
  },
};
