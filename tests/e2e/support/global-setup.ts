import { startBuiltServer } from './server.ts';

/** One built server for the whole run; its URL reaches the tests through the environment. */
export default async function globalSetup() {
  const server = await startBuiltServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
