/**
 * POST /api/admin/test-email: the test e-mail form's island posts its fields here as JSON;
 * src/actions/admin/test-email.ts answers.
 */
import type { APIRoute } from 'astro';
import { testEmailApiAction } from '../../../actions/admin/test-email.ts';
import { methodNotAllowed } from '../../../actions/responses.ts';

export const prerender = false;

export const POST: APIRoute = (context) => testEmailApiAction(context);

export const ALL = methodNotAllowed('POST');
