/**
 * The advertising check knows each product's class in Japanese law (issue 43): a context that
 * advertises a product recorded at /admin/site as not a medical device gains the `not-device`
 * class, under which efficacy words are refused outright (a device that is not one may claim
 * no effect on the body: 薬機法 第68条, 薬生監麻発0413第5号). The consumer chair is the Plus, the
 * clinics' model the DR.
 */
import type { FactProduct, RegulatoryClass } from '../site-facts/facts.ts';
import type { CheckContext, ProductClass } from './types.ts';

const productOf: Partial<Record<ProductClass, FactProduct>> = {
  'consumer-chair': 'plus',
  'professional-device': 'dr',
};

export type RecordedClasses = Record<FactProduct, { class: RegulatoryClass | '' }>;

/** `context` with `not-device` added when a product it advertises is recorded as not a medical device. */
export function withRegulatoryClasses<Context extends CheckContext>(
  context: Context,
  recorded: RecordedClasses,
): Context {
  const notDevice = context.classes.some((c) => {
    const product = productOf[c];
    return product !== undefined && recorded[product].class === 'not_device';
  });
  // A page linking to the chair speaks for it too (平成10年 医薬監第148号).
  const chairLinked = context.linksToChair === true && recorded.plus.class === 'not_device';
  if (!(notDevice || chairLinked) || context.classes.includes('not-device')) return context;
  return { ...context, classes: [...context.classes, 'not-device'] };
}
