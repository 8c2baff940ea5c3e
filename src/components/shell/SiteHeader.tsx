import type { HeaderEntry, NavLink } from '../../content/navigation.ts';
import { ConferenceBanner } from './ConferenceBanner.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { type LanguageOption, LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import styles from './SiteHeader.module.css';
import type { ShellActions } from './shell-actions.ts';

export interface SiteHeaderProps {
  homeHref: string;
  logo: { src: string; width: number; height: number; label: string };
  /** The announcement, only while it is scheduled to show (/admin/site); href '' has no link. */
  banner: { text: string; linkLabel: string; href: string } | null;
  entries: HeaderEntry[];
  goods: NavLink;
  /** Links only the phone menu adds (rental, news). */
  phoneExtras: NavLink[];
  actions: ShellActions;
  back: { href: string; label: string } | null;
  languages: { current: LanguageOption['locale']; options: LanguageOption[] };
  labels: { nav: string; open: string; close: string; language: string; newTab: string };
}

/**
 * The header island: banner, logo, menus, the request actions, language switcher, mobile menu.
 * On a desktop the bar with the brochure action stays at the top as the visitor scrolls (CSS
 * sticky, no script); the announcement above it and the way back below it scroll away, so what
 * stays is one short row.
 */
export function SiteHeader({
  homeHref,
  logo,
  banner,
  entries,
  goods,
  phoneExtras,
  actions,
  back,
  languages,
  labels,
}: SiteHeaderProps) {
  return (
    <>
      {banner ? (
        <ConferenceBanner
          text={banner.text}
          linkLabel={banner.linkLabel}
          href={banner.href}
          newTabLabel={labels.newTab}
        />
      ) : null}
      <header className={styles.header}>
        <div className={styles.bar}>
          <a className={styles.logo} href={homeHref}>
            <img src={logo.src} width={logo.width} height={logo.height} alt={logo.label} />
          </a>
          <DesktopNav label={labels.nav} entries={entries} newTabLabel={labels.newTab} />
          <div className={styles.actions}>
            <HeaderActions actions={actions} />
            <div className={styles.languages}>
              <LanguageSwitcher label={labels.language} current={languages.current} options={languages.options} />
            </div>
            <MobileMenu
              entries={entries}
              extras={[...phoneExtras, goods]}
              actions={actions}
              labels={labels}
              languages={languages}
            />
          </div>
        </div>
      </header>
      {back && (
        <div className={styles.back}>
          <a href={back.href}>
            <span aria-hidden="true">← </span>
            {back.label}
          </a>
        </div>
      )}
    </>
  );
}
