/**
 * Issue 41: a brochure's links open a web page or a mail address, nothing else. Every trick of
 * makeLinkTricksPdf is gone after the upload check and after stamping, read back object by
 * object (a hex string hides `javascript` from a byte search); the honest links stay.
 */
import { describe, expect, it } from 'vitest';
import { inspectBrochure } from '../../../../src/server/materials/pdf-inspect.server.ts';
import { stampPdf } from '../../../../src/server/materials/stamp.server.ts';
import { pdfActions as actionsOf, makeLinkTricksPdf, WEB_LINKS } from '../../../setup/pdf.ts';

const stamp = { line: '山田 花子 様・請求番号 TEST', notice: '転送しないでください' };

describe('links in a brochure', () => {
  it('carries every trick before cleaning (the test PDF is what it says)', async () => {
    const { actions, base } = await actionsOf(await makeLinkTricksPdf());
    expect(base).toBe(true);
    expect(actions.filter((a) => a.type === 'URI' && /script:/i.test(a.uri?.replace(/\s/g, '') ?? ''))).toHaveLength(9);
    expect(actions.map((a) => a.type)).toEqual(expect.arrayContaining(['GoToR', 'ImportData', 'SubmitForm']));
  });

  it('keeps only https, http and mailto links after the upload check and after stamping', async () => {
    const inspected = await inspectBrochure(await makeLinkTricksPdf());
    if (!inspected.ok || !inspected.data) throw new Error(`not cleaned: ${JSON.stringify(inspected)}`);
    expect(inspected.removed.javascript).toBeGreaterThanOrEqual(7);
    for (const pdf of [inspected.data, await stampPdf(inspected.data, stamp)]) {
      const { actions, base } = await actionsOf(pdf);
      expect(base).toBe(false);
      expect(actions.map((a) => a.type)).toEqual(['URI', 'URI', 'URI']);
      expect(actions.map((a) => a.uri).sort()).toEqual([...WEB_LINKS].sort());
    }
  });

  it('cleans a brochure stored before the rule when it is stamped', async () => {
    const { actions, base } = await actionsOf(await stampPdf(await makeLinkTricksPdf(), stamp));
    expect(base).toBe(false);
    expect(actions.map((a) => a.uri).sort()).toEqual([...WEB_LINKS].sort());
  });
});
