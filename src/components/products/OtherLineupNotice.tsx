import styles from './OtherLineupNotice.module.css';

interface Props {
  copy: { title: string; text: string };
}

/**
 * The gates' "no" answer without JavaScript lands on /products#other-lineup: this notice is
 * shown only while targeted (CSS :target) and hidden otherwise.
 */
export function OtherLineupNotice({ copy }: Props) {
  return (
    <div className={styles.notice} id="other-lineup" role="note" tabIndex={-1}>
      <p className={styles.title}>{copy.title}</p>
      <p className={styles.text}>{copy.text}</p>
    </div>
  );
}
