import type { FocusEvent, PointerEvent } from 'react';
import type { NavMenu } from '../../content/navigation.ts';
import styles from './NavDropdown.module.css';

interface Props {
  menu: NavMenu;
  open: boolean;
  /** False until hydrated: then CSS :hover / :focus-within opens the panel without JavaScript. */
  enhanced: boolean;
  onToggle: () => void;
  onHoverStart: () => void;
  onHoverEnd: () => void;
  onFocusLeave: () => void;
}

export function NavDropdown({ menu, open, enhanced, onToggle, onHoverStart, onHoverEnd, onFocusLeave }: Props) {
  const panelId = `nav-panel-${menu.id}`;
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusLeave();
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: hover and focus-leave only; the button inside is the control
    <li
      className={styles.item}
      data-enhanced={enhanced ? '' : undefined}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={(event) => isMouse(event) && onHoverStart()}
      onPointerLeave={(event) => isMouse(event) && onHoverEnd()}
      onBlur={onBlur}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-menu-trigger={menu.id}
        onClick={onToggle}
      >
        {menu.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul className={styles.panel} id={panelId} data-menu-panel={menu.id} hidden={enhanced && !open}>
        {menu.items.map((item) => (
          <li key={item.href}>
            <a className={styles.link} href={item.href} hrefLang={item.hreflang}>
              <span className={styles.label}>{item.label}</span>
              {item.subtitle && <span className={styles.subtitle}>{item.subtitle}</span>}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
