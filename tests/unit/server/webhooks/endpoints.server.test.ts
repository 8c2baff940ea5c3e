import { describe, expect, it } from 'vitest';
import { setOutboundPolicy } from '../../../../src/server/platform/outbound.server.ts';
import { signWebhookBody, webhookRequest } from '../../../../src/server/webhooks/delivery-job.server.ts';
import {
  displayWebhookUrl,
  eventsOf,
  suggestWebhookSecret,
  validateWebhook,
  WEBHOOK_SECRET_MIN_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
} from '../../../../src/server/webhooks/endpoints.server.ts';

const secret = 'x'.repeat(WEBHOOK_SECRET_MIN_LENGTH);
const valid = { url: 'https://crm.example.com/hook', secret, events: 'lead.created' };

describe('validateWebhook', () => {
  it("takes https to public hosts; plain http and loopback only with the tests' setting", () => {
    setOutboundPolicy({ allowLoopback: false });
    try {
      expect(validateWebhook({ ...valid, url: 'https://crm.example.com/hook?x=1' })).toMatchObject({ ok: true });
      // The list: every spelling of an internal address.
      for (const url of [
        'https://10.0.0.1/hook',
        'https://192.168.1.10/',
        'https://169.254.169.254/latest/meta-data/',
        'https://100.64.0.1/',
        'https://[fd00::1]/',
        'https://[fe80::1]/',
        'https://0.0.0.0:8443/',
        'https://[::ffff:127.0.0.1]:8443/',
        'https://[::]/',
        'https://224.0.0.1/',
        'https://127.1/',
        'https://2130706433/',
        'https://0x7f000001/',
        'https://localhost/',
        'http://127.1:8080/',
        'http://2130706433/',
        'http://0x7f000001/',
      ]) {
        expect(validateWebhook({ ...valid, url }), url).toEqual({ ok: false, errors: { url: 'urlAddress' } });
      }
      expect(validateWebhook({ ...valid, url: 'http://crm.example.com/hook' })).toEqual({
        ok: false,
        errors: { url: 'urlHttps' },
      });
    } finally {
      setOutboundPolicy({ allowLoopback: true });
    }
    for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://[::1]:9000/']) {
      expect(validateWebhook({ ...valid, url }), url).toMatchObject({ ok: true });
    }
    // Loopback is the one exception: other private addresses stay refused.
    expect(validateWebhook({ ...valid, url: 'http://10.0.0.1/hook' })).toEqual({
      ok: false,
      errors: { url: 'urlAddress' },
    });
    for (const url of ['ftp://example.com/', 'https://user:pass@example.com/', 'crm.example.com', '', 42]) {
      expect(validateWebhook({ ...valid, url }), String(url)).toEqual({ ok: false, errors: { url: 'url' } });
    }
    expect(validateWebhook({ ...valid, url: `https://example.com/${'a'.repeat(WEBHOOK_URL_MAX_LENGTH)}` })).toEqual({
      ok: false,
      errors: { url: 'urlTooLong' },
    });
  });

  it('wants a secret of 16 to 256 characters', () => {
    expect(validateWebhook({ ...valid, secret: 'x'.repeat(15) })).toEqual({
      ok: false,
      errors: { secret: 'secretShort' },
    });
    expect(validateWebhook({ ...valid, secret: 'x'.repeat(257) })).toEqual({
      ok: false,
      errors: { secret: 'secretLong' },
    });
    expect(validateWebhook({ ...valid, secret: undefined })).toEqual({ ok: false, errors: { secret: 'secretShort' } });
  });

  it('takes known events as a list or comma-separated, in their canonical order', () => {
    expect(validateWebhook({ ...valid, events: 'lead.assigned, lead.created' })).toEqual({
      ok: true,
      webhook: { url: valid.url, secret, events: ['lead.created', 'lead.assigned'], format: 'json' },
    });
    expect(validateWebhook({ ...valid, events: ['lead.status_changed'] })).toMatchObject({
      ok: true,
      webhook: { events: ['lead.status_changed'] },
    });
    for (const events of ['', [], 'lead.created,lead.deleted', undefined]) {
      expect(validateWebhook({ ...valid, events }), String(events)).toEqual({
        ok: false,
        errors: { events: 'events' },
      });
    }
  });

  it('defaults the format to json and knows only json and slack', () => {
    expect(validateWebhook({ ...valid, format: '' })).toMatchObject({ ok: true, webhook: { format: 'json' } });
    expect(validateWebhook({ ...valid, format: 'slack' })).toMatchObject({ ok: true, webhook: { format: 'slack' } });
    expect(validateWebhook({ ...valid, format: 'teams' })).toEqual({ ok: false, errors: { format: 'format' } });
  });
});

describe('displayWebhookUrl', () => {
  it('hides everything after the first path segment and the query', () => {
    expect(displayWebhookUrl('https://hooks.slack.com/services/T000/B000/XXXX')).toBe(
      'https://hooks.slack.com/services/…',
    );
    expect(displayWebhookUrl('https://crm.example.com/hook?token=abc')).toBe('https://crm.example.com/hook?…');
    expect(displayWebhookUrl('http://127.0.0.1:4567/hook')).toBe('http://127.0.0.1:4567/hook');
    expect(displayWebhookUrl('https://crm.example.com')).toBe('https://crm.example.com/');
  });
});

describe('signing', () => {
  it('is the hex HMAC-SHA256 of the body, keyed with the secret', () => {
    // RFC 4231-style known answer (the example of the HMAC Wikipedia article).
    expect(signWebhookBody('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('builds the same request on every retry', () => {
    const parts = webhookRequest(
      { url: 'https://crm.example.com/hook', secret },
      { id: 'delivery-1', event: 'lead.created', body: '{"a":1}' },
    );
    expect(parts).toEqual(
      webhookRequest(
        { url: 'https://crm.example.com/hook', secret },
        { id: 'delivery-1', event: 'lead.created', body: '{"a":1}' },
      ),
    );
    expect(parts.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Webhook-Event': 'lead.created',
      'X-Webhook-Delivery': 'delivery-1',
      'X-Webhook-Signature': signWebhookBody(secret, '{"a":1}'),
    });
  });
});

describe('eventsOf and suggestWebhookSecret', () => {
  it('reads stored events in canonical order, dropping unknown names', () => {
    expect(eventsOf('lead.assigned,lead.gone,lead.created')).toEqual(['lead.created', 'lead.assigned']);
  });

  it('suggests a fresh 43-character secret', () => {
    const a = suggestWebhookSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(suggestWebhookSecret()).not.toBe(a);
  });
});
