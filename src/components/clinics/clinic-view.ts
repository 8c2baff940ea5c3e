/**
 * From stored clinics to what the public list shows: card data with filled accessible names,
 * the prefecture options, and the JSON-LD `MedicalClinic` entries. Pure, so it is unit-tested.
 */

import type { ClinicListCopy as ClinicsCopy } from '../../content/clinics/index.ts';
import type { Clinic, PrefectureGroup } from '../../domain/clinics/clinic.ts';
import { clinicTelHref } from '../../domain/clinics/schema.ts';
import { fillMessage } from '../../domain/fill-message.ts';
import { prefectures } from '../../domain/prefectures.ts';
import type { ClinicView } from './ClinicCard.tsx';
import type { PrefectureGroupView } from './ClinicDirectory.tsx';
import type { PrefectureOption } from './ClinicSearchForm.tsx';

export const mapHref = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function toClinicView(clinic: Clinic, copy: ClinicsCopy): ClinicView {
  return {
    id: clinic.id,
    name: clinic.clinicName,
    address: clinic.address,
    services: clinic.services,
    doctor: clinic.doctor,
    phone: clinic.phone,
    telHref: clinic.phone === null ? null : clinicTelHref(clinic.phone),
    mapHref: mapHref(clinic.address),
    url: clinic.url,
    mapLabel: fillMessage(copy.mapLabel, { name: clinic.clinicName }),
    websiteLabel: fillMessage(copy.websiteLabel, { name: clinic.clinicName }),
  };
}

export function toGroupViews(groups: PrefectureGroup[], copy: ClinicsCopy): PrefectureGroupView[] {
  return groups.map((group) => ({
    prefecture: group.prefecture,
    countLabel: fillMessage(copy.groupCount, { count: group.clinics.length }),
    clinics: group.clinics.map((clinic) => toClinicView(clinic, copy)),
  }));
}

/** The prefectures that have published clinics, north to south, with their counts. */
export function prefectureOptions(clinics: readonly Clinic[], copy: ClinicsCopy): PrefectureOption[] {
  const counts = new Map<string, number>();
  for (const clinic of clinics) counts.set(clinic.prefecture, (counts.get(clinic.prefecture) ?? 0) + 1);
  return prefectures.flatMap((name) => {
    const count = counts.get(name);
    return count ? [{ value: name, label: fillMessage(copy.search.prefectureOption, { name, count }) }] : [];
  });
}

/** schema.org ItemList of MedicalClinic, in the order shown. */
export function clinicListLd(clinics: readonly Clinic[], options: { name: string; pageUrl: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: options.name,
    url: options.pageUrl,
    numberOfItems: clinics.length,
    itemListElement: clinics.map((clinic, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'MedicalClinic',
        name: clinic.clinicName,
        address: {
          '@type': 'PostalAddress',
          streetAddress: clinic.address,
          addressRegion: clinic.prefecture,
          addressCountry: 'JP',
        },
        ...(clinic.services !== '' ? { description: clinic.services } : {}),
        ...(clinic.phone !== null ? { telephone: clinic.phone } : {}),
        ...(clinic.url !== null ? { url: clinic.url } : {}),
        hasMap: mapHref(clinic.address),
      },
    })),
  };
}
