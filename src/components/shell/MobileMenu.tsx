import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import type { HeaderEntry, NavLink } from '../../content/navigation.ts';
import { BrochureIcon } from '../ui/BrochureIcon.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { CalendarIcon } from './CalendarIcon.tsx';
import { type LanguageOption, LanguageSwitcher } from './LanguageSwitcher.tsx';
import styles from './MobileMenu.module.css';
import { PhoneIcon } from './PhoneIcon.tsx';
import type { ShellActions } from './shell-actions.ts';

interface Props {
  entries: HeaderEntry[];
  /** After the header's entries: the rental plan, the news, the goods shop. */
  extras: NavLink[];
  actions: ShellActions;
  labels: { nav: string; open: string; close: string; language: string; newTab: string };
  languages: { current: LanguageOption['locale']; options: LanguageOption[] };
}

const DIALOG_ID = 'mobile-menu';
const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Full-screen menu in a modal <dialog>: the page behind is inert, Escape closes it, Tab cycles
 * inside it, and picking a link closes it. Without JavaScript the button's invoker command
 * still opens it. The button carries no aria-expanded: ARIA in HTML leaves that state to the
 * browser on a button with a `command`, and an open modal leaves the button inert behind it.
 */
export function MobileMenu({ entries, extras, actions, labels, languages }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const show = (event: MouseEvent) => {
    event.preventDefault();
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const closeOnLink = (event: MouseEvent<HTMLDialogElement>) => {
    if ((event.target as Element).closest('a')) close();
  };

  const link = (item: NavLink) =>
    item.external ? (
      <ExternalLink className={styles.link} href={item.href} newTabLabel={labels.newTab}>
        {item.label}
      </ExternalLink>
    ) : (
      <a className={styles.link} href={item.href} hrefLang={item.hreflang}>
        <span>{item.label}</span>
        {item.subtitle && <span className={styles.subtitle}>{item.subtitle}</span>}
      </a>
    );

  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.burger}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-controls={DIALOG_ID}
        command="show-modal"
        commandfor={DIALOG_ID}
        onClick={show}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        className={styles.dialog}
        aria-label={labels.nav}
        onKeyDown={trapTab}
        onClick={closeOnLink}
      >
        <div className={styles.top}>
          <button type="button" className={styles.close} command="close" commandfor={DIALOG_ID} onClick={close}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{labels.close}</span>
          </button>
        </div>
        <div className={styles.actions}>
          <a className={styles.brochure} href={actions.brochure.href} data-menu-action="brochure">
            <BrochureIcon />
            {actions.brochure.label}
          </a>
          <ExternalLink
            className={styles.booking}
            href={actions.booking.href}
            newTabLabel={labels.newTab}
            showIcon={false}
            data-menu-action="booking"
          >
            <CalendarIcon />
            {actions.booking.label}
          </ExternalLink>
          <a className={styles.phone} href={actions.phone.href} data-menu-action="phone">
            <PhoneIcon />
            <span>
              <span className={styles.phoneLabel}>{actions.phone.longLabel}</span>
              <span className={styles.phoneNumber}>{actions.phone.number}</span>
            </span>
          </a>
        </div>
        <nav aria-label={labels.nav}>
          <ul className={styles.list}>
            {entries.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.link.href}>{link(entry.link)}</li>
              ) : (
                <li key={entry.menu.id}>
                  <p className={styles.group}>{entry.menu.label}</p>
                  <ul className={styles.sublist}>
                    {entry.menu.items.map((item) => (
                      <li key={item.href}>{link(item)}</li>
                    ))}
                  </ul>
                </li>
              ),
            )}
            {extras.map((item) => (
              <li key={item.href}>{link(item)}</li>
            ))}
          </ul>
        </nav>
        <div className={styles.languages}>
          <LanguageSwitcher label={labels.language} current={languages.current} options={languages.options} />
        </div>
      </dialog>
    </div>
  );
}
