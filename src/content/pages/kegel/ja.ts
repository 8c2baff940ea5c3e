/**
 * Copy of the two educational articles (/mens-kegel, /womens-kegel). Evidence is worded as the
 * cited guidelines and reviews put it; no figures of our own. They name no product and link to
 * none: an article that names a product and invites purchase is judged as its advertising
 * (平成10年 医薬監第148号), and the guidelines' statements on incontinence could then not be
 * made (docs/advertising-rules.md).
 */

export interface KegelSection {
  /** The section's anchor (#effects, #method, …). */
  id: string;
  title: string;
  paragraphs: string[];
  /** A checked list after the paragraphs. */
  points?: string[];
  /** Numbered steps after the paragraphs (the exercise method). */
  steps?: { title: string; text: string }[];
  /** A boxed note at the end of the section. */
  note?: string;
}

export interface KegelArticle {
  meta: { title: string; description: string };
  eyebrow: string;
  heading: string;
  lead: string;
  sections: KegelSection[];
  sources: string[];
}

const section = (s: KegelSection): KegelSection => s;

export const ja = {
  tocLabel: '目次',
  sourcesHeading: '参考資料',
  mens: {
    meta: {
      title: '男性のための骨盤底筋トレーニング（ケーゲル体操）',
      description:
        '男性の尿もれと骨盤底筋の関係、骨盤底筋トレーニングの根拠と限界、ケーゲル体操の正しいやり方を分かりやすく解説します。',
    },
    eyebrow: '男性の骨盤底筋ケア',
    heading: '男性のための骨盤底筋トレーニング',
    lead: '尿もれや排尿後のちょいもれは、年齢を重ねた男性によくある悩みです。骨盤底筋を鍛える「ケーゲル体操」について、分かっていることと、その限界、正しいやり方をご紹介します。',
    sections: [
      section({
        id: 'pelvic-floor',
        title: '骨盤底筋とは',
        paragraphs: [
          '骨盤底筋は、骨盤の底をハンモックのように支えている筋肉の集まりです。膀胱や腸などの臓器を下から支え、尿道や肛門を締めて、尿や便がもれないようにしています。',
          '加齢や運動不足、前立腺の手術などによって骨盤底筋の働きが弱まると、せきやくしゃみをしたときの尿もれや、排尿後に少量の尿がもれる「ちょいもれ」が起こりやすくなります。',
        ],
      }),
      section({
        id: 'effects',
        title: '骨盤底筋トレーニングに期待できること',
        paragraphs: [
          '前立腺がんの手術後に起こる尿もれについて、骨盤底筋トレーニングを行うことが、米国泌尿器科学会などの診療ガイドラインで勧められています。',
          '排尿後のちょいもれや勃起機能についても、骨盤底筋トレーニングによって改善がみられたという臨床研究が報告されています。ただし、研究の数や規模はまだ限られています。',
        ],
        points: [
          '手術後の尿もれの回復を助ける方法のひとつ',
          '排尿後のちょいもれへの対策',
          '薬や手術と違い、自分で始められる',
        ],
      }),
      section({
        id: 'limitations',
        title: '知っておきたい限界',
        paragraphs: [
          '骨盤底筋トレーニングは、正しいやり方で数か月続けて初めて変化を感じられることが多い方法です。お腹やお尻に力が入ってしまい、目的の筋肉を正しく動かせていない方も少なくありません。',
          'また、効果の出方には個人差があり、すべての尿もれに効くわけではありません。',
        ],
        note: '尿に血が混じる、排尿時に痛みがある、尿が出にくい、急に症状が悪化した、といった場合は、体操を続ける前に泌尿器科を受診してください。',
      }),
      section({
        id: 'method',
        title: 'ケーゲル体操のやり方',
        paragraphs: ['特別な道具は必要ありません。毎日の生活の中で、次の手順を繰り返してみてください。'],
        steps: [
          {
            title: '締める筋肉を確かめる',
            text: 'おならや尿をがまんするときに締める筋肉が骨盤底筋です。排尿を途中で止める練習は、膀胱に負担がかかるため繰り返さないでください。',
          },
          { title: '楽な姿勢をとる', text: 'あお向けでひざを立てるか、椅子に浅く座り、肩とお腹の力を抜きます。' },
          {
            title: '締めて引き上げる',
            text: '肛門と尿道のまわりをきゅっと締め、体の内側へ引き上げるようにして3〜5秒保ちます。息は止めず、お腹やお尻、太ももには力を入れません。',
          },
          { title: 'しっかりゆるめる', text: '締めたときと同じくらいの時間をかけて、力を完全に抜きます。' },
          {
            title: '毎日続ける',
            text: '10回を1セットとして、1日3セットほどを目安に続けます。慣れてきたら、保つ時間を少しずつ長くし、立った姿勢でも行ってみましょう。',
          },
        ],
      }),
    ],
    sources: [
      'Sandhu JS, et al. Incontinence after Prostate Treatment: AUA/SUFU Guideline. The Journal of Urology, 2019.',
      'Dorey G, et al. Randomised controlled trial of pelvic floor muscle exercises and manometric biofeedback for erectile dysfunction. British Journal of General Practice, 2004.',
    ],
  } satisfies KegelArticle,
  womens: {
    meta: {
      title: '女性のための骨盤底筋トレーニング（ケーゲル体操）',
      description:
        '女性の尿もれと骨盤底筋の関係、骨盤底筋トレーニングの根拠と限界、ケーゲル体操の正しいやり方を分かりやすく解説します。',
    },
    eyebrow: '女性の骨盤底筋ケア',
    heading: '女性のための骨盤底筋トレーニング',
    lead: 'せきやくしゃみ、運動をしたときの尿もれは、多くの女性が経験する身近な悩みです。骨盤底筋を鍛える「ケーゲル体操」について、根拠と限界、正しいやり方をご紹介します。',
    sections: [
      section({
        id: 'pelvic-floor',
        title: '骨盤底筋とは',
        paragraphs: [
          '骨盤底筋は、骨盤の底をハンモックのように支えている筋肉の集まりです。膀胱や子宮、腸などの臓器を下から支え、尿道や膣、肛門を締める働きをしています。',
          '妊娠・出産や加齢、閉経にともなう体の変化などによって骨盤底筋がゆるむと、お腹に力がかかったときの尿もれや、臓器が下がってくる感じが起こりやすくなります。',
        ],
      }),
      section({
        id: 'evidence',
        title: '骨盤底筋トレーニングの科学的根拠',
        paragraphs: [
          'せきやくしゃみ、運動のときに起こる尿もれ（腹圧性尿失禁）に対して、骨盤底筋トレーニングは、国内外の診療ガイドラインで最初に行う保存療法として推奨されています。',
          '複数の臨床試験をまとめた分析（コクラン・レビュー）でも、骨盤底筋トレーニングを行った女性は、行わなかった女性に比べて尿もれの改善を実感しやすいと報告されています。妊娠中からのトレーニングが、産後の尿もれの予防に役立つ可能性も示されています。',
        ],
        points: [
          '腹圧性尿失禁に対する最初の対策として推奨',
          '自宅で、道具なしで始められる',
          '妊娠中・産後のケアとしても取り入れられている',
        ],
      }),
      section({
        id: 'limitations',
        title: '知っておきたい限界',
        paragraphs: [
          '骨盤底筋トレーニングは、正しいやり方で数か月続けて初めて変化を感じられることが多い方法です。自分では締めているつもりでも、お腹やお尻に力が入っているだけ、ということもよくあります。',
          'また、効果の出方には個人差があり、尿もれの種類や原因によっては、ほかの治療が必要になることもあります。',
        ],
        note: '尿に血が混じる、排尿時に痛みがある、急に症状が悪化した、膣から何かが出てくる感じがある、といった場合は、体操を続ける前に婦人科や泌尿器科を受診してください。',
      }),
      section({
        id: 'method',
        title: 'ケーゲル体操のやり方',
        paragraphs: ['特別な道具は必要ありません。毎日の生活の中で、次の手順を繰り返してみてください。'],
        steps: [
          {
            title: '締める筋肉を確かめる',
            text: 'おならや尿をがまんするときに締める筋肉が骨盤底筋です。排尿を途中で止める練習は、膀胱に負担がかかるため繰り返さないでください。',
          },
          { title: '楽な姿勢をとる', text: 'あお向けでひざを立てるか、椅子に浅く座り、肩とお腹の力を抜きます。' },
          {
            title: '締めて引き上げる',
            text: '尿道・膣・肛門をきゅっと締め、体の内側へ引き上げるようにして3〜5秒保ちます。息は止めず、お腹やお尻、太ももには力を入れません。',
          },
          { title: 'しっかりゆるめる', text: '締めたときと同じくらいの時間をかけて、力を完全に抜きます。' },
          {
            title: '毎日続ける',
            text: '10回を1セットとして、1日3セットほどを目安に続けます。慣れてきたら、保つ時間を少しずつ長くし、立った姿勢でも行ってみましょう。',
          },
        ],
      }),
    ],
    sources: [
      '日本排尿機能学会・日本泌尿器科学会 編『女性下部尿路症状診療ガイドライン［第2版］』2019年',
      'Dumoulin C, et al. Pelvic floor muscle training versus no treatment, or inactive control treatments, for urinary incontinence in women. Cochrane Database of Systematic Reviews, 2018.',
      'Woodley SJ, et al. Pelvic floor muscle training for preventing and treating urinary and faecal incontinence in antenatal and postnatal women. Cochrane Database of Systematic Reviews, 2020.',
    ],
  } satisfies KegelArticle,
};

export type KegelCopy = typeof ja;
