import styles from './DemoLink.module.css';

interface Props {
  href: string;
  label: string;
}

/** The way to the demo booking page from a page's call to action (the rental page). */
export function DemoLink({ href, label }: Props) {
  return (
    <a className={styles.link} href={href} data-demo-link="">
      {label}
    </a>
  );
}
