import styles from './RecoveryCodeList.module.css';

interface Props {
  codes: string[];
  /** Where to go on once they are saved. */
  next: string;
  labels: { list: string; download: string; print: string; continue: string; fileName: string };
}

/**
 * The ten recovery codes, shown once. Saving needs no JavaScript: a download link carries them
 * as a text file, and the page prints as it is.
 */
export function RecoveryCodeList({ codes, next, labels }: Props) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`;
  return (
    <>
      <ul className={styles.codes} aria-label={labels.list} data-recovery-codes="">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p>{labels.print}</p>
      <div className={styles.actions}>
        <a href={file} download={labels.fileName}>
          {labels.download}
        </a>
        <a className={styles.continue} href={next}>
          {labels.continue}
        </a>
      </div>
    </>
  );
}
