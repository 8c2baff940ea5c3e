/**
 * What an action may use of the request it answers: in a page that is `Astro` itself, in an
 * endpoint the endpoint's context. Actions set the status and headers of the page they answer
 * (`response`) and return a redirect as a Response; the page only renders.
 */
import type { APIContext, AstroGlobal } from 'astro';

export type EndpointContext = Pick<APIContext, 'request' | 'url' | 'params' | 'locals' | 'cookies' | 'redirect'>;
export type PageContext = EndpointContext & Pick<AstroGlobal, 'response'>;

/**
 * The client's full address for audit rows and sessions: `locals.clientAddress`, resolved once
 * per request behind TRUST_PROXY proxies (src/http/client-address.server.ts). The full address,
 * not the /64 that limits count by: an audit row must name the machine, to match the proxy's
 * own logs.
 */
export function clientIp(context: { locals: Pick<App.Locals, 'clientAddress'> }): string | null {
  return context.locals.clientAddress ?? null;
}
