import styles from './ExportLinks.module.css';

interface Props {
  title: string;
  hint: string;
  links: { href: string; label: string; encoding: string }[];
}

/** Download links for the current filter as CSV, one per encoding. */
export function ExportLinks({ title, hint, links }: Props) {
  return (
    <div className={styles.export}>
      <p className={styles.title}>{title}</p>
      <ul>
        {links.map((link) => (
          <li key={link.encoding}>
            {/* No `download` attribute: a refused Shift_JIS export answers with a page, not a file. */}
            <a href={link.href} data-export={link.encoding}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
