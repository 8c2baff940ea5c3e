import type { Locale } from '../../i18n/locales.ts';
import styles from './LanguageSwitcher.module.css';

export interface LanguageOption {
  locale: Locale;
  /** The language's own name (日本語, English, 简体中文). */
  name: string;
  lang: string;
  href: string;
}

interface Props {
  label: string;
  current: Locale;
  options: LanguageOption[];
}

/** Plain links: switching language works without JavaScript and keeps the visitor's page. */
export function LanguageSwitcher({ label, current, options }: Props) {
  return (
    <nav className={styles.switcher} aria-label={label}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.locale}>
            <a
              className={styles.link}
              href={option.href}
              lang={option.lang}
              hrefLang={option.lang}
              aria-current={option.locale === current ? 'true' : undefined}
              data-locale={option.locale}
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
