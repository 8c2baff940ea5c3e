/**
 * POST /api/admin/news/advertising-check: the news editor's live advertising check. The island
 * beside the form (src/components/admin/news/AdvertisingCheck.tsx) posts the title, body, link
 * and language as JSON while staff type; the answer is `{ hits }`
 * (src/server/content/news-advertising.server.ts). Nothing is stored. Astro's origin check
 * covers form posts only, so a JSON post must carry this site's Origin as well as the session.
 */
import { z } from 'zod';
import { newsMaxLength } from '../../domain/news/schema.ts';
import { checkNewsCopy } from '../../server/content/news-advertising.server.ts';
import { liveSiteFacts } from '../../server/content/site-facts-read.server.ts';
import { readText } from '../body.ts';
import type { EndpointContext } from '../context.ts';
import { json } from '../responses.ts';

const body = z.object({
  title: z.string().max(newsMaxLength.title * 2),
  content: z.string().max(newsMaxLength.content * 2),
  url: z
    .string()
    .max(newsMaxLength.url * 2)
    .default(''),
  locale: z.string().max(10).default('ja'),
});

export async function newsAdvertisingCheckAction(context: EndpointContext): Promise<Response> {
  const { request } = context;
  // The middleware has already answered 401 without a session; this keeps the type honest.
  if (!context.locals.admin) return json(401, { error: 'unauthorized' });
  if (request.headers.get('origin') !== new URL(request.url).origin) return json(403, { error: 'forbidden' });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return json(415, { error: 'unsupported media type' });
  const read = await readText(request);
  if (!read.ok) return json(read.problem === 'too-large' ? 413 : 400, { error: read.problem });
  let parsed: z.infer<typeof body>;
  try {
    const result = body.safeParse(JSON.parse(read.text));
    if (!result.success) return json(400, { error: 'bad fields' });
    parsed = result.data;
  } catch {
    return json(400, { error: 'bad json' });
  }
  const { db } = context.locals.services;
  const hits = await checkNewsCopy(parsed, (await liveSiteFacts(db)).regulatory.products);
  // The tokenizer could not run: the island says so, and the save checks again.
  return hits ? json(200, { hits }) : json(503, { error: 'unavailable' });
}
