import type { NavLink } from '../../content/navigation.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './ContactLinks.module.css';

interface Props {
  copy: { eyebrow: string; heading: string };
  /** Links, each with a title (`label`) and a line of text (`subtitle`); outbound ones open a new tab. */
  links: NavLink[];
  newTabLabel: string;
}

/** Where to go next: the medical network, the contact form, the smile project, the goods shop. */
export function ContactLinks({ copy, links, newTabLabel }: Props) {
  return (
    <section className={styles.section} aria-labelledby="home-links">
      <div className={styles.inner}>
        <SectionHeading id="home-links" eyebrow={copy.eyebrow} title={copy.heading} />
        <ul className={styles.grid}>
          {links.map((link) => (
            <li key={link.href}>
              {link.external ? (
                <ExternalLink className={styles.link} href={link.href} newTabLabel={newTabLabel}>
                  <span className={styles.title}>{link.label}</span>
                  <span className={styles.text}>{link.subtitle}</span>
                </ExternalLink>
              ) : (
                <a className={styles.link} href={link.href} hrefLang={link.hreflang}>
                  <span className={styles.title}>{link.label}</span>
                  <span className={styles.text}>{link.subtitle}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
