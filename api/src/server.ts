import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareSecondTier } from './resources/assistant/distress/second-tier.ts';

/** Starts the product on one port: the API under /api and the built frontend at /. */
const config = loadConfig();
const app = buildApp({ config, serveFrontend: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    // Stops accepting connections, lets running requests finish, then closes the database.
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The distress classifier learns in about a second; better at start than in someone's first question.
prepareSecondTier();

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  await app.close().catch(() => {});
  process.exit(1);
}

console.log(`\nKompass läuft: http://localhost:${config.port}/`);
if (app.generatedAdmin) {
  const { username, password } = app.generatedAdmin;
  console.log(`Admin-Zugang: ${username} / ${password}`);
  console.log(
    '(Dieses Passwort wird nur jetzt angezeigt. Mit ADMIN_USERNAME/ADMIN_PASSWORD lässt es sich setzen.)\n',
  );
}
