/**
 * Every image slot of the site: file, intrinsic size and alt text per language. The files in
 * public/images are original illustrations; to use a real photo, drop it in with the same
 * name and aspect ratio, or point `src`/`width`/`height` here at the new file.
 */
import type { Locale } from '../i18n/locales.ts';

/** One image slot: replace the file at `src` with a real photo of the same aspect ratio to swap it. */
export interface ImageSlot {
  src: string;
  width: number;
  height: number;
  alt: Record<Locale, string>;
}

const slot = (src: string, width: number, height: number, ja: string, en: string, zh: string): ImageSlot => ({
  src,
  width,
  height,
  alt: { ja, en, 'zh-cn': zh },
});

export const images = {
  logo: slot('/images/logo.svg', 180, 44, 'Pelvia', 'Pelvia', 'Pelvia'),
  favicon: slot('/favicon.svg', 32, 32, '', '', ''),
  appleTouchIcon: slot('/apple-touch-icon.png', 180, 180, '', '', ''),
  ogDefault: slot(
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
    '徽章：FDA 认可技术',
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
  doctor1: slot(
    '/images/doctor-1.svg',
    400,
    400,
    '監修医 A の似顔絵',
    'Portrait of supervising doctor A',
    '监修医生 A 的肖像',
  ),
  doctor2: slot(
    '/images/doctor-2.svg',
    400,
    400,
    '監修医 B の似顔絵',
    'Portrait of supervising doctor B',
    '监修医生 B 的肖像',
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
} satisfies Record<string, ImageSlot>;

export type ImageName = keyof typeof images;
