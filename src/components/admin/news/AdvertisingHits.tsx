import type { AdvertisingHit } from '../../../domain/advertising/types.ts';
import lists from '../shared/Lists.module.css';
import styles from './AdvertisingHits.module.css';

export interface AdvertisingHitsCopy {
  severity: Record<AdvertisingHit['severity'], string>;
  words: string;
  sentence: string;
  clause: string;
  reason: string;
  rewrite: string;
}

interface Props {
  hits: readonly AdvertisingHit[];
  copy: AdvertisingHitsCopy;
}

/** Stable keys: the same words can be hit twice in one text, so repeats are numbered. */
function keyed(hits: readonly AdvertisingHit[]) {
  const seen = new Map<string, number>();
  return hits.map((hit) => {
    const base = `${hit.rule}|${hit.words}|${hit.sentence}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { hit, key: `${base}|${n}` };
  });
}

/** Each advertising hit: its severity, the words, the sentence, the clause, why, and a rewrite. */
export function AdvertisingHits({ hits, copy }: Props) {
  return (
    <ul className={lists.stack}>
      {keyed(hits).map(({ hit, key }) => (
        <li key={key} className={styles.hit} data-advertising-hit="" data-severity={hit.severity} data-rule={hit.rule}>
          <p className={styles.head}>
            <span className={styles.badge}>{copy.severity[hit.severity]}</span>
            <span>
              {copy.words}：<strong>「{hit.words}」</strong>
            </span>
          </p>
          <dl className={styles.details}>
            <dt>{copy.sentence}</dt>
            <dd>{hit.sentence}</dd>
            <dt>{copy.clause}</dt>
            <dd data-advertising-clause="">{hit.clauseLabel}</dd>
            <dt>{copy.reason}</dt>
            <dd>{hit.reason}</dd>
            <dt>{copy.rewrite}</dt>
            <dd>{hit.rewrite}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
