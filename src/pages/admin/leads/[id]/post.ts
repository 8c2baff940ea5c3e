/** POST /admin/leads/<id>/post: 郵送する and 郵送待ちから外す, answered by src/actions/admin/lead-post.ts. */
import type { APIRoute } from 'astro';
import { leadPostAction } from '../../../../actions/admin/lead-post.ts';

export const prerender = false;

export const POST: APIRoute = (context) => leadPostAction(context);

/** Like every POST-only route: its action answers with a redirect, so a reload never lands here. */
export const ALL: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });
