/**
 * The passkey islands' calls to /api/admin/passkeys/<step>: JSON in and out, same origin (the
 * browser sends Origin, which the endpoint checks). A refusal carries the message to show.
 */
export type PasskeyAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; message: string | null };

export async function postPasskeyStep(endpoint: string, step: string, body: unknown): Promise<PasskeyAnswer> {
  let response: Response;
  try {
    response = await fetch(`${endpoint}/${step}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: null };
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, body: answer };
  return { ok: false, message: typeof answer.message === 'string' ? answer.message : null };
}

/** The user closed the browser's dialog or it timed out: not an error worth a red banner. */
export const isCancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
