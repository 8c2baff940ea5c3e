import { home } from './home.ts';
import { shell } from './shell.ts';

/** The Japanese dictionary is the source: its shape is the type every locale must satisfy. */
export const ja = { shell, home };
export type Dictionary = typeof ja;
