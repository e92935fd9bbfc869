/**
 * The platform alone on one port (default 8787), for benchmarks and for pointing a site at it:
 * `npm run platform`. PORT, DATABASE_URL, PLATFORM_DATA_DIR and PLATFORM_ADMIN_TOKEN configure it.
 */
import { serve } from '@hono/node-server';
import { createPlatform } from './app';
import { keepIdleConnectionsOpen } from './http/idle-connections';

const port = Number(process.env.PORT ?? 8787);
const platform = await createPlatform({
  trustProxy: process.env.TRUST_PROXY === '1',
  scheduleJobs: process.env.PLATFORM_SCHEDULE_JOBS !== '0',
});
const server = serve({ fetch: platform.app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  console.log(`[platform] listening on http://${info.address}:${info.port}`);
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
