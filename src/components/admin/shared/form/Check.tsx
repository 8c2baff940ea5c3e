import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './AdminForm.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> {
  type?: 'checkbox' | 'radio';
  label: ReactNode;
}

/** A checkbox or radio button with its label beside it, tall enough to tap. */
export function Check({ type = 'checkbox', label, ...input }: Props) {
  return (
    <label className={styles.check}>
      <input type={type} {...input} />
      {label}
    </label>
  );
}
