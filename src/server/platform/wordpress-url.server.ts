/**
 * Which WordPress addresses the clinic import may read: what outbound.server.ts allows (https to
 * a public address), because the import writes what it reads straight onto the public clinic
 * list. Plain http and loopback only with OUTBOUND_ALLOW_LOOPBACK, for the tests' stand-in
 * WordPress (tests/setup/wordpress.ts).
 */
import { checkOutboundUrl, type OutboundPolicy, outboundPolicy } from './outbound.server.ts';

export function isAllowedWordPressUrl(value: string | URL, rules: OutboundPolicy = outboundPolicy()): boolean {
  return checkOutboundUrl(value, rules).ok;
}
