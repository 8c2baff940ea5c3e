import { BrochureIcon } from '../ui/BrochureIcon.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import styles from './HeaderActions.module.css';
import type { ShellActions } from './shell-actions.ts';

interface Props {
  actions: ShellActions;
  newTabLabel: string;
}

/**
 * The desktop header's actions: the meeting and the brochure request, the one filled button. The
 * goods shop, an outside shop, is in the phone menu and the footer, not competing with them.
 */
export function HeaderActions({ actions, newTabLabel }: Props) {
  return (
    <div className={styles.actions}>
      <ExternalLink
        className={styles.secondary}
        href={actions.booking.href}
        newTabLabel={newTabLabel}
        showIcon={false}
        data-header-action="booking"
      >
        {actions.booking.label}
      </ExternalLink>
      <a className={styles.primary} href={actions.brochure.href} data-header-action="brochure">
        <BrochureIcon size={18} />
        {actions.brochure.label}
      </a>
    </div>
  );
}
