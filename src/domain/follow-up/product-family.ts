/**
 * The two product families an assignment rule can match on (docs/product.md#follow-up): the
 * brand's magnetic-stimulation models for pelvic-floor care, and the beauty and laser devices.
 * 'other' (and any id the form does not offer) belongs to neither, so only a rule for any
 * product matches it.
 */
import { brochureProducts } from '../../content/products.ts';

export const productFamilies = ['pelvic-floor', 'beauty-laser'] as const;
export type ProductFamily = (typeof productFamilies)[number];

export const isProductFamily = (value: string): value is ProductFamily =>
  (productFamilies as readonly string[]).includes(value);

/** The brand's models are `<brand>-dr`, `-plus`, `-sports`, `-home` (and its rental plan, `-rental`): the brand name is configuration. */
const PELVIC_FLOOR_MODELS = ['-dr', '-plus', '-sports', '-home', '-rental'] as const;
const OTHER = 'other';

/** The family of a brochure product id; null for 'other' or an id the form does not offer. */
export function productFamilyOf(productId: string): ProductFamily | null {
  if (productId === OTHER || !brochureProducts.some((product) => product.id === productId)) return null;
  return PELVIC_FLOOR_MODELS.some((suffix) => productId.endsWith(suffix)) ? 'pelvic-floor' : 'beauty-laser';
}

/** The brochure products of one family, in the form's order. */
export const productsOfFamily = (family: ProductFamily): string[] =>
  brochureProducts.map((product) => product.id as string).filter((id) => productFamilyOf(id) === family);
