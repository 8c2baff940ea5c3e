import styles from './AdminHeader.module.css';

interface NavItem {
  href: string;
  label: string;
  current: boolean;
}

interface Props {
  brand: string;
  homeHref: string;
  nav: { label: string; items: NavItem[] } | null;
  user: { name: string; role: string; label: string } | null;
  logout: { action: string; label: string } | null;
}

/** The admin area's header: name, menu, who is signed in and a logout button (a plain form). */
export function AdminHeader({ brand, homeHref, nav, user, logout }: Props) {
  return (
    <header className={styles.header}>
      <a className={styles.brand} href={homeHref}>
        {brand}
      </a>
      {nav ? (
        <nav className={styles.nav} aria-label={nav.label}>
          <ul>
            {nav.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {user && logout ? (
        <div className={styles.account}>
          <p>
            <span className={styles.muted}>{user.label}</span> {user.name}（{user.role}）
          </p>
          <form method="post" action={logout.action}>
            <button type="submit" className={styles.logout}>
              {logout.label}
            </button>
          </form>
        </div>
      ) : null}
    </header>
  );
}
