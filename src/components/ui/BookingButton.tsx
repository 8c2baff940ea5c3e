import type { MouseEvent } from 'react';
import type { AnalyticsEventName } from '../../domain/analytics.ts';
import styles from './BookingButton.module.css';
import { ExternalLink } from './ExternalLink.tsx';
import { EVENTS_ENDPOINT } from './events-endpoint.ts';

interface Props {
  href: string;
  label: string;
  /** Screen-reader note that a new tab opens. */
  newTabLabel: string;
  /** The first-party analytics event a click records. */
  event: { name: AnalyticsEventName; label: string };
  locale: string;
  /** `inverse` on a deep-coloured band. */
  tone?: 'default' | 'inverse';
}

/**
 * A booking link to the external scheduling page (island). A click reports one cookieless
 * event with `navigator.sendBeacon` and the link opens in a new tab as usual; without
 * JavaScript it is just the link.
 */
export function BookingButton({ href, label, newTabLabel, event, locale, tone = 'default' }: Props) {
  const report = (_: MouseEvent<HTMLAnchorElement>) => {
    try {
      const body = JSON.stringify({ name: event.name, label: event.label, path: window.location.pathname, locale });
      navigator.sendBeacon?.(EVENTS_ENDPOINT, new Blob([body], { type: 'application/json' }));
    } catch {
      // Analytics never stands in the way of the booking page.
    }
  };
  return (
    <ExternalLink
      className={styles.button}
      data-tone={tone}
      data-booking=""
      href={href}
      newTabLabel={newTabLabel}
      onClick={report}
    >
      {label}
    </ExternalLink>
  );
}
