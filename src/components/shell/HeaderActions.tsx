import { BrochureIcon } from '../ui/BrochureIcon.tsx';
import styles from './HeaderActions.module.css';
import type { ShellActions } from './shell-actions.ts';

interface Props {
  actions: ShellActions;
}

/**
 * The desktop header's action: the brochure request, the one filled button. The meeting is the
 * round button fixed at the bottom right (FloatingBookingButton), so the header holds no second
 * copy of it and keeps room for the menu and the language links in every language. The goods
 * shop, an outside shop, is in the phone menu and the footer.
 */
export function HeaderActions({ actions }: Props) {
  return (
    <div className={styles.actions}>
      <a className={styles.primary} href={actions.brochure.href} data-header-action="brochure">
        <BrochureIcon size={18} />
        {actions.brochure.label}
      </a>
    </div>
  );
}
