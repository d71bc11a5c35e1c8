import { buildApp } from './app';
import { loadConfig } from './config';
import { isLoopbackHost } from './http/loopback-only';
import { outboxExposureWarning } from './http/outbox-exposure';
import { gracefulShutdown } from './http/shutdown';

const config = loadConfig();
const { app } = await buildApp({ config });

const shutdown = gracefulShutdown(app, { graceMs: 5000, hardMs: 10_000, exit: (code) => process.exit(code) });
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const warning = outboxExposureWarning(config);
if (warning) {
  app.log.warn(warning);
  console.warn(`\n${warning}\n`);
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : config.port;
const url = `http://localhost:${port}`;
app.log.info(`PetChat is running at ${url}`);
// Printed plainly as well, so a person starting the app sees where to open it.
const outboxReach = config.allowRemoteOutbox ? 'ANY CLIENT' : 'this machine only';
const outbox =
  config.nodeEnv === 'production'
    ? ''
    : `\n  Mail sent (verification codes, reset links; ${outboxReach}): ${url}/api/dev/mail` +
      `\n  The same as JSON (dev outbox): ${url}/api/dev/outbox`;
const reach = isLoopbackHost(config.host)
  ? '\n  Listening on this machine only (set HOST=0.0.0.0 to open it to others).'
  : '';
console.log(`\n  PetChat is ready: ${url}${outbox}${reach}\n`);
