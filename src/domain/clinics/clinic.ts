/** A clinic of the network as the public list, the admin area and the imports read it. */
import type { Prefecture } from '../prefectures.ts';

export type ClinicStatus = 'publish' | 'draft';

export interface Clinic {
  id: string;
  clinicName: string;
  address: string;
  prefecture: Prefecture;
  services: string;
  doctor: string;
  phone: string | null;
  url: string | null;
  status: ClinicStatus;
  wordpressId: string | null;
  /** ISO-8601 UTC */
  createdAt: string;
  /** ISO-8601 UTC */
  updatedAt: string;
}

export interface PrefectureGroup {
  prefecture: Prefecture;
  clinics: Clinic[];
}
