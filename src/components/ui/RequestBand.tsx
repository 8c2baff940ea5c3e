import { type RequestAction, RequestActions } from './RequestActions.tsx';
import styles from './RequestBand.module.css';

interface Props {
  actions: RequestAction[];
}

/**
 * The brochure request again where a visitor decides: right after the specifications or the
 * price, so whoever has just read them need not scroll back to the first screen.
 */
export function RequestBand({ actions }: Props) {
  return (
    <div className={styles.band} data-request-band="">
      <RequestActions actions={actions} align="center" />
    </div>
  );
}
