/**
 * Claims held to the regulatory identity (issue 43), on the real tokenizer: a foreign approval
 * (FDA, CE) is flagged until the Japanese status stands beside it, in the text or as the page's
 * block; efficacy words are refused outright for a product recorded as not a medical device.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withRegulatoryClasses } from '../../../../src/domain/advertising/regulatory.ts';
import type { CheckContext, CopyLanguage } from '../../../../src/domain/advertising/types.ts';
import { checkCopy } from '../../../../src/server/content/advertising.server.ts';

const rulesOf = async (texts: string[], language: CopyLanguage, context: CheckContext) =>
  (await checkCopy(texts, language, context)).map((hit) => `${hit.rule}:${hit.severity}`);

// The first check starts the tokenizer's worker: seconds on a busy machine, once per file.
beforeAll(() => checkCopy(['準備'], 'ja', { classes: ['general'] }), 60_000);

const clinic: CheckContext = { classes: ['professional-device'] };
const chair: CheckContext = { classes: ['consumer-chair'] };
const recorded = (plus: string, dr: string) =>
  ({ plus: { class: plus }, dr: { class: dr } }) as Parameters<typeof withRegulatoryClasses>[1];

describe('a foreign approval', () => {
  it.each([
    [['米国FDAクリアランス取得技術'], 'ja'],
    [['CEマークを取得しています。'], 'ja'],
    [['Built on FDA-cleared technology.'], 'en'],
    [['基于已获FDA许可的技术开发。'], 'zh-cn'],
  ] as const)('%s is flagged without the Japanese status', async (texts, language) => {
    expect(await rulesOf([...texts], language, clinic)).toContain('foreign-approval-without-japanese-status:error');
  });

  it.each([
    [['米国FDAクリアランス取得技術', '日本では一般医療機器として届出ています。'], 'ja'],
    [['CEマークを取得しています。', '国内では医療機器ではありません。'], 'ja'],
    [['Built on FDA-cleared technology.', 'In Japan it is a controlled medical device (Class II).'], 'en'],
    [['基于已获FDA许可的技术开发。', '在日本属于管理医疗器械（II类）。'], 'zh-cn'],
  ] as const)('%s passes with the status beside it', async (texts, language) => {
    expect(await rulesOf([...texts], language, clinic)).toEqual([]);
  });

  it('passes beside the regulatory block (the page states the class)', async () => {
    expect(await rulesOf(['米国FDAクリアランス取得技術'], 'ja', { ...clinic, japaneseStatus: true })).toEqual([]);
  });
});

describe('a product recorded as not a medical device', () => {
  const notDevice = withRegulatoryClasses(chair, recorded('not_device', 'controlled'));

  it('adds the class only to what advertises that product, or links to it', () => {
    expect(notDevice.classes).toEqual(['consumer-chair', 'not-device']);
    expect(withRegulatoryClasses(clinic, recorded('not_device', 'controlled')).classes).toEqual([
      'professional-device',
    ]);
    expect(withRegulatoryClasses(chair, recorded('', '')).classes).toEqual(['consumer-chair']);
    expect(
      withRegulatoryClasses({ classes: ['general'], linksToChair: true }, recorded('not_device', '')).classes,
    ).toContain('not-device');
  });

  it.each([
    ['毎日使えば効果を実感できます。', 'ja', 'ja-not-device-efficacy'],
    ['座るだけで姿勢が改善します。', 'ja', 'ja-not-device-efficacy'],
    ['An effective way to improve your posture.', 'en', 'en-not-device-efficacy'],
    ['坐着就能改善体态。', 'zh-cn', 'zh-not-device-efficacy'],
  ] as const)('refuses %s outright', async (text, language, rule) => {
    expect(await rulesOf([text], language, notDevice)).toContain(`${rule}:error`);
    // Recorded as a medical device, the same words are not this rule's.
    const device = withRegulatoryClasses(chair, recorded('general', ''));
    expect((await rulesOf([text], language, device)).some((hit) => hit.startsWith(rule))).toBe(false);
  });

  it('lets its use and the disclaimer through', async () => {
    expect(await rulesOf(['骨盤底筋を動かす運動をサポートします。'], 'ja', notDevice)).toEqual([]);
    expect(await rulesOf(['治療を目的とするものではありません。'], 'ja', notDevice)).toEqual([]);
  });
});
