import { AdminButton } from '../shared/AdminButton.tsx';
import styles from '../shared/BoxedForm.module.css';
import { Notice } from '../shared/Notice.tsx';

interface Props {
  state: 'ready' | 'done' | 'invalid';
  action: string;
  loginHref: string;
  labels: { lead: string; submit: string; done: string; login: string; invalid: string };
}

/**
 * What a factor release link opens: a button (a mail scanner's GET must not spend the link), then
 * the word that this browser may try its codes again; one message for any link that cannot be used.
 */
export function FactorReleasePage({ state, action, loginHref, labels }: Props) {
  if (state === 'invalid') {
    return (
      <Notice tone="error">
        <p>{labels.invalid}</p>
        <p>
          <a href={loginHref}>{labels.login}</a>
        </p>
      </Notice>
    );
  }
  if (state === 'done') {
    return (
      <Notice tone="success">
        <p data-factor-released="">{labels.done}</p>
        <p>
          <a href={loginHref}>{labels.login}</a>
        </p>
      </Notice>
    );
  }
  return (
    <>
      <p>{labels.lead}</p>
      <form className={styles.form} method="post" action={action} data-factor-release-form="">
        <AdminButton>{labels.submit}</AdminButton>
      </form>
    </>
  );
}
