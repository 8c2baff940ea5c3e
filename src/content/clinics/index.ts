import { type ClinicsCopy, ja } from './ja.ts';

export type { ClinicsCopy };
export type ClinicListCopy = ClinicsCopy['page'];
export type ClinicMessages = ClinicsCopy['messages'];

/** Every word about the clinic network: Japanese only (the list and the admin area are Japanese only). */
export const clinicsCopy: { ja: ClinicsCopy } = { ja };
