/** POST /admin/leads/<id>/post: 郵送する and 郵送待ちから外す, answered by src/actions/admin/lead-post.ts. */
import type { APIRoute } from 'astro';
import { leadPostAction } from '../../../../actions/admin/lead-post.ts';
import { leadPath } from '../../../../actions/paths.ts';

export const prerender = false;

export const POST: APIRoute = (context) => leadPostAction(context);

/** Anything else (a reload, a bookmark): the lead page. */
export const ALL: APIRoute = (context) => context.redirect(leadPath(context.params.id ?? ''), 303);
