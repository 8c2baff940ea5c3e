/**
 * GET /api/brochure-form: what the brochure form island fetches on hydration (the pages are
 * prerendered, so they cannot carry a per-visit token): a signed form token, which dates the
 * form and is the request's single-use key, and an ALTCHA challenge the island solves while
 * the visitor types. Never cached: each visit gets its own.
 */
import type { APIRoute } from 'astro';
import { methodNotAllowed } from '../../actions/responses.ts';
import { issueFormToken } from '../../server/leads/form-token.server.ts';
import { issueChallenge } from '../../server/leads/proof-of-work.server.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  const { formKeys, env } = locals.services;
  const now = new Date();
  const body = {
    token: issueFormToken(formKeys.token, now),
    challenge: await issueChallenge(formKeys.challenge, now, env.LEAD_PROOF_WORK),
  };
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
};

export const ALL = methodNotAllowed('GET');
