/**
 * `/metrics` (docs/operations.md#monitoring): Prometheus's text format, for a scraper holding
 * `Authorization: Bearer $METRICS_TOKEN`. Off (404, as any unknown path) when the token is unset;
 * 401 without it or with another one, compared in constant time. Every other request is timed
 * into the route-group histogram.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from '../server/operations/metrics.server.ts';
import { requestPath } from './http.server.ts';

/** Few, fixed groups: a label per path would let any visitor grow the series without bound. */
export function routeGroup(method: string | undefined, path: string): string {
  if (path.startsWith('/_astro/') || path.startsWith('/uploads/') || /\.[a-z0-9]+$/i.test(path)) return 'asset';
  if (path.startsWith('/api/admin') || path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (path.startsWith('/api/')) return 'api';
  if (/^(\/(en|zh-cn))?\/brochure-request\/?$/.test(path) && method === 'POST') return 'lead';
  if (path === '/healthz') return 'health';
  return 'page';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `header` is exactly `Bearer <token>` (hashes compared, so lengths never leak). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

export function createMetricsHandler(options: { token: string | undefined; metrics: Metrics }) {
  const { token, metrics } = options;
  /** Answers /metrics and returns true; for any other request, times it and returns false. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = requestPath(req.url);
    if (path !== '/metrics' || token === undefined) {
      const started = performance.now();
      const group = routeGroup(req.method, path);
      res.once('finish', () => {
        const status = `${Math.floor(res.statusCode / 100)}xx`;
        metrics.requestDuration.observe({ group, status }, (performance.now() - started) / 1000);
      });
      return false;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer realm="metrics"' });
      res.end('401 Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n');
      return true;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('503: metrics could not be read (is the database reachable?)\n');
      },
    );
    return true;
  };
}
