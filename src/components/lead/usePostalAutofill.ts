import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { normalizePostalCode } from '../../domain/lead/postal-code.ts';
import { postalLookupUrl } from './lead-fields.ts';

/** Quiet time after the last keystroke before a code is looked up (docs/product.md#interface-timings). */
export const POSTAL_LOOKUP_DELAY_MS = 300;

interface Words {
  /** Announced once the address is filled; `{address}` is what was written. */
  filled: string;
  /** Announced when Japan Post lists no such code. */
  notFound: string;
}

/**
 * Where a lookup stands, for `data-state` (tests and CSS read it): nothing asked, waiting for
 * the answer, the address filled, the visitor's own address kept, no such code, or the lookup
 * failed (refused or offline: the visitor types the address).
 */
export type PostalLookupState = 'idle' | 'pending' | 'filled' | 'kept' | 'not-found' | 'failed';

/** The parts of the address a postal code stands for, as the form's fields take them. */
export interface LookedUpAddress {
  prefecture: string;
  city: string;
  town: string;
}

/**
 * The address parts a 200 answer of GET /api/postal-codes/{code} stands for (東京都 / 中央区 /
 * 銀座), or null for anything else.
 */
export function addressFromLookup(body: unknown): LookedUpAddress | null {
  if (typeof body !== 'object' || body === null) return null;
  const { prefecture, city, town } = body as Record<string, unknown>;
  if (typeof prefecture !== 'string' || typeof city !== 'string' || typeof town !== 'string') return null;
  return `${prefecture}${city}${town}` === '' ? null : { prefecture, city, town };
}

/** The form's address fields an autofill writes, each with the part it takes. */
const AUTOFILLED = [
  ['prefecture', 'prefecture'],
  ['city', 'city'],
  ['address', 'town'],
] as const satisfies readonly (readonly [string, keyof LookedUpAddress])[];

type AddressControl = HTMLInputElement | HTMLSelectElement;

function controlOf(form: HTMLFormElement | null, name: string): AddressControl | null {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field : null;
}

/**
 * Whether the autofill may write into the address: only while it is empty or still holds what
 * the previous autofill wrote. Anything the visitor typed stays.
 */
export function mayFillAddress(current: string, lastFilled: string): boolean {
  return current === '' || current === lastFilled;
}

/**
 * The Japanese form's postal code autofill: once the postal code input holds seven digits (any
 * width, with or without a hyphen) and the visitor has paused, the address is asked of our own
 * endpoint and written into the form's `address` input, and `status` says so for the aria-live
 * line and `state` where the lookup stands. A newer keystroke cancels the wait and aborts the request in flight. A code typed
 * before the island hydrated is looked up on hydration. Without `enabled` it does nothing.
 */
export function usePostalAutofill(enabled: boolean, words: Words) {
  const postalRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<{ state: PostalLookupState; status: string }>({ state: 'idle', status: '' });
  /** What the last autofill wrote into each address field. */
  const filled = useRef<Record<string, string>>({});
  /** The code asked for last, so the same code is not asked for twice in a row. */
  const asked = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);

  const fill = useCallback(
    async (postal: HTMLInputElement, postalCode: string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      asked.current = postalCode;
      try {
        const response = await fetch(postalLookupUrl(postalCode), {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (response.status === 404) {
          setOutcome({ state: 'not-found', status: words.notFound });
          return;
        }
        const address = response.ok ? addressFromLookup(await response.json()) : null;
        const fields = AUTOFILLED.map(([name, part]) => [name, part, controlOf(postal.form, name)] as const);
        if (!address || fields.some(([, , field]) => field === null)) {
          asked.current = ''; // refused (429) or failed: the next keystroke may ask again
          setOutcome({ state: 'failed', status: '' });
          return;
        }
        // All or nothing: a part the visitor typed keeps the whole address as they wrote it.
        if (!fields.every(([name, , field]) => field && mayFillAddress(field.value, filled.current[name] ?? ''))) {
          setOutcome({ state: 'kept', status: '' });
          return;
        }
        for (const [name, part, field] of fields) {
          if (!field) continue;
          field.value = address[part];
          filled.current[name] = address[part];
        }
        const whole = `${address.prefecture}${address.city}${address.town}`;
        setOutcome({ state: 'filled', status: words.filled.replace('{address}', whole) });
      } catch {
        // Aborted by a newer code (which has its own state), or offline.
        if (request.current !== controller) return;
        asked.current = '';
        setOutcome({ state: 'failed', status: '' });
      }
    },
    [words.filled, words.notFound],
  );

  const lookup = useCallback(
    (postal: HTMLInputElement) => {
      clearTimeout(timer.current);
      const code = normalizePostalCode(postal.value);
      if (code.ok && code.postalCode === asked.current) return;
      request.current?.abort();
      asked.current = '';
      setOutcome({ state: code.ok ? 'pending' : 'idle', status: '' });
      if (!code.ok) return;
      timer.current = setTimeout(() => void fill(postal, code.postalCode), POSTAL_LOOKUP_DELAY_MS);
    },
    [fill],
  );

  useEffect(() => {
    // A code typed (or kept by the no-JavaScript answer) before hydration.
    if (enabled && postalRef.current?.value) lookup(postalRef.current);
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, [enabled, lookup]);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => lookup(event.currentTarget), [lookup]);

  return { enabled, postalRef, ...outcome, onChange: enabled ? onChange : undefined };
}
