/**
 * The platform alone on one port (default 8787), for benchmarks and for pointing a site at it:
 * `npm run platform`. PORT, DATABASE_URL, PLATFORM_DATA_DIR, PLATFORM_ADMIN_TOKEN and PLATFORM_MODE configure it
 * (platform/README.md); an unsafe production start stops with one message naming each setting.
 */
import { serve } from '@hono/node-server';
import { createPlatform } from './app';
import { StartRefused } from './core/start-refused';
import { keepIdleConnectionsOpen } from './http/idle-connections';

const port = Number(process.env.PORT ?? 8787);
const platform = await createPlatform({
  trustProxy: process.env.TRUST_PROXY === '1',
  scheduleJobs: process.env.PLATFORM_SCHEDULE_JOBS !== '0',
}).catch((error: unknown) => {
  if (!(error instanceof StartRefused)) throw error;
  console.error(`[platform] ${error.message}`);
  process.exit(1);
});
const server = serve({ fetch: platform.app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  console.log(`[platform] listening on http://${info.address}:${info.port} (${platform.mode} mode)`);
});
keepIdleConnectionsOpen(server);

server.on('error', async (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `[platform] port ${port} is already in use: set PORT to another one` : error,
  );
  await platform.close();
  process.exit(1);
});

async function shutdown() {
  server.close();
  await platform.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
