import styles from './BrochureLead.module.css';

interface Props {
  text: string;
}

/** The short text that opens the brochure request section. */
export function BrochureLead({ text }: Props) {
  return <p className={styles.lead}>{text}</p>;
}
