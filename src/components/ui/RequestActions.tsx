import { BrochureIcon } from './BrochureIcon.tsx';
import styles from './RequestActions.module.css';

export interface RequestAction {
  href: string;
  label: string;
  /** The preselected product id, or '' when the visitor picks on the form. */
  product: string;
}

interface Props {
  actions: RequestAction[];
  /** 'inverse' on a dark band (the rental hero). */
  tone?: 'default' | 'inverse';
  /** 'center' in a band or a closing section of its own. */
  align?: 'start' | 'center';
}

/**
 * The brochure request on a product page: plain links to the form with the product preselected,
 * so they work without JavaScript and the page ships none for them.
 */
export function RequestActions({ actions, tone = 'default', align = 'start' }: Props) {
  return (
    <div className={styles.actions} data-tone={tone} data-align={align} data-request-actions="">
      {actions.map((action) => (
        <a key={action.href} className={styles.action} href={action.href} data-request-action={action.product}>
          <BrochureIcon />
          <span>{action.label}</span>
        </a>
      ))}
    </div>
  );
}
