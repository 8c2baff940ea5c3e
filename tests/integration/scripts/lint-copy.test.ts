/**
 * `npm run lint:copy -- FILE` as staff or CI run it on copy that is not shipped yet: the real
 * npm client and script in a child process, on fixtures with claims of each kind in each
 * language, and on legitimate copy.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 120_000 });

const root = fileURLToPath(new URL('../../../', import.meta.url));

function lintCopy(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'lint:copy', '--', ...args], { cwd: root, env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run lint:copy -- FILE', () => {
  it('fails on claims of every kind, naming each with its words and clause', async () => {
    const run = await lintCopy(['tests/integration/scripts/fixtures/copy-with-claims.json']);
    expect(run.code).toBe(1);
    const expected: [at: string, rule: string, words: string][] = [
      ['ja.hero.lead', 'ja-cure', 'ナオリ'],
      ['ja.points.0', 'ja-absolute-safety', '副作用の心配はまったくありません'],
      ['ja.points.1', 'ja-guarantee', '効果100%'],
      ['en.hero.title', 'en-cure', 'Never leak'],
      ['en.hero.lead', 'en-absolute-safety', 'Zero side effects'],
      ['zh-cn.hero.title', 'zh-cure', '擺脫尿失禁'],
      ['zh-cn.hero.lead', 'zh-guarantee', '保證有效'],
    ];
    for (const [at, rule, words] of expected) {
      expect(run.stdout).toContain(`copy-with-claims.${at}  [${rule}] 「${words}`);
    }
    expect(run.stdout).toContain('薬機法 第66条第1項');
    expect(run.stdout).toContain('医薬品等適正広告基準 第4-3(5)');
    expect(run.stdout).toMatch(/lint:copy: 7 errors/);
  });

  it('passes legitimate copy: disclaimers, individual differences, safety instructions', async () => {
    const run = await lintCopy(['tests/integration/scripts/fixtures/copy-without-claims.json']);
    expect(run.stdout).toMatch(/lint:copy: 0 errors, 0 warnings/);
    expect(run.code).toBe(0);
  });

  it('flags a foreign approval without the Japanese status, in each language, and not beside it (issue 43)', async () => {
    const run = await lintCopy(['tests/integration/scripts/fixtures/foreign-approval.json']);
    expect(run.code).toBe(1);
    for (const locale of ['ja', 'en', 'zh-cn']) {
      expect(run.stdout).toContain(
        `foreign-approval.${locale}.alone  [foreign-approval-without-japanese-status] 「FDA」`,
      );
      expect(run.stdout).not.toContain(`foreign-approval.${locale}.withStatus  [`);
    }
    expect(run.stdout).toMatch(/lint:copy: 3 errors/);
  });
});

describe('npm run lint:copy', () => {
  it('passes on the shipped copy, its foreign approvals held to the Japanese status', async () => {
    const run = await lintCopy([]);
    expect(run.stdout).toMatch(/lint:copy: 0 errors/);
    expect(run.code).toBe(0);
  });
});
