import { type MouseEvent, useEffect, useRef } from 'react';
import styles from './TestEmailSent.module.css';

interface Props {
  title: string;
  body: string;
  /** Back to a fresh form: a link (works without JavaScript); onAgain handles it in the island. */
  again: { href: string; label: string };
  onAgain?: (() => void) | undefined;
  /** Take focus when it has just replaced the form, so screen readers hear the outcome. */
  focusOnMount?: boolean;
}

/** The green confirmation that replaces the test e-mail form once the transport accepted the mail. */
export function TestEmailSent({ title, body, again, onAgain, focusOnMount = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const onClick = onAgain
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onAgain();
      }
    : undefined;
  return (
    <div className={styles.panel} role="status" tabIndex={-1} ref={ref} data-test-email-sent="">
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{body}</p>
      <p className={styles.text}>
        <a className={styles.again} href={again.href} onClick={onClick}>
          {again.label}
        </a>
      </p>
    </div>
  );
}
