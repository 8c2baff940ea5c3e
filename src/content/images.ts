/**
 * Every image slot of the site: file, intrinsic size and alt text per language. The files in
 * public/images are original illustrations (SVG, served as they are). To use a real photo,
 * drop it into src/assets/images under the slot's name (`hero-1.jpg` for `/images/hero-1.svg`):
 * the build encodes it as WebP in several widths and the slot serves those, with a srcset,
 * instead of the illustration. See src/assets/images/README.md.
 */
import type { Locale } from '../i18n/locales.ts';
import { fileStem, type PhotoSource, photoImage, photosByStem } from './photos.ts';

/** One image slot, as pages use it. */
export interface ImageSlot {
  /** The name the site knows the slot by (`/images/hero-1.svg`); it stays when a photo replaces the file. */
  path: string;
  /** What to load: the illustration, or the largest encoded width of a photo. */
  src: string;
  /** A photo's encoded widths (`… 480w, … 800w`); absent for an illustration, which scales by itself. */
  srcset?: string;
  width: number;
  height: number;
  alt: Record<Locale, string>;
}

/** An image from the manifest, resolved to the page's language: what the Picture component draws. */
export interface PictureData {
  src: string;
  srcset?: string;
  width: number;
  height: number;
  /** Alt text in the page's locale; empty for a decorative image. */
  alt: string;
}

/**
 * Photos in src/assets/images. Astro reads each one's size at build time and publishes it under
 * /_astro/; src/integrations/photos.ts then encodes the widths that photos.ts names.
 */
const photoFiles = import.meta.glob<PhotoSource | string>('../assets/images/*.{jpg,jpeg,png,webp,avif}', {
  eager: true,
  import: 'default',
});
const photos = photosByStem(photoFiles);

/** The photo dropped in for a slot, as an <img> needs it; in `astro dev` the original, unencoded. */
function photoFor(path: string): Pick<ImageSlot, 'src' | 'srcset' | 'width' | 'height'> | undefined {
  const photo = photos.get(fileStem(path));
  if (!photo) return undefined;
  if (import.meta.env.DEV) return { src: photo.src, width: photo.width, height: photo.height };
  return photoImage(photo);
}

/** A slot that stays this exact file: site icons and the share card, which other sites fetch as is. */
const fixed = (path: string, width: number, height: number, ja: string, en: string, zh: string): ImageSlot => ({
  path,
  src: path,
  width,
  height,
  alt: { ja, en, 'zh-cn': zh },
});

/** A slot a photo may replace. */
const slot = (path: string, width: number, height: number, ja: string, en: string, zh: string): ImageSlot => ({
  ...fixed(path, width, height, ja, en, zh),
  ...photoFor(path),
});

/** A slot as a picture in one language: the one way pages reach an image and its alt text. */
export function pictureOf(image: ImageSlot, locale: Locale): PictureData {
  const { src, srcset, width, height } = image;
  return { src, ...(srcset ? { srcset } : {}), width, height, alt: image.alt[locale] };
}

