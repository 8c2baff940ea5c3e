import { defineMiddleware } from 'astro:middleware';

/**
 * In production main.server.ts hands every request its services through `locals` (only the
 * adapter's not-found path renders without them, and the 404 page needs none). Under
 * `astro dev` there is no such server, so the services are built here once, lazily.
 */
let devServices: Promise<App.Locals['services']> | undefined;

export const onRequest = defineMiddleware(async (context, next) => {
  if (import.meta.env.DEV && !context.locals.services && !context.isPrerendered) {
    devServices ??= (async () => {
      const { loadEnvOrExit } = await import('./server/env.server.ts');
      const { createLogger } = await import('./server/logger.server.ts');
      const { createServices } = await import('./server/services.server.ts');
      const env = loadEnvOrExit();
      return createServices(env, createLogger(env.LOG_LEVEL));
    })();
    context.locals.services = await devServices;
  }
  return next();
});
