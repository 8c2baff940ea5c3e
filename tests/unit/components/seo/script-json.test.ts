import { describe, expect, it } from 'vitest';
import { clinicListLd } from '../../../../src/components/clinics/clinic-view.ts';
import { jsonForScript } from '../../../../src/components/seo/script-json.ts';
import type { Clinic } from '../../../../src/domain/clinics/clinic.ts';

const hostile = '</script><img src=x onerror=alert(1)>';

/** What an HTML parser does with a script element's text: it ends at the first `</script`. */
const scriptText = (json: string) => {
  const html = `<script type="application/ld+json">${json}</script>`;
  const start = html.indexOf('>') + 1;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
};

describe('jsonForScript', () => {
  it('escapes <, >, &, U+2028 and U+2029 and nothing else', () => {
    expect(jsonForScript({ a: '<>&\u2028\u2029', b: 'クリニック "x" \\ /' })).toBe(
      '{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029","b":"クリニック \\"x\\" \\\\ /"}',
    );
    expect(jsonForScript(undefined)).toBe('null');
    expect(jsonForScript([1, null, true])).toBe('[1,null,true]');
  });

  it('reads back as the same value', () => {
    const value = { name: hostile, comment: '<!-- x --> & <script>', separators: 'a\u2028b\u2029c', n: 1.5 };
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });

  it('keeps a clinic named </script><img …> inside its JSON-LD element', () => {
    const clinic: Clinic = {
      id: 'x',
      clinicName: hostile,
      address: '東京都中央区<b>銀座</b>1-1',
      prefecture: '東京都',
      services: '<!--',
      doctor: '',
      phone: null,
      url: null,
      status: 'publish',
      wordpressId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const json = jsonForScript([clinicListLd([clinic], { name: '一覧', pageUrl: 'https://www.example.jp/clinics' })]);
    // The element's text is the whole JSON: the parser finds no end tag, comment or markup in it.
    expect(scriptText(json)).toBe(json);
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)[0].itemListElement[0].item.name).toBe(hostile);
    // Plain JSON.stringify is what broke out before.
    const plain = JSON.stringify([{ name: hostile }]);
    expect(scriptText(plain)).not.toBe(plain);
  });
});
