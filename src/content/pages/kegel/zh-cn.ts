import type { KegelArticle, KegelCopy, KegelSection } from './ja.ts';

/**
 * The Kegel articles in Simplified Chinese. Same evidence and wording limits as the Japanese;
 * `{minutes}` and `{contractions}` are filled from src/content/products.ts.
 */
const section = (s: KegelSection): KegelSection => s;

const whatIsTheFloor = (organs: string, closes: string, causes: string) =>
  section({
    id: 'pelvic-floor',
    title: '什么是盆底肌',
    paragraphs: [`盆底肌是像吊床一样托住骨盆底部的一组肌肉。它从下方支撑${organs}等器官，${closes}。`, causes],
  });

const limitations = (noticing: string, variation: string, note: string) =>
  section({
    id: 'limitations',
    title: '需要了解的局限',
    paragraphs: [`盆底肌训练通常需要以正确的方法坚持数个月，才能感受到变化。${noticing}`, variation],
    note,
  });

const method = (squeeze: string) =>
  section({
    id: 'method',
    title: '凯格尔运动的做法',
    paragraphs: ['不需要任何特殊器具。请在日常生活中重复以下步骤。'],
    steps: [
      {
        title: '找到要收缩的肌肉',
        text: '憋住排气或憋尿时收紧的肌肉就是盆底肌。请不要反复练习在排尿中途憋尿，这会给膀胱造成负担。',
      },
      { title: '采取放松的姿势', text: '仰卧屈膝，或浅坐在椅子上，放松肩部和腹部。' },
      {
        title: '收紧并上提',
        text: `${squeeze}，像向身体内侧上提一样，保持3至5秒。不要屏住呼吸，腹部、臀部和大腿不要用力。`,
      },
      { title: '充分放松', text: '用与收紧时相同的时间，完全放松。' },
      {
        title: '每天坚持',
        text: '以10次为1组，每天约做3组。习惯之后，可逐渐延长保持时间，也可以尝试站着做。',
      },
    ],
  });

export const zhCn: KegelCopy = {
  tocLabel: '目录',
  sourcesHeading: '参考文献',
  mens: {
    meta: {
      title: '男性盆底肌训练（凯格尔运动）',
      description: '通俗讲解男性漏尿与盆底肌的关系、盆底肌训练的依据与局限，以及凯格尔运动的正确做法。',
    },
    eyebrow: '男性盆底肌护理',
    heading: '男性盆底肌训练',
    lead: '漏尿和排尿后滴沥，是男性随着年龄增长常见的烦恼。本文介绍锻炼盆底肌的“凯格尔运动”：目前已知的效果、它的局限，以及正确的做法。',
    sections: [
      whatIsTheFloor(
        '膀胱和肠道',
        '并收紧尿道和肛门，防止尿液和粪便漏出',
        '当盆底肌因年龄增长、缺乏运动或前列腺手术等原因而功能减弱时，就容易在咳嗽、打喷嚏时漏尿，或在排尿后有少量尿液滴出，即“排尿后滴沥”。',
      ),
      section({
        id: 'effects',
        title: '盆底肌训练可以带来什么',
        paragraphs: [
          '对于前列腺癌术后出现的漏尿，美国泌尿外科学会等机构的诊疗指南推荐进行盆底肌训练。',
          '也有临床研究报告，盆底肌训练可改善排尿后滴沥和勃起功能。不过，相关研究的数量和规模仍然有限。',
        ],
        points: ['帮助术后漏尿恢复的方法之一', '应对排尿后滴沥的措施', '与药物或手术不同，可以自己开始'],
      }),
      limitations(
        '不少人在训练时用力的是腹部或臀部，并没有正确地活动目标肌肉。',
        '此外，效果因人而异，并非对所有类型的漏尿都有效。',
        '如果出现尿中带血、排尿疼痛、排尿困难或症状突然加重，请先到泌尿外科就诊，再继续训练。',
      ),
      method('收紧肛门和尿道周围的肌肉'),
    ],
    sources: [
      'Sandhu JS, et al. Incontinence after Prostate Treatment: AUA/SUFU Guideline. The Journal of Urology, 2019.',
      'Dorey G, et al. Randomised controlled trial of pelvic floor muscle exercises and manometric biofeedback for erectile dysfunction. British Journal of General Practice, 2004.',
    ],
  } satisfies KegelArticle,
  womens: {
    meta: {
      title: '女性盆底肌训练（凯格尔运动）',
      description: '通俗讲解女性漏尿与盆底肌的关系、盆底肌训练的科学依据与局限，以及凯格尔运动的正确做法。',
    },
    eyebrow: '女性盆底肌护理',
    heading: '女性盆底肌训练',
    lead: '咳嗽、打喷嚏或运动时漏尿，是许多女性都经历过的常见烦恼。本文介绍锻炼盆底肌的“凯格尔运动”：科学依据、局限以及正确的做法。',
    sections: [
      whatIsTheFloor(
        '膀胱、子宫和肠道',
        '并具有收紧尿道、阴道和肛门的作用',
        '当盆底肌因妊娠分娩、年龄增长或绝经带来的身体变化而松弛时，就容易在腹部用力时漏尿，或出现器官下坠的感觉。',
      ),
      section({
        id: 'evidence',
        title: '盆底肌训练的科学依据',
        paragraphs: [
          '对于咳嗽、打喷嚏或运动时发生的漏尿（压力性尿失禁），日本及其他国家的诊疗指南均推荐将盆底肌训练作为首选的保守治疗。',
          '汇总多项临床试验的分析（Cochrane系统评价）也报告，进行盆底肌训练的女性比未进行训练的女性更容易感到漏尿改善。另有研究显示，从孕期开始训练可能有助于预防产后漏尿。',
        ],
        points: ['作为压力性尿失禁的首选对策而被推荐', '在家即可开始，无需器具', '也被用于孕期和产后护理'],
      }),
      limitations(
        '很多时候，自以为在收紧盆底肌，其实只是腹部或臀部在用力。',
        '此外，效果因人而异，根据漏尿的类型和原因，有时还需要其他治疗。',
        '如果出现尿中带血、排尿疼痛、症状突然加重，或感觉有东西从阴道脱出，请先到妇科或泌尿外科就诊，再继续训练。',
      ),
      method('收紧尿道、阴道和肛门'),
    ],
    sources: [
      '日本排尿功能学会、日本泌尿器科学会 编：《女性下尿路症状诊疗指南（第2版）》，2019年（日文）。',
      'Dumoulin C, et al. Pelvic floor muscle training versus no treatment, or inactive control treatments, for urinary incontinence in women. Cochrane Database of Systematic Reviews, 2018.',
      'Woodley SJ, et al. Pelvic floor muscle training for preventing and treating urinary and faecal incontinence in antenatal and postnatal women. Cochrane Database of Systematic Reviews, 2020.',
    ],
  } satisfies KegelArticle,
};
