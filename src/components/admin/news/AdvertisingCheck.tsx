import { useEffect, useRef, useState } from 'react';
import type { AdvertisingHit } from '../../../domain/advertising/types.ts';
import { fillMessage } from '../../../domain/fill-message.ts';
import styles from './AdvertisingCheck.module.css';
import { AdvertisingHits, type AdvertisingHitsCopy } from './AdvertisingHits.tsx';

export interface AdvertisingCheckCopy extends AdvertisingHitsCopy {
  heading: string;
  intro: string;
  checking: string;
  clean: string;
  failed: string;
  /** `{errors}` and `{warnings}` are filled in. */
  summary: string;
  confirm: string;
}

interface Props {
  /** The JSON endpoint that checks the form's text. */
  endpoint: string;
  /** What the server found on the posted or stored text (none on a blank form). */
  initialHits: AdvertisingHit[];
  copy: AdvertisingCheckCopy;
}

type State = 'idle' | 'checking' | 'failed';

/** Staff pause typing for this long before the text is checked. */
const DEBOUNCE_MS = 600;
const checkedFields = ['title', 'content', 'url', 'locale'];

/**
 * The advertising check inside the news form: the hits the server found, updated while staff
 * type (debounced POST of the form's text), and, when there is an error, the box that lets the
 * item be published anyway (the server checks again on save and audits the override). Without
 * JavaScript the server-rendered hits and box are the whole of it.
 */
export function AdvertisingCheck({ endpoint, initialHits, copy }: Props) {
  const rootRef = useRef<HTMLElement>(null);
  const [hits, setHits] = useState<AdvertisingHit[]>(initialHits);
  const [state, setState] = useState<State>('idle');
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inflight: AbortController | undefined;
    const check = async () => {
      inflight?.abort();
      const controller = new AbortController();
      inflight = controller;
      const data = new FormData(form);
      const fields = Object.fromEntries(checkedFields.map((name) => [name, String(data.get(name) ?? '')]));
      setState('checking');
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(fields),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as { hits: AdvertisingHit[] };
        setHits(body.hits);
        setState('idle');
      } catch {
        if (!controller.signal.aborted) setState('failed');
      }
    };
    const onInput = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name ?? '';
      if (!checkedFields.includes(name)) return;
      clearTimeout(timer);
      timer = setTimeout(check, DEBOUNCE_MS);
    };
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    setEnhanced(true);
    // Text typed before this script loaded fired no event we heard: check it now.
    const typedEarly = checkedFields.some((name) => {
      const field = form.elements.namedItem(name);
      return (
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        field.value !== field.defaultValue
      );
    });
    if (typedEarly) timer = setTimeout(check, 0);
    return () => {
      clearTimeout(timer);
      inflight?.abort();
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
    };
  }, [endpoint]);

  const errors = hits.filter((hit) => hit.severity === 'error').length;
  const warnings = hits.length - errors;
  const status =
    state === 'checking'
      ? copy.checking
      : state === 'failed'
        ? copy.failed
        : hits.length === 0
          ? copy.clean
          : fillMessage(copy.summary, { errors, warnings });
  return (
    <section
      ref={rootRef}
      className={styles.check}
      aria-labelledby="news-advertising-heading"
      data-advertising-check=""
      data-state={state}
      data-enhanced={enhanced}
      data-errors={errors}
    >
      <h2 className={styles.heading} id="news-advertising-heading">
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      <p className={styles.status} aria-live="polite" data-advertising-status="">
        {status}
      </p>
      {hits.length > 0 ? <AdvertisingHits hits={hits} copy={copy} /> : null}
      {errors > 0 ? (
        <label className={styles.confirm}>
          <input type="checkbox" name="confirmAdvertising" value="yes" />
          {copy.confirm}
        </label>
      ) : null}
    </section>
  );
}
