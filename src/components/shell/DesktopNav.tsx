import { useCallback, useEffect, useRef, useState } from 'react';
import type { HeaderEntry, NavLink, NavMenu } from '../../content/navigation.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './DesktopNav.module.css';
import { NavDropdown } from './NavDropdown.tsx';

/** A menu closes 150 ms after the pointer leaves it (docs/product.md#interface-timings). */
export const MENU_CLOSE_DELAY_MS = 150;

interface Props {
  label: string;
  entries: HeaderEntry[];
  newTabLabel: string;
}

type MenuId = NavMenu['id'];

export function DesktopNav({ label, entries, newTabLabel }: Props) {
  const [openId, setOpenId] = useState<MenuId | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click on a menu the pointer just opened keeps it open instead of closing it again.
  const openedByHover = useRef(false);

  useEffect(() => {
    setEnhanced(true);
    // A click on a menu before this code ran (counted by client:interaction) toggles it like
    // any click: an odd number leaves it open as if clicked open, so the next click closes it.
    let clickedOpen: string | undefined;
    for (const trigger of rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-trigger][data-early-clicks]') ??
      []) {
      if (Number(trigger.dataset.earlyClicks) % 2 === 1) clickedOpen = trigger.dataset.menuTrigger;
      delete trigger.dataset.earlyClicks;
    }
    if (clickedOpen) {
      openedByHover.current = false;
      // The attribute is written from a NavMenu id just below.
      setOpenId(clickedOpen as MenuId);
      return () => window.clearTimeout(closeTimer.current);
    }
    // The header hydrates on first interaction (client:interaction): a pointer that arrived over
    // a menu has already opened it through CSS :hover, and no pointerenter will follow. Keep
    // that menu open, as if the pointer had just entered it, instead of snapping it shut.
    const hovered = rootRef.current?.querySelector<HTMLElement>('li:hover > [data-menu-trigger]')?.dataset.menuTrigger;
    if (hovered) {
      openedByHover.current = true;
      // The attribute is written from a NavMenu id just below.
      setOpenId(hovered as MenuId);
    }
    return () => window.clearTimeout(closeTimer.current);
  }, []);

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const scheduleClose = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpenId(null), MENU_CLOSE_DELAY_MS);
  }, []);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenId(null);
      rootRef.current?.querySelector<HTMLButtonElement>(`[data-menu-trigger="${openId}"]`)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId]);

  const renderLink = (link: NavLink) =>
    link.external ? (
      <ExternalLink className={styles.link} href={link.href} newTabLabel={newTabLabel} showIcon={false}>
        {link.label}
      </ExternalLink>
    ) : (
      <a className={styles.link} href={link.href} hrefLang={link.hreflang}>
        {link.label}
      </a>
    );

  return (
    <nav ref={rootRef} className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.link.href}>{renderLink(entry.link)}</li>
          ) : (
            <NavDropdown
              key={entry.menu.id}
              menu={entry.menu}
              open={openId === entry.menu.id}
              enhanced={enhanced}
              onToggle={() => {
                cancelClose();
                const pinHoverOpened = openId === entry.menu.id && openedByHover.current;
                openedByHover.current = false;
                if (!pinHoverOpened) setOpenId(openId === entry.menu.id ? null : entry.menu.id);
              }}
              onHoverStart={() => {
                cancelClose();
                if (openId !== entry.menu.id) openedByHover.current = true;
                setOpenId(entry.menu.id);
              }}
              onHoverEnd={scheduleClose}
              onFocusLeave={() => setOpenId((current) => (current === entry.menu.id ? null : current))}
            />
          ),
        )}
      </ul>
    </nav>
  );
}
