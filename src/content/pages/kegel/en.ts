import type { KegelArticle, KegelCopy, KegelSection } from './ja.ts';

/**
 * The Kegel articles in English, for readers abroad. Same evidence and wording limits as the
 * Japanese; `{minutes}` and `{contractions}` are filled from src/content/products.ts.
 */
const section = (s: KegelSection): KegelSection => s;

const whatIsTheFloor = (organs: string, closes: string, causes: string) =>
  section({
    id: 'pelvic-floor',
    title: 'What is the pelvic floor?',
    paragraphs: [
      `The pelvic floor is a group of muscles that spans the base of the pelvis like a hammock. It supports ${organs} from below and ${closes}.`,
      causes,
    ],
  });

const limitations = (noticing: string, variation: string, note: string) =>
  section({
    id: 'limitations',
    title: 'Limitations to be aware of',
    paragraphs: [
      `Pelvic floor muscle training usually takes several months of correct practice before people notice a change. ${noticing}`,
      variation,
    ],
    note,
  });

const method = (squeeze: string) =>
  section({
    id: 'method',
    title: 'How to do Kegel exercises',
    paragraphs: ['No special equipment is needed. Repeat the following steps as part of your daily routine.'],
    steps: [
      {
        title: 'Find the right muscles',
        text: 'The pelvic floor muscles are the ones you tighten to hold in wind or urine. Do not keep practising stopping your urine midstream: it puts strain on the bladder.',
      },
      {
        title: 'Get comfortable',
        text: 'Lie on your back with your knees bent, or sit near the front edge of a chair, and relax your shoulders and abdomen.',
      },
      {
        title: 'Squeeze and lift',
        text: `${squeeze}, lift them up and in, and hold for 3 to 5 seconds. Keep breathing, and do not tense your abdomen, buttocks or thighs.`,
      },
      { title: 'Relax fully', text: 'Let go completely, taking as long as you held the squeeze.' },
      {
        title: 'Keep it up every day',
        text: 'Do 10 squeezes as one set, about 3 sets a day. As you get used to it, hold each squeeze a little longer and try the exercise standing up as well.',
      },
    ],
  });

export const en: KegelCopy = {
  tocLabel: 'Contents',
  sourcesHeading: 'References',
  mens: {
    meta: {
      title: 'Pelvic floor exercises for men (Kegel exercises)',
      description:
        'How the pelvic floor relates to leakage in men, what the evidence for pelvic floor muscle training shows and where it falls short, and how to do Kegel exercises correctly.',
    },
    eyebrow: 'Pelvic floor care for men',
    heading: 'Pelvic floor exercises for men',
    lead: 'Leakage, and the few drops that escape after urinating, are common concerns for men as they get older. This guide explains what is known about Kegel exercises, which strengthen the pelvic floor, where they fall short, and how to do them correctly.',
    sections: [
      whatIsTheFloor(
        'organs such as the bladder and bowel',
        'closes the urethra and anus so that urine and stool do not leak',
        'When these muscles weaken with age, lack of exercise or after prostate surgery, leakage when you cough or sneeze becomes more likely, as does after-dribble: a small amount of urine escaping after you have finished.',
      ),
      section({
        id: 'effects',
        title: 'What pelvic floor muscle training can do',
        paragraphs: [
          'For leakage after prostate cancer surgery, clinical guidelines such as those of the American Urological Association recommend pelvic floor muscle training.',
          'Clinical studies have also reported improvement in after-dribble and in erectile function with pelvic floor muscle training, although these studies are still few and small.',
        ],
        points: [
          'One way to help bladder control recover after surgery',
          'A measure against after-dribble',
          'Unlike medication or surgery, something you can start on your own',
        ],
      }),
      limitations(
        'Many men tense their abdomen or buttocks instead, and do not actually work the right muscles.',
        'Results also vary from person to person, and training does not help every kind of leakage.',
        'If you see blood in your urine, feel pain when urinating, find it hard to pass urine, or your symptoms suddenly get worse, see a urologist before you continue the exercises.',
      ),
      method('Tighten the muscles around your anus and urethra'),
    ],
    sources: [
      'Sandhu JS, et al. Incontinence after Prostate Treatment: AUA/SUFU Guideline. The Journal of Urology, 2019.',
      'Dorey G, et al. Randomised controlled trial of pelvic floor muscle exercises and manometric biofeedback for erectile dysfunction. British Journal of General Practice, 2004.',
    ],
  } satisfies KegelArticle,
  womens: {
    meta: {
      title: 'Pelvic floor exercises for women (Kegel exercises)',
      description:
        'How the pelvic floor relates to leakage in women, the evidence for pelvic floor muscle training and its limits, and how to do Kegel exercises correctly.',
    },
    eyebrow: 'Pelvic floor care for women',
    heading: 'Pelvic floor exercises for women',
    lead: 'Leaking a little when you cough, sneeze or exercise is a common concern that many women share. This guide explains the evidence for Kegel exercises, which strengthen the pelvic floor, their limitations and how to do them correctly.',
    sections: [
      whatIsTheFloor(
        'the bladder, uterus and bowel',
        'closes the urethra, vagina and anus',
        'When these muscles slacken through pregnancy and childbirth, with age or with the changes of menopause, leakage when pressure builds in the abdomen becomes more likely, as does a feeling that the organs are dropping.',
      ),
      section({
        id: 'evidence',
        title: 'The scientific evidence for pelvic floor muscle training',
        paragraphs: [
          'For leakage when you cough, sneeze or exercise (stress urinary incontinence), clinical guidelines in Japan and elsewhere recommend pelvic floor muscle training as the first conservative treatment.',
          'A Cochrane review that pooled several clinical trials also reports that women who did pelvic floor muscle training were more likely to notice an improvement in leakage than women who did not. Training that starts in pregnancy may also help to prevent leakage after childbirth.',
        ],
        points: [
          'Recommended as the first step for stress urinary incontinence',
          'Can be started at home, with no equipment',
          'Also part of care during pregnancy and after childbirth',
        ],
      }),
      limitations(
        'It is common to believe you are squeezing the pelvic floor when you are only tensing your abdomen or buttocks.',
        'Results also vary from person to person, and depending on the type and cause of leakage, other treatment may be needed.',
        'If you see blood in your urine, feel pain when urinating, your symptoms suddenly get worse, or you feel something coming down from the vagina, see a gynaecologist or urologist before you continue the exercises.',
      ),
      method('Tighten your urethra, vagina and anus'),
    ],
    sources: [
      'Japanese Continence Society, Japanese Urological Association (eds.). Clinical Guidelines for Female Lower Urinary Tract Symptoms, 2nd edition, 2019 (in Japanese).',
      'Dumoulin C, et al. Pelvic floor muscle training versus no treatment, or inactive control treatments, for urinary incontinence in women. Cochrane Database of Systematic Reviews, 2018.',
      'Woodley SJ, et al. Pelvic floor muscle training for preventing and treating urinary and faecal incontinence in antenatal and postnatal women. Cochrane Database of Systematic Reviews, 2020.',
    ],
  } satisfies KegelArticle,
};
