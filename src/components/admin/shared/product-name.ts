/**
 * Brochure products as staff read them in the admin area: the Japanese names the brochure form
 * shows (src/domain/product-choices.ts, which the staff mails use too), the stored ids unchanged.
 */
import { brochureProductChoices, japaneseProductName } from '../../../domain/product-choices.ts';

/** The Japanese name of a stored product id; an unknown id as it is. */
export const adminProductName = japaneseProductName;

/** Every product as a select's options, in the form's order. */
export const adminProductOptions = (): { value: string; label: string }[] =>
  brochureProductChoices('ja').map((choice) => ({ value: choice.id, label: choice.label }));
