/**
 * The lead page's 郵送する and 郵送待ちから外す (issue 42): POST /admin/leads/<id>/post with
 * `intent` queue or unqueue. 郵送する checks the address first (a lead that cannot be posted to
 * is refused, with what to correct); either way the answer is 303 back to the lead page with
 * `post=<outcome>`, which the page's actions read. A plain form: works without JavaScript.
 */
import { postQueueCopy } from '../../content/admin/post-queue.ts';
import { type QueueProblem, queueForPost, unqueueForPost } from '../../server/dispatch/post-queue.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type EndpointContext } from '../context.ts';
import { leadPath } from '../paths.ts';

/** What `post=` says on the lead page (components/admin/leads/post-action-view.ts reads it). */
type PostOutcome = 'queued' | 'already' | 'unqueued' | QueueProblem;

export async function leadPostAction(context: EndpointContext): Promise<Response> {
  const { db } = context.locals.services;
  const user = context.locals.admin;
  const id = context.params.id ?? '';
  const back = (outcome: PostOutcome) => context.redirect(`${leadPath(id)}?post=${outcome}`, 303);
  const form = user ? await readForm(context.request) : null;
  if (!user || !form) return context.redirect(leadPath(id), 303);
  const actor = { id: user.id, email: user.email, role: user.role };
  const ip = clientIp(context);
  if (form.get('intent') === 'unqueue') {
    await unqueueForPost(db, { id, actor, note: postQueueCopy.history.unqueued, ip });
    return back('unqueued');
  }
  const result = await queueForPost(db, { id, actor, note: postQueueCopy.history.queued, ip });
  if (!result.ok) return back(result.problem);
  return back(result.already ? 'already' : 'queued');
}
