/**
 * The lead page's 郵送する as PostAction shows it (issue 42): the queued state with when and who,
 * and the outcome of the last press (`post=` in the page's query) with the form that corrects a
 * refusal: 宛先を直す for an address, the 発送 page for a lead already posted.
 */
import { postQueueCopy as p } from '../../../content/admin/post-queue.ts';
import type { PostActionProps } from './PostAction.tsx';

type Done = keyof typeof p.done;
type Problem = keyof typeof p.problems;

const isDone = (outcome: string): outcome is Done => Object.hasOwn(p.done, outcome);
const isProblem = (outcome: string): outcome is Problem => Object.hasOwn(p.problems, outcome);

export function postActionView(input: {
  action: string;
  /** When (already formatted) and by whom the lead was queued; null when it is not. */
  queued: { when: string; by: string | null } | null;
  /** `post=` of the page's query. */
  outcome: string | null;
  /** 宛先を直す, opened from here (it comes back here). */
  fixAddress: string;
  dispatch: string;
  labels: { post: string; postHint: string };
}): PostActionProps {
  const { outcome } = input;
  let message: PostActionProps['message'] = null;
  if (outcome && isDone(outcome)) message = { tone: 'done', text: p.done[outcome], fix: null };
  else if (outcome && isProblem(outcome)) {
    const fix =
      outcome === 'address' || outcome === 'overseas'
        ? { href: input.fixAddress, label: p.fixAddress }
        : outcome === 'shipped'
          ? { href: input.dispatch, label: p.dispatch }
          : null;
    message = { tone: 'problem', text: p.problems[outcome], fix };
  }
  return {
    action: input.action,
    queued: input.queued ? p.queued(input.queued.when, input.queued.by) : null,
    message,
    labels: { ...input.labels, unqueue: p.unqueue, dispatch: { href: input.dispatch, label: p.dispatch } },
  };
}
