/** The brochure form's product choices per language: in src/domain, which the staff mails share. */
export { brochureProductChoices, type ProductChoice } from '../../domain/product-choices.ts';
