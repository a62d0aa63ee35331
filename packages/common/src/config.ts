import { z } from 'zod';

/** Thrown when the environment does not satisfy a service's config schema; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses `env` with a zod object schema; throws ConfigError naming each missing or bad variable. */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
  );
}

/** For main.ts: a bad or missing value stops the process with a message that names it. */
export function loadConfigOrExit<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}

/** Reusable pieces of the env schemas, one definition per variable. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback),
  /** The address a server listens on: 127.0.0.1 keeps a service off the network, 0.0.0.0 (or ::) opens it. */
  listenHost: (fallback: string) =>
    z
      .union([z.ipv4(), z.ipv6()], { error: 'must be an IP address, e.g. 127.0.0.1 or 0.0.0.0' })
      .default(fallback),
  nodeEnv: z.enum(['development', 'test', 'production']).default('development'),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  databaseUrl: z
    .string({ error: 'is required (a postgres:// connection string)' })
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
  redisUrl: z
    .string({ error: 'is required (a redis:// connection string)' })
    .regex(/^rediss?:\/\//, 'must be a redis:// connection string'),
  internalTokenSecret: z
    .string({ error: 'is required (at least 32 characters, shared by the gateway and services)' })
    .min(32, 'must be at least 32 characters'),
  url: z.url({ error: 'must be an absolute URL' }),
  boolean: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => ['true', '1', 'on', 'yes'].includes(v)),
  optionalBoolean: z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'on', 'yes'].includes(v))),
  /** How long a service may take to finish its work after SIGTERM before it exits anyway (ms). */
  shutdownGraceMs: z.coerce.number().int().min(0).max(600_000).default(25_000),
  emailList: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
};
