/**
 * The word classes the English claim patterns name (claims.ts), as regular expressions over the
 * NFKC sentence (so ｇｕａｒａｎｔｅｅｄ and １００％ count), case-insensitive, with every
 * inflection written out: cure, cures, cured, curing. See docs/advertising-rules.md#claims.
 */
import type { ClaimConcept } from '../../domain/advertising/types.ts';

const b = (alternatives: string) => String.raw`\b(?:${alternatives})\b`;

export const englishClaimWords: Record<string, ClaimConcept> = {
  break: { text: String.raw`[,;:.!?()]|\b(?:but|however|if|when|unless|while)\b` },
  /** A list's comma, which a denial reaches across: "not intended to diagnose, treat or cure". */
  comma: { text: ',' },
  /** A denial: "not intended to cure", "does not stop leaks", "no guarantee". */
  neg: {
    text: b(
      "not|never|no|cannot|can't|don't|doesn't|didn't|isn't|aren't|won't|wouldn't|shouldn't|nor|neither|nothing|unable",
    ),
  },
  /** What turns a denial into a caution: "this does not mean there are no side effects". */
  hedge: {
    text: b(
      `(?:not|n't|cannot|can't|never) (?:mean|guarantee|promise|say|claim|rule out|imply)|(?:no one|nobody) can (?:guarantee|promise)`,
    ),
  },

  // Absolute safety
  risk: {
    text: b(
      `side[- ]?effects?|adverse (?:effects?|events?|reactions?)|risks?|dangers?|harm|complications?|unwanted effects?|health hazards?`,
    ),
  },
  none: { text: b(`no|zero|without|none|nil|free (?:of|from)|not a single|not any|never|nothing`) },
  noneAfter: { text: String.raw`-?\bfree\b|\bnone\b|\bnil\b|\bzero\b` },
  filler: {
    text: b(
      `any|a single|whatsoever|at all|known|serious|significant|harmful|unwanted|major|negative|reported|such|other|kind of|need|worry|worries|worrying|concerns?|fears?|about|to|of|the|for|with|risk of`,
    ),
  },
  exist: {
    text: b(
      `cause[sd]?|causing|has|have|had|there|is|are|was|were|be|been|produce[sd]?|carr(?:y|ies)|pose[sd]?|involve[sd]?|comes?|bring[s]?|lead[s]? to|result[s]? in|report(?:ed)?`,
    ),
  },
  safe: { text: b('safe|safely|harmless|risk-free') },
  absolute: {
    text: String.raw`\b100 ?(?:%|percent\b)|\b(?:one )?hundred percent\b|${b('completely|perfectly|totally|absolutely|entirely|fully|guaranteed|proven|always|utterly|100-percent')}`,
  },
  everyone: { text: b('everyone|everybody|anyone|all') },

  // Guaranteed effect
  guarantee: {
    text: String.raw`\b100 ?(?:%|percent\b)|\b(?:one )?hundred percent\b|${b(
      `guarantee[sd]?|guaranteeing|always|every (?:single )?time|each time|never fails?|without fail|certainly|assured(?:ly)?|promise[sd]?|definitely|(?:clinically |scientifically )?proven|for everyone|for everybody|for anyone|everyone|everybody|anyone|no matter what`,
    )}`,
  },
  effect: {
    text: String.raw`(?<!(?:side|adverse|unwanted)[- ]?)\beffects?\b|${b(
      `effective(?:ness|ly)?|efficacy|efficacious|results?|works|worked|to work|relief|improvements?|benefits?|outcomes?|success(?:ful)?|difference`,
    )}`,
  },
  /** "Results vary": the opposite of a guarantee. */
  vary: {
    text: b(`var(?:y|ies|ied)|differ(?:s|ent)?|depend(?:s|ing)?|individual(?:ly)?|may|might|can vary`),
  },

  // Curing a symptom
  cure: { text: b('cure[sd]?|curing|heal(?:s|ed)?') },
  remedy: {
    text: b(
      `fix(?:es|ed|ing)?|eliminat(?:e|es|ed|ing)|end(?:s|ed|ing)?|put(?:s|ting)? an end to|stop(?:s|ped|ping)?|banish(?:es|ed|ing)?|beat(?:s|ing)?|overcom(?:e|es|ing)|overcame|conquer(?:s|ed|ing)?|(?:get|gets|getting|got) rid of|(?:say|says|saying|said) (?:goodbye|good-bye|bye|farewell)(?: to)?|goodbye(?: to)?|good-bye(?: to)?|(?:bid|bids|bidding) farewell(?: to)?|farewell to|kiss(?:es)? goodbye(?: to)?|free(?:s|d|ing)?(?: (?:you|yourself|yourselves|women|men|people|everyone))? from|freedom from|revers(?:e|es|ed|ing)|resolv(?:e|es|ed|ing)|eradicat(?:e|es|ed|ing)|wipe[sd]? out|correct(?:s|ed|ing)?|repair(?:s|ed|ing)?|solv(?:e|es|ed|ing)|heal(?:s|ed|ing)?|cure[sd]?|curing|no more|never again|leave behind|(?:is|are) gone|(?:a )?thing of the past|disappear(?:s|ed)?|vanish(?:es|ed)?|gone for good|leak-free|dry again`,
    ),
  },
  /** A farewell that may come first: "Goodbye, incontinence!". */
  farewell: { text: b('goodbye|good-bye|bye-bye|farewell') },
  /** After the symptom: "bladder leaks? Gone for good." */
  remedyAfter: {
    text: b(
      `(?:is |are )?gone(?: for good)?|(?:a )?thing of the past|no more|never again|disappear(?:s|ed)?|vanish(?:es|ed)?|goodbye|good-bye|be gone`,
    ),
  },
  /** Not "leak" after data or water: the privacy policy prevents data leaks. */
  symptom: {
    text: b(
      `incontinence|(?:bladder|urine|urinary|pee) (?:leaks?|leakage|leaking|problems?|weakness|control issues?)|(?<!(?:data|information|privacy|memory|water|gas|oil|air|fuel|security|press) )leak(?:s|age|ing)?(?! (?:your|of|data|information|details))|leaky bladder|weak bladder|dribbl(?:e|es|ing)|frequent urination|urinary frequency|urgency|nocturia|overactive bladder|oab|(?:pelvic organ )?prolapse|erectile dysfunction|ed|accidents|embarrassing (?:leaks|moments|accidents)|back pain|pelvic (?:floor )?(?:dysfunction|disorders?|weakness)|bed[- ]?wetting|symptoms?|disease`,
    ),
  },
  /** What "correct" treats when its object is the body. */
  body: {
    text: b(`posture|pelvi(?:s|c tilt|c alignment|c floor)|misalignment|alignment|spine|hips?|bladder`),
  },
};
