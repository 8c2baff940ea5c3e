import { describe, expect, it } from 'vitest';
import { clinicsCopy } from '../../../../src/content/clinics/index.ts';
import { clinicTelHref, validateClinic } from '../../../../src/domain/clinics/schema.ts';
import { prefectureFromAddress, prefectures } from '../../../../src/domain/prefectures.ts';

const clinicMessages = clinicsCopy.ja.messages;

describe('prefectures', () => {
  it('lists the 47 in JIS order, north to south', () => {
    expect(prefectures).toHaveLength(47);
    expect(new Set(prefectures).size).toBe(47);
    expect(prefectures[0]).toBe('北海道');
    expect(prefectures[12]).toBe('東京都');
    expect(prefectures[25]).toBe('京都府');
    expect(prefectures[46]).toBe('沖縄県');
  });

  it.each([
    ['東京都中央区銀座1-1', '東京都'],
    ['京都府京都市中京区', '京都府'],
    ['〒104-0061 東京都中央区', '東京都'],
    ['〒１０４－００６１東京都中央区', '東京都'],
    ['北海道札幌市', '北海道'],
    ['神奈川県横浜市', '神奈川県'],
    ['札幌市中央区', undefined],
    ['中央区東京都', undefined],
  ])('%s → %s', (address, expected) => {
    expect(prefectureFromAddress(address)).toBe(expected);
  });
});

const valid = {
  clinicName: ' 銀座ウロギネクリニック ',
  address: '東京都中央区銀座1-2-3',
  services: '泌尿器科\r\n婦人科',
  doctor: '山田 花子',
  phone: '０３-１２３４-５６７８',
  url: 'https://clinic.example.jp/',
};

describe('validateClinic', () => {
  it('normalises, derives the prefecture and defaults to published', () => {
    expect(validateClinic(valid)).toEqual({
      ok: true,
      data: {
        clinicName: '銀座ウロギネクリニック',
        address: '東京都中央区銀座1-2-3',
        prefecture: '東京都',
        services: '泌尿器科\n婦人科',
        doctor: '山田 花子',
        phone: '03-1234-5678',
        url: 'https://clinic.example.jp/',
        status: 'publish',
      },
    });
  });

  it('turns blank optional fields into null and accepts drafts', () => {
    const result = validateClinic({ ...valid, phone: ' ', url: '', status: 'draft', services: '', doctor: '' });
    expect(result).toMatchObject({ ok: true, data: { phone: null, url: null, status: 'draft', services: '' } });
  });

  it('needs a chosen prefecture when the address does not start with one', () => {
    expect(validateClinic({ ...valid, address: '札幌市中央区1-1' })).toEqual({
      ok: false,
      errors: { prefecture: clinicMessages.prefectureRequired },
    });
    expect(validateClinic({ ...valid, address: '札幌市中央区1-1', prefecture: '北海道' })).toMatchObject({
      ok: true,
      data: { prefecture: '北海道' },
    });
    expect(validateClinic({ ...valid, prefecture: '大阪府' })).toEqual({
      ok: false,
      errors: { prefecture: '住所の都道府県（東京都）と選択した都道府県が一致しません' },
    });
    expect(validateClinic({ ...valid, prefecture: '東京' })).toEqual({
      ok: false,
      errors: { prefecture: clinicMessages.prefectureInvalid },
    });
  });

  it('reports every bad field in Japanese, without throwing', () => {
    const result = validateClinic({
      clinicName: '',
      address: '  ',
      phone: '03-12',
      url: 'javascript:alert(1)',
      status: 'archived',
      doctor: 'a\nb',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        clinicName: clinicMessages.clinicNameRequired,
        address: clinicMessages.addressRequired,
        phone: clinicMessages.phoneInvalid,
        url: clinicMessages.urlInvalid,
        status: clinicMessages.statusInvalid,
        doctor: clinicMessages.lineBreak,
      },
    });
    expect(validateClinic(null).ok).toBe(false);
    expect(validateClinic('x').ok).toBe(false);
    expect(validateClinic({ ...valid, clinicName: 'あ'.repeat(201) })).toEqual({
      ok: false,
      errors: { clinicName: '200文字以内で入力してください' },
    });
  });

  it('builds tel: links from the number as written', () => {
    expect(clinicTelHref('03-1234-5678')).toBe('tel:0312345678');
    expect(clinicTelHref('+81 (3) 1234-5678')).toBe('tel:+81312345678');
  });
});