export const images = {
  logo: fixed('/images/logo.svg', 180, 44, 'Pelvia', 'Pelvia', 'Pelvia'),
  favicon: fixed('/favicon.svg', 32, 32, '', '', ''),
  /** The admin's tab icon: the same mark on the admin's dark ground, so staff tell its tabs apart. */
  adminFavicon: fixed('/favicon-admin.svg', 32, 32, '', '', ''),
  appleTouchIcon: fixed('/apple-touch-icon.png', 180, 180, '', '', ''),
  ogDefault: fixed(
    '/images/og-default.png',
    1200,
    630,
    'Pelvia 骨盤底筋ケアの新しいかたち',
    'Pelvia: a new form of pelvic-floor care',
    'Pelvia：盆底肌护理的新方式',
  ),
  heroSlide1: slot(
    '/images/hero-1.svg',
    1600,
    900,
    '明るい部屋で、服を着たままチェア型の機器に座ってくつろぐ年配の女性',
    'An older woman sitting relaxed and fully clothed on the chair-type device in a bright room',
    '在明亮的房间里，一位年长女性穿着衣服轻松地坐在座椅式设备上',
  ),
  heroSlide2: slot(
    '/images/hero-2.svg',
    1600,
    900,
    'クリニックで上位モデルに座る女性と、タブレットを持って見守る医療スタッフ',
    'A woman seated on the top-end model in a clinic, with a clinician holding a tablet',
    '诊所里坐在高端机型上的女性，以及手持平板电脑的医护人员',
  ),
  heroSlide3: slot(
    '/images/hero-3.svg',
    1600,
    900,
    '緑の中を並んで歩く、はつらつとしたシニアの夫婦',
    'An active senior couple walking side by side outdoors',
    '在绿意中并肩散步、精神饱满的老年夫妇',
  ),
  carouselChair: slot(
    '/images/carousel-chair.svg',
    1200,
    800,
    'チェア型モデル：操作パネル付きのコンパクトなチェア',
    'The chair model: a compact upholstered chair with a control panel',
    '座椅式机型：带操作面板的紧凑型座椅',
  ),
  carouselMedical: slot(
    '/images/carousel-medical.svg',
    1200,
    800,
    '医療機関向け上位モデル：リクライニングチェアと、脚・腹部・腰に当てるハンドモジュール付きアーム',
    'The top-end medical model: a reclining chair with an arm-mounted hand module for legs, abdomen and waist',
    '医疗机构用高端机型：可躺式座椅，配有用于腿部、腹部和腰部的手持模块支臂',
  ),
  kegelWomen: slot(
    '/images/kegel-women.svg',
    800,
    500,
    '笑顔で話す二人の女性',
    'Two women chatting with a smile',
    '两位微笑交谈的女性',
  ),
  kegelMen: slot(
    '/images/kegel-men.svg',
    800,
    500,
    '並んで歩く二人の男性',
    'Two men walking together',
    '并肩散步的两位男性',
  ),
  rentalBanner: slot(
    '/images/rental-banner.svg',
    1200,
    400,
    'クリニックの受付と、待合に置かれたチェア型の機器',
    'A clinic reception with the chair-type device in the waiting area',
    '诊所前台与放在候诊区的座椅式设备',
  ),
  promoShowroom: slot(
    '/images/promo-showroom.svg',
    800,
    600,
    '銀座のショールームで機器を案内するスタッフ',
    'A staff member presenting the device in the Ginza showroom',
    '银座展厅里为来宾介绍设备的工作人员',
  ),
  promoClinical: slot(
    '/images/promo-clinical.svg',
    800,
    600,
    'タブレットで経過を確認する二人の医師',
    'Two clinicians reviewing progress on a tablet',
    '两位医生在平板电脑上查看进展',
  ),
  certificationBadge: slot(
    '/images/certification-badge.svg',
    240,
    240,
    'FDAクリアランス取得技術を示すバッジ',
    'Badge: FDA-cleared technology',
    '徽章：FDA 许可技术',
  ),
  benefitEveryone: slot(
    '/images/benefit-everyone.svg',
    480,
    360,
    '年齢や性別の異なる三人',
    'Three people of different ages and genders',
    '年龄与性别各不相同的三个人',
  ),
  benefitWomen: slot(
    '/images/benefit-women.svg',
    480,
    360,
    '軽やかに歩く女性',
    'A woman walking lightly',
    '步履轻快的女性',
  ),
  benefitMen: slot('/images/benefit-men.svg', 480, 360, '颯爽と歩く男性', 'A man walking briskly', '大步前行的男性'),
  waveformTech: slot(
    '/images/waveform-tech.svg',
    1200,
    700,
    'チェアに座る人の骨盤まわりに届く磁気パルスと、独自の波形を示す図',
    'Diagram: magnetic pulses reaching the pelvic area of a seated person, and the proprietary waveform',
    '示意图：磁脉冲作用于坐姿者的盆底区域，以及独有的波形',
  ),
  videoIntro: slot(
    '/images/video-intro.svg',
    1280,
    720,
    '紹介動画のサムネイル：チェアに座る男性',
    'Introduction video thumbnail: a man seated on the chair',
    '介绍视频缩略图：坐在座椅上的男性',
  ),
  videoWaveform: slot(
    '/images/video-waveform.svg',
    1280,
    720,
    '波形技術の解説動画のサムネイル',
    'Waveform technology video thumbnail',
    '波形技术讲解视频缩略图',
  ),
  videoShowroom: slot(
    '/images/video-showroom.svg',
    1280,
    720,
    'ショールーム紹介動画のサムネイル',
    'Showroom tour video thumbnail',
    '展厅介绍视频缩略图',
  ),
  news1: slot(
    '/images/news-1.svg',
    800,
    500,
    '学会の展示ブース',
    'Our booth at an academic society meeting',
    '学术会议上的展位',
  ),
  news2: slot(
    '/images/news-2.svg',
    800,
    500,
    '医師によるセミナーの様子',
    'A doctor giving a seminar',
    '医生举办讲座的情景',
  ),
  news3: slot(
    '/images/news-3.svg',
    800,
    500,
    '医療機器展示会の出展ブース',
    'Our stand at a medical trade show',
    '医疗器械展会上的展位',
  ),
  news4: slot(
    '/images/news-4.svg',
    800,
    500,
    'スタッフの説明を受けながら機器を体験する来場者',
    'A visitor trying the device with a staff member',
    '在工作人员讲解下体验设备的来宾',
  ),
  showroom: slot(
    '/images/showroom.svg',
    1200,
    800,
    '銀座のショールームの外観',
    'The Ginza showroom from the street',
    '银座展厅的外观',
  ),
  // Product detail galleries and the top-end model's catalogue (/product/dr-details, /product/plus).
  productDrFront: slot(
    '/images/product-dr-front.svg',
    1200,
    800,
    '上位モデルの全体：リクライニングチェア、操作画面、アームの先のハンドモジュール',
    'The top-end model as a whole: reclining chair, control screen and the hand module on its arm',
    '高端机型全貌：可躺式座椅、操作屏幕和支臂末端的手持模块',
  ),
  productDrSide: slot(
    '/images/product-dr-side.svg',
    1200,
    800,
    '上位モデルを反対側から見たところ',
    'The top-end model seen from the other side',
    '从另一侧看高端机型',
  ),
  productDrPanel: slot(
    '/images/product-dr-panel.svg',
    1200,
    800,
    '上位モデルの操作画面：波形と、段階的に上がる出力レベルの表示',
    'The top-end model’s control screen: a waveform and the stepped output levels',
    '高端机型的操作屏幕：波形和逐级升高的输出档位',
  ),
  productDrHandModule: slot(
    '/images/product-dr-hand-module.svg',
    1200,
    800,
    'アームの先に付いたハンドモジュールの拡大図',
    'Close-up of the hand module at the end of its arm',
    '支臂末端手持模块的特写',
  ),
  productDrClinic: slot(
    '/images/product-dr-clinic.svg',
    1200,
    800,
    '窓と観葉植物のある明るい診療室に置かれた上位モデル',
    'The top-end model in a bright treatment room with a window and a plant',
    '放在有窗户和绿植的明亮诊室里的高端机型',
  ),
  productDrInUse: slot(
    '/images/product-dr-in-use.svg',
    1200,
    800,
    '服を着たまま上位モデルに座る女性と、そばで見守る医療スタッフ',
    'A fully clothed woman seated on the top-end model, with a clinician beside her',
    '穿着衣服坐在高端机型上的女性，以及在旁照看的医护人员',
  ),
  productPlusFront: slot(
    '/images/product-plus-front.svg',
    1200,
    800,
    'チェア型モデルの全体：背もたれ、座面、操作パネル',
    'The chair model as a whole: backrest, seat and control panel',
    '座椅式机型全貌：靠背、座面和操作面板',
  ),
  productPlusSide: slot(
    '/images/product-plus-side.svg',
    1200,
    800,
    'チェア型モデルを反対側から見たところ',
    'The chair model seen from the other side',
    '从另一侧看座椅式机型',
  ),
  productPlusPanel: slot(
    '/images/product-plus-panel.svg',
    1200,
    800,
    'チェア型モデルの操作パネル：タイマーと出力レベルの表示',
    'The chair model’s control panel: timer and output levels',
    '座椅式机型的操作面板：计时器和输出档位',
  ),
  productPlusSeat: slot(
    '/images/product-plus-seat.svg',
    1200,
    800,
    'チェア型モデルの座面を上から見たところ',
    'The chair model’s seat seen from above',
    '从上方看座椅式机型的座面',
  ),
  productPlusInUse: slot(
    '/images/product-plus-in-use.svg',
    1200,
    800,
    '服を着たままチェア型モデルに座り、操作パネルを手に取る年配の女性',
    'An older woman seated fully clothed on the chair model, holding its control panel',
    '穿着衣服坐在座椅式机型上、手持操作面板的年长女性',
  ),
  productPlusLiving: slot(
    '/images/product-plus-living.svg',
    1200,
    800,
    '落ち着いたサロンの一角に置かれたチェア型モデル',
    'The chair model in a corner of a calm salon',
    '摆放在安静沙龙一角的座椅式机型',
  ),
  productPlusClinic: slot(
    '/images/product-plus-clinic.svg',
    1200,
    800,
    '受付カウンターのあるクリニックに並ぶチェア型モデル',
    'Chair models in a clinic with a reception counter',
    '在设有前台的诊所里摆放的座椅式机型',
  ),
  productPlusSize: slot(
    '/images/product-plus-size.svg',
    1200,
    800,
    'チェア型モデルの幅と高さを示す矢印：約1メートル四方に置けるコンパクトなサイズ',
    'Arrows marking the chair model’s width and height: compact enough for about one square metre',
    '标示座椅式机型宽度和高度的箭头：约1平方米即可摆放的紧凑尺寸',
  ),
  catalogueDrOverview: slot(
    '/images/catalogue-dr-overview.svg',
    1200,
    840,
    'カタログ見開き：左ページ「上位モデル」（医療機関向け）、右ページ「主な特長」（ハンドモジュール、30段階の出力、FDAクリアランス取得技術、座るだけのケア）',
    'Catalogue spread: left page “Top-end model” (for medical institutions), right page “Key features” (hand module, 30 output levels, FDA-cleared technology, care by simply sitting)',
    '目录跨页：左页“高端机型”（面向医疗机构），右页“主要特点”（手持模块、30档输出、已获FDA许可的技术、只需坐着的护理）',
  ),
  catalogueDrPrograms: slot(
    '/images/catalogue-dr-programs.svg',
    1200,
    840,
    'カタログ見開き：左ページ「症状別プログラム」（尿もれ、産後ケア、骨盤臓器脱、性機能）、右ページ「導入の流れ」（オンライン説明、電子契約、講習、運用開始）',
    'Catalogue spread: left page “Programs by symptom” (leakage, postpartum care, pelvic organ prolapse, sexual function), right page “Getting started” (online briefing, electronic contract, lecture, start of operation)',
    '目录跨页：左页“按症状分类的程序”（漏尿、产后护理、盆腔器官脱垂、性功能），右页“引进流程”（线上说明、电子合同、培训、开始运营）',
  ),
  rentalPlan: slot(
    '/images/rental-plan.svg',
    1200,
    800,
    '医療機関向け月額レンタルプランの概要：使い放題、サポート付き、月額定額。ハンドモジュール付きのチェアのイラスト',
    'Overview of the monthly rental plan for medical institutions: unlimited use, support included, fixed monthly fee; illustration of the chair with its hand module',
    '医疗机构月租方案概览：不限次数使用、附带支持、每月定额；配有手持模块的座椅插图',
  ),
  rentalHandModule: slot(
    '/images/rental-hand-module.svg',
    800,
    600,
    'チェアに座り、アームに付いたハンドモジュールを脚に当てている人',
    'A person seated on the chair, holding the arm-mounted hand module to the leg',
    '坐在座椅上、将支臂上的手持模块贴在腿部的人',
  ),
  rentalSession: slot(
    '/images/rental-session.svg',
    800,
    600,
    '服を着たままチェアに座り、本を読みながら過ごす年配の女性と時計',
    'An older woman reading a book while seated fully clothed on the chair, beside a clock',
    '穿着衣服坐在座椅上看书的年长女性，旁边是时钟',
  ),
  deviceCo2Laser: slot(
    '/images/device-co2-laser.svg',
    800,
    600,
    'CO2フラクショナルレーザー：操作画面付きの本体と多関節アームの先のハンドピース',
    'CO2 fractional laser: a console with a screen and a handpiece on an articulated arm',
    'CO2 点阵激光：带屏幕的主机与多关节臂末端的手具',
  ),
  deviceDiodeLaser: slot(
    '/images/device-diode-laser.svg',
    800,
    600,
    '1800Wダイオードレーザー：放熱口のある本体とケーブルでつながったハンドピース',
    '1800 W diode laser: a vented console with a handpiece on a cable',
    '1800W 半导体激光：带散热口的主机与线缆连接的手具',
  ),
  deviceSkinCooling: slot(
    '/images/device-skin-cooling.svg',
    800,
    600,
    'スキンスーパークーリングシステム：雪の結晶が表示された画面と冷気を出すノズル',
    'Skin super-cooling system: a screen showing a snowflake and a cooling nozzle',
    '皮肤超冷却系统：显示雪花图标的屏幕与冷气喷嘴',
  ),
  deviceDualCryo: slot(
    '/images/device-dual-cryo.svg',
    800,
    600,
    'デュアルクライオ：2本のハンドピースを備えた冷却ケア機器',
    'Dual Cryo: a cooling-care unit with two handpieces',
    'Dual Cryo：配有两个手具的冷却护理设备',
  ),
  deviceQuadCryo: slot(
    '/images/device-quad-cryo.svg',
    800,
    600,
    'クアッドクライオ：4本のハンドピースを備えた冷却ケア機器',
    'Quad Cryo: a cooling-care unit with four handpieces',
    'Quad Cryo：配有四个手具的冷却护理设备',
  ),
  deviceMultiCareDual: slot(
    '/images/device-multi-care-dual.svg',
    800,
    600,
    'マルチケアプロ デュアル：大きな画面と2本のハンドピースを備えたオールインワン機器',
    'Multi-Care Pro Dual: an all-in-one unit with a large screen and two handpieces',
    'Multi-Care Pro Dual：配有大屏幕和两个手具的一体机',
  ),
  deviceMultiCareQuad: slot(
    '/images/device-multi-care-quad.svg',
    800,
    600,
    'マルチケアプロ クアッド：大きな画面と4本のハンドピースを備えたオールインワン機器',
    'Multi-Care Pro Quad: an all-in-one unit with a large screen and four handpieces',
    'Multi-Care Pro Quad：配有大屏幕和四个手具的一体机',
  ),
  deviceSkinAnalyzer: slot(
    '/images/device-skin-analyzer.svg',
    800,
    600,
    '3D AI肌分析装置：顔を覆うドーム型の撮影部と分析結果を表示する画面',
    '3D AI skin analyzer: a dome-shaped imaging hood and a results screen',
    '3D AI 皮肤分析仪：罩式拍摄头与显示分析结果的屏幕',
  ),
} satisfies Record<string, ImageSlot>;

export type ImageName = keyof typeof images;
