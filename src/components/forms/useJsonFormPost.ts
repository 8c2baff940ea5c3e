import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { LeadErrors } from '../../domain/lead/limits.ts';

type Fields = Record<string, unknown>;

/** What the endpoint's answer means to the form: success, or the banner's message. */
export type PostOutcome = { ok: true } | { ok: false; message: string };

interface Options {
  /** The JSON endpoint the hydrated form posts to. */
  endpoint: string;
  /** The fields as validated and posted (defaults to the form data as strings). */
  collect?: (data: Fields) => Fields;
  /** The shared rules in the browser: the field errors, or null when every field passes. */
  validate: (data: Fields) => Promise<LeadErrors | null>;
  /** What only the browser knows, added once the fields pass (page, UTM, the form's proof). */
  complete?: (data: Fields) => void | Promise<void>;
  /** Reads any answer but field errors (a 422 with `errors`). */
  read: (response: Response, body: Fields) => PostOutcome;
  /** The banner when the request itself fails. */
  requestFailed: string;
  onSuccess: (form: HTMLFormElement) => void;
  /** What a server-rendered page already showed (a post without JavaScript). */
  initial?: { errors: LeadErrors; failure: string | null };
}

/**
 * The submit flow the site's forms share once hydrated: check the fields with the shared rules
 * and focus the first error, post JSON, show field errors from a 422 beside their fields and
 * any other refusal in the banner, and never lose what the visitor typed on failure. Without
 * JavaScript the same forms post normally and the page answers.
 */
export function useJsonFormPost(options: Options) {
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<LeadErrors>(options.initial?.errors ?? {});
  const [failure, setFailure] = useState<string | null>(options.initial?.failure ?? null);

  useEffect(() => setEnhanced(true), []);

  const showErrors = (found: LeadErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setFailure(null);
    const form = event.currentTarget;
    const fields: Fields = Object.fromEntries(new FormData(form));
    const data = options.collect ? options.collect(fields) : fields;
    const found = await options.validate(data);
    if (found) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    await options.complete?.(data);
    try {
      const response = await fetch(options.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(data),
      });
      const body = (await response.json().catch(() => ({}))) as Fields;
      setSubmitting(false);
      const fieldErrors = body.errors as LeadErrors | undefined;
      if (response.status === 422 && fieldErrors && Object.keys(fieldErrors).length > 0) {
        showErrors(fieldErrors);
        return;
      }
      const outcome = options.read(response, body);
      if (outcome.ok) options.onSuccess(form);
      else setFailure(outcome.message);
    } catch {
      setSubmitting(false);
      setFailure(options.requestFailed);
    }
  }

  return { formRef, enhanced, submitting, submitted, errors, failure, onSubmit };
}
