import { prefectures } from '../../../../domain/prefectures.ts';

/** The 47 prefectures as a select's options, north to south (JIS X 0401). */
export const prefectureOptions: readonly { value: string; label: string }[] = prefectures.map((p) => ({
  value: p,
  label: p,
}));
