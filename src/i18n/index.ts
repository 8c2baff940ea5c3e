import { en } from './en/index.ts';
import { ja } from './ja/index.ts';
import type { Locale } from './locales.ts';
import { zhCn } from './zh-cn/index.ts';

export type { Dictionary } from './ja/index.ts';

const dictionaries = { ja, en, 'zh-cn': zhCn } as const;

export const dictionaryFor = (locale: Locale) => dictionaries[locale];
