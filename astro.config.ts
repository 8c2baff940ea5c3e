import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig, sessionDrivers } from 'astro/config';
import { noindexPaths } from './src/content/navigation.ts';
import { site as siteConfig } from './src/content/site.ts';
import { clientInteraction } from './src/integrations/client-interaction.ts';
import { photos } from './src/integrations/photos.ts';
import { siteUrlFromEnv } from './src/server/platform/env.server.ts';

// Canonical URLs and the sitemap are fixed at build time; scripts/start.ts rebuilds when
// SITE_URL changes.
// Unset SITE_URL follows PORT and HOST, exactly as the server reads it.
const siteUrl = siteUrlFromEnv(process.env);
// The optional third-party tag (ADR 012) widens the policy only when configured.
const ga4 = siteConfig.ga4MeasurementId
  ? {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    }
  : { script: [], connect: [] };

export default defineConfig({
  site: siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  // Our own server (src/http/main.server.ts) serves the build; see docs/decisions/001.
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  // Staff sessions are our own (database-backed); Astro's session store is not used.
  session: { driver: sessionDrivers.lruCache() },
  integrations: [
    react(),
    clientInteraction(),
    // Photos dropped into src/assets/images become WebP in several widths (src/content/photos.ts).
    photos(),
    sitemap({
      i18n: { defaultLocale: 'ja', locales: { ja: 'ja', en: 'en', 'zh-cn': 'zh-CN' } },
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/$/, '') || '/';
        const bare = path.replace(/^\/(en|zh-cn)(?=\/|$)/, '') || '/';
        // The staff area is closed and never indexed (robots.txt disallows it too).
        if (bare === '/admin' || bare.startsWith('/admin/')) return false;
        // A lead's own change and cancel page opens only from its mail's signed link (issue 44).
        if (bare === '/demo/manage') return false;
        return !/\/404$/.test(path) && !noindexPaths.includes(bare);
      },
      // The on-demand home page is not listed by the integration; other on-demand pages with
      // fixed paths are (with the trailing slash of their canonical URL).
      customPages: [`${siteUrl}/`],
      // As in every page's head: a page with language versions names the Japanese one x-default.
      serialize: (item) => {
        const ja = item.links?.find((link) => link.lang === 'ja');
        return ja && item.links ? { ...item, links: [...item.links, { lang: 'x-default', url: ja.url }] } : item;
      },
    }),
  ],
  i18n: {
    locales: ['ja', 'en', 'zh-cn'],
    defaultLocale: 'ja',
    routing: { prefixDefaultLocale: false },
  },
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src ${["'self'", ...ga4.connect].join(' ')}`,
        `frame-src ${siteConfig.videoEmbedOrigin}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
      scriptDirective: { resources: ["'self'", ...ga4.script] },
    },
  },
  // Linked, not inlined: inline styles each add a hash to the CSP header of every HTML response
  // (about 60 of them, 2.5 KB per response; issue 13). The linked files are cached immutably.
  build: { inlineStylesheets: 'never' },
  compressHTML: true,
  // Islands that share the lead form's parts (the brochure form, the demo page's visitor) would
  // otherwise split them into many small chunks, each a request and a compression start of its
  // own; React sits apart so a page without a form never loads the form's chunk (scripts/budget.ts).
  vite: {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 20 },
              {
                name: 'lead-form',
                test: /src\/components\/(lead\/(LeadInputs|ProductSelect|PrefectureSelect|LeadAgreement|IndividualBox|usePostalAutofill|lead-fields|product-choices)|forms\/(useJsonFormPost|useFormProof|form-view|form-proof|first-touch))/,
                priority: 10,
              },
            ],
          },
        },
      },
    },
  },
});
