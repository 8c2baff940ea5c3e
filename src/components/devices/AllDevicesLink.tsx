import styles from './AllDevicesLink.module.css';

interface Props {
  href: string;
  label: string;
}

/** From the details page to the full lineup. */
export function AllDevicesLink({ href, label }: Props) {
  return (
    <p className={styles.wrap}>
      <a className={styles.link} href={href}>
        {label}
        <span aria-hidden="true"> →</span>
      </a>
    </p>
  );
}
