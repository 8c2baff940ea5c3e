import { useEffect, useRef } from 'react';
import styles from './LeadThankYou.module.css';

interface Props {
  title: string;
  body: string[];
}

/** The panel that replaces the brochure form once the request is stored; it takes focus. */
export function LeadThankYou({ title, body }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className={styles.panel} role="status" tabIndex={-1} ref={ref} data-lead-thanks="">
      <p className={styles.title}>{title}</p>
      {body.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
    </div>
  );
}
