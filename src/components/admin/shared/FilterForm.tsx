import type { ReactNode } from 'react';
import { AdminButton } from './AdminButton.tsx';
import styles from './FilterForm.module.css';
import { Actions } from './form/Actions.tsx';

interface Props {
  /** The list page itself: the form is a GET, so every filtered list has its own URL. */
  action: string;
  /** Names the group of fields; without one they need no fieldset. */
  legend?: string;
  /**
   * `auto` fills rows of columns at least 12rem wide; `search` gives the first field two
   * thirds of the row beside one narrow field (one column on narrow screens).
   */
  layout?: 'auto' | 'search';
  submitLabel: string;
  clearLabel: string;
  /** The fields (FormFields). */
  children: ReactNode;
  [data: `data-${string}`]: string;
}

/** The filter or search form above a staff list: fields, then apply and a link that clears them. */
export function FilterForm({ action, legend, layout = 'auto', submitLabel, clearLabel, children, ...data }: Props) {
  const fields = (
    <div className={styles.fields} data-layout={layout}>
      {children}
      <Actions>
        <AdminButton>{submitLabel}</AdminButton>
        <a href={action}>{clearLabel}</a>
      </Actions>
    </div>
  );
  return (
    <search>
      <form className={styles.form} method="get" action={action} {...data}>
        {legend ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{legend}</legend>
            {fields}
          </fieldset>
        ) : (
          fields
        )}
      </form>
    </search>
  );
}
