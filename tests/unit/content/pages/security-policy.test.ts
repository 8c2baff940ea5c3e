import { describe, expect, it } from 'vitest';
import { securityPolicyCopy } from '../../../../src/content/pages/security-policy/index.ts';
import { backupWindowDays } from '../../../../src/server/operations/backup.server.ts';
import { parseEnv } from '../../../../src/server/platform/env.server.ts';

/** The policy states how long things are kept; it must say what the server does by default. */
describe('the privacy policy’s retention section', () => {
  const result = parseEnv({});
  if (!result.ok) throw new Error('defaults do not parse');
  const { env } = result;

  it.each(Object.entries(securityPolicyCopy))('%s states every default period', (_, copy) => {
    const section = copy.sections.find((s) => s.id === 'retention');
    const items = section?.items ?? [];
    const [leads, mail, analytics, audit, throttle, backups] = items;
    expect(items).toHaveLength(6);
    expect(leads).toContain(String(env.LEAD_RETENTION_MONTHS));
    expect(mail).toContain(String(env.OUTBOX_PAYLOAD_RETENTION_DAYS));
    expect(analytics).toContain(String(env.ANALYTICS_RETENTION_MONTHS));
    expect(audit).toContain(String(env.AUDIT_RETENTION_MONTHS));
    expect(throttle).toContain(String(env.LOGIN_THROTTLE_RETENTION_HOURS));
    expect(backups).toContain(
      String(backupWindowDays({ daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY })),
    );
  });

  it('is section 3 in every locale, and the contact desk reference follows the numbering', () => {
    for (const copy of Object.values(securityPolicyCopy)) {
      expect(copy.sections[2]?.id).toBe('retention');
      const desk = copy.sections.find((s) => s.id === 'contact-desk');
      const number = desk?.title.split('.')[0] ?? '';
      const disclosure = copy.sections.find((s) => s.id === 'disclosure')?.paragraphs.join(' ') ?? '';
      expect(disclosure).toContain(number);
    }
  });
});
