/**
 * Small helpers for admin pages and endpoints: the client's address and a size-capped read of
 * a posted form (the admin forms are small; a huge body is refused before parsing).
 */
export const MAX_FORM_BYTES = 32 * 1024;

/** The peer address (our own server sits directly on the socket; proxies are not trusted). */
export function clientIp(context: { clientAddress: string }): string | null {
  try {
    return context.clientAddress || null;
  } catch {
    return null;
  }
}

/** The posted form's fields as strings, or null when it is not a form or too large. */
export async function readForm(request: Request): Promise<Map<string, string> | null> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return null;
  if (Number(request.headers.get('content-length') ?? '0') > MAX_FORM_BYTES) return null;
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES) return null;
  if (type === 'multipart/form-data') {
    const data = await new Response(text, { headers: { 'content-type': request.headers.get('content-type') ?? '' } })
      .formData()
      .catch(() => null);
    if (!data) return null;
    return new Map([...data].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as const] : [])));
  }
  return new Map(new URLSearchParams(text));
}
