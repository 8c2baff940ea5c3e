import { AdminButton } from '../shared/AdminButton.tsx';
import styles from '../shared/BoxedForm.module.css';
import { EmailField } from '../shared/form/EmailField.tsx';

interface Props {
  action: string;
  email: string;
  labels: { email: string; submit: string };
}

/** パスワードをお忘れの方: the address to mail a reset link to. */
export function ForgotPasswordForm({ action, email, labels }: Props) {
  return (
    <form className={styles.form} method="post" action={action} data-forgot-form="">
      <EmailField id="forgot-email" label={labels.email} defaultValue={email} />
      <AdminButton>{labels.submit}</AdminButton>
    </form>
  );
}
