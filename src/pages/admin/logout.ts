/** POST /admin/logout: src/actions/admin/logout.ts ends the session and sends to the login page. */
import type { APIRoute } from 'astro';
import { logoutAction } from '../../actions/admin/logout.ts';

export const prerender = false;

export const POST: APIRoute = (context) => logoutAction(context);

export const ALL: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });
