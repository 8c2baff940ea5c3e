/**
 * Brochure products as staff read them in the admin area: the Japanese names the brochure form
 * shows (product-choices.ts), the stored ids unchanged.
 */
import { brochureProductChoices } from '../../lead/product-choices.ts';

const choices = brochureProductChoices('ja');
const names = new Map(choices.map((choice) => [choice.id as string, choice.label]));

/** The Japanese name of a stored product id; an unknown id as it is. */
export const adminProductName = (id: string): string => names.get(id) ?? id;

/** Every product as a select's options, in the form's order. */
export const adminProductOptions = (): { value: string; label: string }[] =>
  choices.map((choice) => ({ value: choice.id, label: choice.label }));
