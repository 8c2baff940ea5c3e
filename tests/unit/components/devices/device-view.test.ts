import { describe, expect, it } from 'vitest';
import { fillTemplate, formatFigure } from '../../../../src/components/articles/fill-template.ts';
import { deviceImageKey, figureValues, toDeviceView } from '../../../../src/components/devices/device-view.ts';
import { images } from '../../../../src/content/images.ts';
import { devicesCopy } from '../../../../src/content/pages/devices/index.ts';
import { devices } from '../../../../src/content/products.ts';

const ja = devicesCopy.ja;

describe('fillTemplate and formatFigure', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillTemplate('{watts}W と {other}', { watts: '1800' })).toBe('1800W と {other}');
  });

  it('writes a true minus sign and groups only large numbers', () => {
    expect(formatFigure(-30, 'ja-JP')).toBe('\u221230');
    expect(formatFigure(1800, 'ja-JP')).toBe('1800');
    expect(formatFigure(25_000, 'ja-JP')).toBe('25,000');
  });
});

describe('toDeviceView', () => {
  const options = { manifest: images, locale: 'ja' as const, numberLocale: 'ja-JP' };
  const views = devices.map((device) => toDeviceView(device, ja, options));

  it('gives each of the eight devices a category label, four points and an illustration', () => {
    expect(views).toHaveLength(8);
    for (const view of views) {
      expect(view.points).toHaveLength(4);
      expect(view.categoryLabel).not.toBe('');
      expect(view.image.src).toBe(`/images/device-${view.id}.svg`);
      expect(view.image.alt).not.toBe('');
    }
  });

  it('fills the figures from products.ts and leaves no placeholder behind', () => {
    const text = views.map((v) => [v.name, v.summary, ...v.points].join(' ')).join(' ');
    expect(text).not.toMatch(/\{\w+\}/);
    expect(views.find((v) => v.id === 'diode-laser')?.name).toContain('1800W');
    expect(views.find((v) => v.id === 'skin-cooling')?.points[0]).toContain('\u221230℃');
    expect(views.find((v) => v.id === 'skin-analyzer')?.points[0]).toContain('48');
  });

  it('derives manifest keys from device ids', () => {
    expect(deviceImageKey('co2-laser')).toBe('deviceCo2Laser');
    expect(deviceImageKey('multi-care-quad')).toBe('deviceMultiCareQuad');
    expect(figureValues({ watts: 1800 }, 'ja-JP')).toEqual({ watts: '1800' });
  });
});
