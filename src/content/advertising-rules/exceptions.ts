/**
 * Hits in the shipped copy that were reviewed and kept, each with the reason it is acceptable.
 * npm run lint:copy fails on an entry without a reason (a bare suppression) and on an entry
 * that no longer matches anything (the copy changed: review it again).
 *
 * `at` is the path lint:copy prints for the hit (`<source>.<locale>.<key path>`); `rule` the
 * rule id it printed.
 */
export interface AcceptedHit {
  at: string;
  rule: string;
  reason: string;
}

const stats =
  "Prevalence figures from published surveys (the section's note says so), in a section that makes no claim for a product; the hero and the benefits no longer tie the chair to 尿もれ.";
const education =
  'Educational article that names no product and links to none (the device section and the product link were removed), so it is not advertising under 医薬監第148号; the sentence reports what the cited guideline or review says.';
const citation = "The title of a cited paper in the article's source list, quoted as published; not a claim of ours.";
const skinAnalyser =
  "Describes what the skin analyser does for clinics (it records a patient's own skin for counselling); the page shows no before/after result and makes no efficacy claim.";

export const acceptedHits: AcceptedHit[] = [
  { at: 'home.ja.stats.lead', rule: 'ja-symptom', reason: stats },
  { at: 'home.ja.stats.items.womenLeakage.label', rule: 'ja-symptom', reason: stats },
  { at: 'home.ja.stats.items.menConcern.label', rule: 'ja-symptom', reason: stats },
  { at: 'kegel.ja.mens.sections.1.points.0', rule: 'ja-symptom-claim', reason: education },
  { at: 'kegel.ja.womens.sections.1.paragraphs.1', rule: 'ja-symptom-claim', reason: education },
  { at: 'kegel.ja.womens.sections.2.paragraphs.1', rule: 'ja-symptom-claim', reason: education },
  { at: 'kegel.en.womens.sections.1.paragraphs.0', rule: 'en-symptom-claim', reason: education },
  { at: 'kegel.en.mens.sources.0', rule: 'en-symptom-claim', reason: citation },
  { at: 'kegel.en.womens.sources.2', rule: 'en-symptom-claim', reason: citation },
  { at: 'kegel.zh-cn.womens.sections.1.paragraphs.0', rule: 'zh-symptom-claim', reason: education },
  { at: 'kegel.zh-cn.womens.sections.1.paragraphs.1', rule: 'zh-symptom-claim', reason: education },
  { at: 'kegel.zh-cn.womens.sections.2.paragraphs.1', rule: 'zh-symptom-claim', reason: education },
  { at: 'devices.ja.devices.skin-analyzer.points.3', rule: 'ja-testimonial', reason: skinAnalyser },
  { at: 'devices.en.devices.skin-analyzer.points.3', rule: 'en-testimonial', reason: skinAnalyser },
  { at: 'devices.zh-cn.devices.skin-analyzer.points.3', rule: 'zh-testimonial', reason: skinAnalyser },
];
