/**
 * One's own demo calendar feed (issue 44): POST `intent=regenerate` makes it (or a new one in
 * place of the old), `intent=revoke` ends it; either answers 303 back to the account page's
 * section. Every signed-in user, for their own feed only (the middleware requires the session).
 */
import type { APIRoute } from 'astro';
import { readForm } from '../../../actions/body.ts';
import { ACCOUNT_PATH } from '../../../actions/paths.ts';
import { methodNotAllowed } from '../../../actions/responses.ts';
import { regenerateFeed, revokeFeed } from '../../../server/demo/demo-feed.server.ts';

export const prerender = false;

export const POST: APIRoute = async ({ locals, request }) => {
  const user = locals.admin;
  if (!user) return new Response(null, { status: 303, headers: { Location: '/admin/login' } });
  const form = await readForm(request);
  const intent = form?.get('intent');
  let done: 'made' | 'revoked' | null = null;
  if (intent === 'regenerate') {
    await regenerateFeed(locals.services.db, locals.services.demoKey, user.id);
    done = 'made';
  } else if (intent === 'revoke') {
    await revokeFeed(locals.services.db, user.id);
    done = 'revoked';
  }
  const query = done ? `?feed=${done}` : '';
  return new Response(null, {
    status: 303,
    headers: { Location: `${ACCOUNT_PATH}${query}#account-demo-feed`, 'Cache-Control': 'no-store' },
  });
};

export const ALL = methodNotAllowed('POST');
