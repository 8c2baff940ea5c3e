import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DailyBarChart } from '../../../../../src/components/admin/dashboard/DailyBarChart.tsx';

const days = (counts: number[]) =>
  counts.map((count, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, count }));

const render = (counts: number[]) =>
  renderToStaticMarkup(
    createElement(DailyBarChart, {
      data: days(counts),
      title: '予約クリック数（過去30日）',
      description: '合計 12 件、最多は 11月3日の 7 件です。',
    }),
  );

describe('DailyBarChart', () => {
  it('is one image named by its title and described by its description, with no script', () => {
    const html = render([1, 0, 7, 4]);
    const svg = html.match(/<svg[^>]*>/)?.[0] ?? '';
    expect(svg).toContain('role="img"');
    const titleId = svg.match(/aria-labelledby="([^"]+)"/)?.[1];
    const descId = svg.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(`<title id="${titleId}">予約クリック数（過去30日）</title>`);
    expect(html).toContain(`<desc id="${descId}">合計 12 件、最多は 11月3日の 7 件です。</desc>`);
    expect(html).not.toContain('<script');
  });

  it('lists every day and its value in a table for screen readers', () => {
    const html = render([1, 0, 7, 4]);
    expect(html).toContain('<caption>予約クリック数（過去30日）</caption>');
    expect(html.match(/<tr>/g)).toHaveLength(4);
    expect(html).toContain('<th scope="row">2026-11-02</th><td>0</td>');
    expect(html).toContain('<th scope="row">2026-11-03</th><td>7</td>');
  });

  it('draws a bar per day with a count, scaled to a round maximum', () => {
    const html = render([1, 0, 7, 4]);
    const bars = [...html.matchAll(/<rect[^>]*data-date="([^"]+)"[^>]*data-count="(\d+)"/g)];
    expect(bars.map((bar) => [bar[1], bar[2]])).toEqual([
      ['2026-11-01', '1'],
      ['2026-11-03', '7'],
      ['2026-11-04', '4'],
    ]);
    // 7 rounds up to a scale of 8: the bar of 7 is 87.5 of the 100 units high.
    expect(html).toMatch(/<rect[^>]*y="12.5"[^>]*height="87.5"[^>]*data-count="7"/);
  });

  it('keeps the scale in whole round numbers', () => {
    const scale = (max: number) =>
      [
        ...(render([max]).match(/<div[^>]*aria-hidden="true"[^>]*>(.*?)<\/div>/)?.[1] ?? '').matchAll(
          /<span>([\d,]+)<\/span>/g,
        ),
      ].map((match) => match[1]);
    expect(scale(1)).toEqual(['1', '0']);
    expect(scale(3)).toEqual(['3', '2', '1', '0']);
    expect(scale(7)).toEqual(['8', '6', '4', '2', '0']);
    expect(scale(10)).toEqual(['10', '5', '0']);
    expect(scale(12)).toEqual(['15', '10', '5', '0']);
    expect(scale(1234)).toEqual(['1,500', '1,000', '500', '0']);
  });

  it('labels the last day and every seventh before it', () => {
    const html = render(Array.from({ length: 30 }, () => 1));
    const labels = [...html.matchAll(/<span>(\d+\/\d+)<\/span>/g)].map((match) => match[1]);
    expect(labels).toEqual(['11/2', '11/9', '11/16', '11/23', '11/30']);
  });

  it('draws an empty month on a scale of 1 without bars', () => {
    const html = render(Array.from({ length: 30 }, () => 0));
    expect(html).not.toContain('<rect');
    expect(html).toMatch(/<span>1<\/span><span>0<\/span><\/div>/);
  });
});
