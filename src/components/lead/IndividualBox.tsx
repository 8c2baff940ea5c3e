import styles from './IndividualBox.module.css';

interface Props {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
}

/**
 * 個人の方: a private person (the home chair's buyer) ticks it and may leave organisation and
 * position empty. The form's CSS turns their 必須 markers into nothing while it is ticked, so
 * this needs no script.
 */
export function IndividualBox({ id, label, hint, checked }: Props) {
  return (
    <div className={styles.box}>
      <label className={styles.check} htmlFor={id}>
        <input id={id} type="checkbox" name="individual" defaultChecked={checked} aria-describedby={`${id}-hint`} />
        <span>{label}</span>
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
