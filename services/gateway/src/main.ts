import { createLogger, createRedis, loadConfigOrExit, onShutdown } from '@nestkeep/common';
import { createApp } from './app.js';
import { gatewayConfigSchema } from './config.js';

const config = loadConfigOrExit(gatewayConfigSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
const redis = createRedis(config.REDIS_URL, 'general', logger);

if (config.devLogin) logger.warn('development sign-in is ON: anyone can sign in as anyone');
const app = createApp({ config, redis, logger });
const server = app.listen(config.PORT, () =>
  logger.info({ port: config.PORT, origin: config.APP_ORIGIN }, 'gateway listening'),
);

onShutdown(logger, [() => new Promise((resolve) => server.close(resolve)), () => redis.quit()]);
