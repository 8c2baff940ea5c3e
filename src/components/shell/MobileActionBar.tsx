import { BrochureIcon } from '../ui/BrochureIcon.tsx';
import { CalendarIcon } from './CalendarIcon.tsx';
import styles from './MobileActionBar.module.css';
import { PhoneIcon } from './PhoneIcon.tsx';
import type { ShellActions } from './shell-actions.ts';

interface Props {
  label: string;
  actions: ShellActions;
  newTabLabel: string;
}

/**
 * Below the desktop layout, a bar in the bottom safe area: brochure, call, meeting (the
 * specification's 商談予約へ, which the round button carries on the desktop). The footer keeps
 * its height free at the page's end, and the bar steps aside while a form field has focus (CSS
 * :has, no script), so it never covers text, a control or a disclaimer.
 */
export function MobileActionBar({ label, actions, newTabLabel }: Props) {
  return (
    <nav className={styles.bar} aria-label={label} data-action-bar="">
      <a className={styles.action} href={actions.brochure.href} data-primary="" data-bar-action="brochure">
        <BrochureIcon />
        <span>{actions.brochure.label}</span>
      </a>
      <a className={styles.action} href={actions.phone.href} data-bar-action="phone">
        <PhoneIcon />
        <span>{actions.phone.label}</span>
        <span className="visually-hidden">{actions.phone.number}</span>
      </a>
      <a
        className={styles.action}
        href={actions.booking.href}
        target="_blank"
        rel="noopener noreferrer"
        title={actions.booking.description}
        data-bar-action="booking"
      >
        <CalendarIcon />
        <span>{actions.booking.label}</span>
        <span className="visually-hidden">{newTabLabel}</span>
      </a>
    </nav>
  );
}
