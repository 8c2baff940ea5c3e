import { useEffect, useRef } from 'react';
import styles from './TestEmailError.module.css';

interface Props {
  /** 送信できませんでした, or the like. */
  title: string;
  /** The label before the transport's own words, e.g. エラー内容. */
  detailLabel: string;
  /** The transport's error text. */
  detail: string;
  /** Whether the form has been submitted on this page (not only rendered by the server). */
  submitted: boolean;
}

/** The red banner above the test e-mail form with the mail server's own error text. */
export function TestEmailError({ title, detailLabel, detail, submitted }: Props) {
  // The banner sits above the form, out of sight after pressing the button at its foot (on a
  // phone by several screens): bring it into view. Screen readers hear it through role=alert.
  // A failure shown by the server on load is already near the top: only after a submit.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitted) ref.current?.scrollIntoView({ block: 'center' });
  }, [submitted]);
  return (
    <div className={styles.banner} role="alert" ref={ref} data-test-email-error="">
      <p>{title}</p>
      <p className={styles.detail}>
        {detailLabel}: <span data-test-email-error-detail="">{detail}</span>
      </p>
    </div>
  );
}
