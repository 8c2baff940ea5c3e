/**
 * `npm start`: serve the built site, building it first when there is no build yet or when it
 * was built for another SITE_URL (canonical URLs and the sitemap are fixed at build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { siteUrlFromEnv } from '../src/server/platform/env.server.ts';

const root = new URL('../', import.meta.url);
// A .env file beside package.json is read like the service manager's environment would be.
if (existsSync(new URL('.env', root))) process.loadEnvFile(new URL('.env', root));
const entry = new URL('dist/server/entry.mjs', root);
const info = new URL('dist/build-info.json', root);
// Unset SITE_URL follows PORT and HOST, exactly as the server reads it.
const siteUrl = siteUrlFromEnv(process.env);

const builtFor = existsSync(info)
  ? (JSON.parse(readFileSync(info, 'utf8')) as { siteUrl?: string }).siteUrl
  : undefined;
if (!existsSync(entry) || builtFor !== siteUrl) {
  process.stdout.write(
    existsSync(entry) ? `Rebuilding for SITE_URL=${siteUrl}…\n` : 'No build yet: building the site once…\n',
  );
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../src/http/main.server.ts');
