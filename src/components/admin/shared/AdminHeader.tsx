import styles from './AdminHeader.module.css';

interface NavItem {
  href: string;
  label: string;
  current: boolean;
}

interface NavGroup {
  label: string;
  items: NavItem[];
}

interface Props {
  brand: string;
  homeHref: string;
  /** The menu in groups (業務, サイト, 管理), each with only what the user's role may open. */
  nav: { label: string; groups: NavGroup[] } | null;
  /** The user menu: who is signed in, their account page and the logout button (a plain form). */
  user: {
    /** Name and role, as the menu's button reads: 「田中 里奈（管理者）」. */
    label: string;
    account: { href: string; label: string; current: boolean };
    logout: { action: string; label: string };
  } | null;
}

/** The admin area's header: name, the menu in groups, and the user menu (a <details>, no script). */
export function AdminHeader({ brand, homeHref, nav, user }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a className={styles.brand} href={homeHref}>
          {brand}
        </a>
        {nav ? (
          <nav className={styles.nav} aria-label={nav.label}>
            {nav.groups.map((group) => (
              <div key={group.label} className={styles.group}>
                <span className={styles.groupLabel} aria-hidden="true">
                  {group.label}
                </span>
                <ul aria-label={group.label}>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <a href={item.href} aria-current={item.current ? 'page' : undefined}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {user ? (
          <details className={styles.user} data-user-menu="">
            <summary>{user.label}</summary>
            <div className={styles.menu}>
              <a href={user.account.href} aria-current={user.account.current ? 'page' : undefined}>
                {user.account.label}
              </a>
              <form method="post" action={user.logout.action}>
                <button type="submit" className={styles.logout}>
                  {user.logout.label}
                </button>
              </form>
            </div>
          </details>
        ) : null}
      </div>
    </header>
  );
}
