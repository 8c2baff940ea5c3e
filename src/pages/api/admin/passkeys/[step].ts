/**
 * POST /api/admin/passkeys/<step>: the WebAuthn ceremonies (register-options, register,
 * authenticate-options, authenticate); src/actions/admin/passkeys.ts answers.
 */
import type { APIRoute } from 'astro';
import { passkeyApiAction } from '../../../../actions/admin/passkeys.ts';
import { methodNotAllowed } from '../../../../actions/responses.ts';

export const prerender = false;

export const POST: APIRoute = (context) => passkeyApiAction(context, context.params.step);

export const ALL = methodNotAllowed('POST');
