import styles from './NotFound.module.css';

interface Props {
  title: string;
  lead: string;
  links: { href: string; label: string }[];
}

export function NotFound({ title, lead, links }: Props) {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      <ul className={styles.links}>
        {links.map((link, index) => (
          <li key={link.href}>
            <a className={index === 0 ? styles.primary : styles.secondary} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
