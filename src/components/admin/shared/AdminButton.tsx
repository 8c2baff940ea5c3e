import type { ButtonHTMLAttributes } from 'react';
import styles from './AdminButton.module.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  tone?: 'primary' | 'secondary' | 'danger';
}

/** A form button of the admin area, tall enough to tap. */
export function AdminButton({ tone = 'primary', type = 'submit', ...rest }: Props) {
  return <button type={type} className={styles.button} data-tone={tone} {...rest} />;
}
