/**
 * The lead rules (and zod with them) load once a form is on screen, not with the page: both
 * the brochure form and the admin test e-mail form start this on hydration.
 */
let rules: Promise<typeof import('../../domain/lead/rules.ts')> | undefined;

export function loadLeadRules() {
  rules ??= import('../../domain/lead/rules.ts');
  return rules;
}
