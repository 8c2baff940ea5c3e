/**
 * Copy that states the phone number or the contact hours writes them as slots — `{phone}`,
 * `{phoneInternational}`, `{open}`, `{close}` — filled when the page renders from the live
 * contact facts (/admin/site, issue 33), so an edit reaches every sentence that quotes them.
 */
import { fillMessage } from '../fill-message.ts';
import type { SiteFacts } from './facts.ts';

export function fillContact(text: string, contact: SiteFacts['contact']): string {
  return fillMessage(text, {
    phone: contact.phone,
    phoneInternational: contact.phoneInternational,
    open: contact.hours.open,
    close: contact.hours.close,
  });
}
