import type { DemoCopy } from '../../content/demo/index.ts';
import { fillMessage } from '../../domain/fill-message.ts';
import styles from './DemoPrefilled.module.css';

interface Props {
  copy: DemoCopy;
  /** The lead booking with its own details, from its signed link. */
  lead: { name: string; email: string };
  /** Where a new visitor (or someone else) books: the page without the lead's link. */
  newVisitorHref: string;
}

/** Who books when the lead came with its link: its details from its request, and a way out. */
export function DemoPrefilled({ copy, lead, newVisitorHref }: Props) {
  return (
    <div className={styles.prefilled} data-demo-prefilled="">
      <p>{fillMessage(copy.visitor.prefilled, { name: lead.name, email: lead.email })}</p>
      <p>
        <a href={newVisitorHref}>{copy.visitor.notYou}</a>
      </p>
    </div>
  );
}
