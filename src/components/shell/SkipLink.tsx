import styles from './SkipLink.module.css';

interface Props {
  label: string;
  target: string;
}

export function SkipLink({ label, target }: Props) {
  return (
    <a className={styles.skip} href={`#${target}`}>
      {label}
    </a>
  );
}
