import { type SubmitEvent, useEffect, useState } from 'react';
import { AdminButton } from '../shared/AdminButton.tsx';
import styles from './ClinicRefreshButton.module.css';

interface Props {
  /** The clinic list page, which runs the refresh on POST (or re-reads the list on GET). */
  action: string;
  /** 'post' pulls from WordPress; 'get' only reloads the list (no WordPress configured). */
  method: 'post' | 'get';
  labels: { button: string; busy: string };
}

/**
 * 'データを更新' (island). A plain form: without JavaScript it posts and the page answers
 * when the refresh is done. Hydrated, the button reads '更新中...' and is disabled from the
 * moment it is pressed until the next page arrives, so nobody starts a second import.
 */
export function ClinicRefreshButton({ action, method, labels }: Props) {
  const [busy, setBusy] = useState(false);
  const [enhanced, setEnhanced] = useState(false);

  // Coming back through the browser's history restores the page as it was left: re-enable.
  useEffect(() => {
    setEnhanced(true);
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    setBusy(true);
  }

  return (
    <form
      className={styles.form}
      method={method}
      action={action}
      onSubmit={onSubmit}
      data-clinic-refresh=""
      data-state={busy ? 'busy' : 'idle'}
      data-enhanced={enhanced ? '' : undefined}
      aria-busy={busy}
    >
      {method === 'post' ? <input type="hidden" name="intent" value="refresh" /> : null}
      <AdminButton disabled={busy}>{busy ? labels.busy : labels.button}</AdminButton>
    </form>
  );
}
