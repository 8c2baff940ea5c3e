import type { FooterColumns, NavLink } from '../../content/navigation.ts';
import { BrochureIcon } from '../ui/BrochureIcon.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './SiteFooter.module.css';

interface Props {
  columns: FooterColumns;
  contact: {
    phone: string;
    telHref: string;
    hours: string;
    contactForm: NavLink;
    /** The brochure request, for the page's product when it has one: every page ends with it. */
    brochure: { href: string; label: string };
  };
  labels: {
    products: string;
    company: string;
    contact: string;
    phone: string;
    newTab: string;
  };
  company: string;
  copyright: string;
  trademark: string;
}

function FooterLink({ link, newTab }: { link: NavLink; newTab: string }) {
  if (link.external) {
    return (
      <ExternalLink href={link.href} newTabLabel={newTab}>
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <a href={link.href} hrefLang={link.hreflang}>
      {link.label}
    </a>
  );
}

export function SiteFooter({ columns, contact, labels, company, copyright, trademark }: Props) {
  return (
    <footer className={styles.footer} id="site-footer">
      <div className={styles.inner}>
        <div className={styles.columns}>
          <nav className={styles.column} aria-label={labels.products}>
            <h2 className={styles.heading}>{labels.products}</h2>
            <ul className={styles.list}>
              {columns.products.map((link) => (
                <li key={link.href}>
                  <FooterLink link={link} newTab={labels.newTab} />
                </li>
              ))}
            </ul>
          </nav>
          <nav className={styles.column} aria-label={labels.company}>
            <h2 className={styles.heading}>{labels.company}</h2>
            <ul className={styles.list}>
              {columns.company.map((link) => (
                <li key={link.href}>
                  <FooterLink link={link} newTab={labels.newTab} />
                </li>
              ))}
            </ul>
          </nav>
          <section className={styles.column} aria-labelledby="footer-contact">
            <h2 className={styles.heading} id="footer-contact">
              {labels.contact}
            </h2>
            <p className={styles.company}>{company}</p>
            <p className={styles.brochureLine}>
              <a className={styles.brochure} href={contact.brochure.href} data-footer-action="brochure">
                <BrochureIcon size={18} />
                {contact.brochure.label}
              </a>
            </p>
            <p className={styles.phone}>
              <span className={styles.phoneLabel}>{labels.phone}</span>
              <a href={contact.telHref}>{contact.phone}</a>
            </p>
            <p className={styles.hours}>{contact.hours}</p>
            <p>
              <FooterLink link={contact.contactForm} newTab={labels.newTab} />
            </p>
          </section>
        </div>
        <ul className={styles.banners}>
          {columns.banners.map((banner) => (
            <li key={banner.href}>
              {banner.external ? (
                <ExternalLink className={styles.banner} href={banner.href} newTabLabel={labels.newTab}>
                  <span className={styles.bannerTitle}>{banner.label}</span>
                  <span className={styles.bannerText}>{banner.subtitle}</span>
                </ExternalLink>
              ) : (
                // An internal page (the clinic list) opens in place; hreflang marks a Japanese-only page.
                <a className={styles.banner} href={banner.href} hrefLang={banner.hreflang}>
                  <span className={styles.bannerTitle}>{banner.label}</span>
                  <span className={styles.bannerText}>{banner.subtitle}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
        <div className={styles.legal}>
          <p>{copyright}</p>
          <p>{trademark}</p>
        </div>
      </div>
    </footer>
  );
}
