import type { Dictionary } from '../ja/index.ts';
import { home } from './home.ts';
import { shell } from './shell.ts';

export const zhCn: Dictionary = { shell, home };
