/**
 * POST /api/admin/news/advertising-check: the news editor's live advertising check;
 * src/actions/admin/news-advertising.ts answers.
 */
import type { APIRoute } from 'astro';
import { newsAdvertisingCheckAction } from '../../../../actions/admin/news-advertising.ts';
import { methodNotAllowed } from '../../../../actions/responses.ts';

export const prerender = false;

export const POST: APIRoute = (context) => newsAdvertisingCheckAction(context);

export const ALL = methodNotAllowed('POST');
