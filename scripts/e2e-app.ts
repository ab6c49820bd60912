// The server of the end-to-end tests (scripts/e2e-server.mjs starts it): the whole app, as
// apps/server/src/main.ts builds it, plus the test controls of apps/server/test/e2e-controls.ts
// (ADR 0170). One process; SIGTERM and SIGINT close it.
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { addTestControls } from '../apps/server/test/e2e-controls';

const config = loadConfig();
const app = await buildApp({ config });
await addTestControls(app, config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Best Bikes (e2e, with test controls) is ready on http://localhost:${config.PORT}`);
