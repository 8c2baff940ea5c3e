/**
 * Product facts: the one source for every figure about the devices, the rental plan and the
 * brochure product choices (docs/product.md#product-facts, ADR 009). Pages and dictionaries
 * read these values; none is typed twice. Words about the products (features, descriptions) are
 * copy and live in the locale content files, keyed by the ids here.
 */
import type { Locale } from '../i18n/locales.ts';
import { site } from './site.ts';

export interface Dimensions {
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

/** The chair model: {brand} Plus, route /product/plus. */
export const chairModel = {
  id: 'plus',
  name: `${site.brand} Plus`,
  outputLevels: 25,
  sessionMinutes: 30,
  dimensions: { widthCm: 80, depthCm: 71, heightCm: 68 } satisfies Dimensions,
  weightKg: 45,
  /** Magnetic pulses make about this many pelvic-floor contractions in one session. */
  contractionsPerSession: 25_000,
} as const;

/**
 * The top-end medical model: {brand} DR, route /product/dr. One canonical reading of its
 * specification everywhere (the old pages disagreed; ADR 009).
 */
export const topModel = {
  id: 'dr',
  name: `${site.brand} DR`,
  outputLevels: 30,
  dimensions: { widthCm: 120, depthCm: 75, heightCm: 80 } satisfies Dimensions,
  weightKg: 55,
  priceYenTaxIncluded: 5_500_000,
  /** Planned release, as the company announces it. */
  release: { year: 2025, season: 'summer' },
  handModuleAreas: ['legs', 'abdomen', 'waist'],
} as const;

/** Whether a locale shows the top model's price or "contact us" (configuration in site.ts). */
export const showsTopModelPrice = (locale: Locale): boolean => site.priceDisplay[locale] === 'price';

/** Monthly rental plan for medical institutions (/rental/medical). */
export const rentalPlan = {
  monthlyYenTaxIncluded: 88_000,
  usualMonthlyYenTaxIncluded: 110_000,
  minimumContractMonths: 24,
  initialFeeYenTaxIncluded: 55_000,
  fastestRolloutWeeks: 2,
  startingSessionsPerWeek: { min: 2, max: 3 },
  powerSupplyVolts: 100,
  spaceSquareMetres: 1,
  sessionMinutes: chairModel.sessionMinutes,
} as const;

/** The four steps from first contact to operation; titles and descriptions are copy. */
export const adoptionSteps = ['online-briefing', 'electronic-contract', 'lecture', 'start-of-operation'] as const;
export type AdoptionStep = (typeof adoptionSteps)[number];

/** Who must not use the device; the wording per locale is copy keyed by these ids. */
export const contraindications = [
  'implanted-devices',
  'epilepsy',
  'pregnancy',
  'malignancy-treatment',
  'acute-inflammation',
  'bleeding-tendency',
] as const;
export type Contraindication = (typeof contraindications)[number];

/** Symptom programs of the top-end model (/product/dr-details). */
export const symptomPrograms = ['incontinence-oab', 'postpartum', 'prolapse', 'sexual-function'] as const;
export type SymptomProgram = (typeof symptomPrograms)[number];

export type DeviceCategory = 'laser' | 'cooling' | 'multi-care' | 'analysis';

/** The diode laser's output: its card and the details page's description state it. */
export const diodeLaserWatts = 1800;

/** The beauty and laser devices: two on /other-products-details, all eight on /beauty-devices. */
export const devices = [
  { id: 'co2-laser', category: 'laser', figures: {} },
  { id: 'diode-laser', category: 'laser', figures: { watts: diodeLaserWatts } },
  { id: 'skin-cooling', category: 'cooling', figures: { coolingCelsius: -30 } },
  { id: 'dual-cryo', category: 'cooling', figures: {} },
  { id: 'quad-cryo', category: 'cooling', figures: {} },
  { id: 'multi-care-dual', category: 'multi-care', figures: {} },
  { id: 'multi-care-quad', category: 'multi-care', figures: {} },
  { id: 'skin-analyzer', category: 'analysis', figures: { cameraMegapixels: 48 } },
] as const satisfies readonly { id: string; category: DeviceCategory; figures: Record<string, number> }[];
export type DeviceId = (typeof devices)[number]['id'];

/** The devices the other-products details page presents. */
export const detailDevices: readonly DeviceId[] = ['co2-laser', 'diode-laser'];

/**
 * The brochure request form's product choices, in the order of
 * docs/product.md#fields-and-validation. Ids are stored with each lead; names are built from
 * the configured brand.
 *
 * Sports and Home are in the specification's list but nowhere else on the site: no page, no
 * figure (issue 43). They stay choices, since the interface contract keeps the twelve ids and
 * posts name them, but `pageless`: the form offers them under 「その他」 with 「その他・複数」,
 * after the products the site shows.
 */
export const brochureProducts = [
  { id: `${site.brand.toLowerCase()}-dr`, name: `${site.brand} DR` },
  { id: `${site.brand.toLowerCase()}-plus`, name: `${site.brand} Plus` },
  { id: `${site.brand.toLowerCase()}-sports`, name: `${site.brand} Sports`, pageless: true },
  { id: `${site.brand.toLowerCase()}-home`, name: `${site.brand} Home`, pageless: true },
  // Not in the specification's list: the rental page's own choice, so that sales see a rental
  // enquiry as one (issue 31); the rented chair is the Plus.
  { id: `${site.brand.toLowerCase()}-rental`, name: `${site.brand} Rental` },
  { id: 'co2-laser', name: 'CO2 laser system' },
  { id: 'diode-laser', name: '1800W diode laser' },
  // Shown on /beauty-devices but missing from the specification's list (issue 31).
  { id: 'skin-cooling', name: 'Skin super-cooling system' },
  { id: 'dual-cryo', name: 'Dual Cryo' },
  { id: 'quad-cryo', name: 'Quad Cryo' },
  { id: 'multi-care-dual', name: 'Multi-Care Pro Dual' },
  { id: 'multi-care-quad', name: 'Multi-Care Pro Quad' },
  { id: 'skin-analyzer', name: 'Q2-type skin analyzer' },
  { id: 'other', name: 'Other' },
] as const;

export const brochureProductIds = brochureProducts.map((p) => p.id);

/** The display name for a stored product id, or the id itself when it is unknown. */
export const brochureProductName = (id: string): string => brochureProducts.find((p) => p.id === id)?.name ?? id;

/** Formats yen for a locale: ¥5,500,000 / 5,500,000円. */
export function formatYen(amount: number, locale: Locale): string {
  if (locale === 'ja') return `${amount.toLocaleString('ja-JP')}円`;
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN', {
    style: 'currency',
    currency: 'JPY',
    currencyDisplay: 'symbol',
  }).format(amount);
}

/** 120 × 75 × 80 cm in every locale (W × D × H). */
export const formatDimensions = (d: Dimensions): string => `${d.widthCm} × ${d.depthCm} × ${d.heightCm} cm`;
