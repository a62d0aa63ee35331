import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, env, parseConfig } from '../src/config.js';

const schema = z.object({ PORT: env.port(5101), DATABASE_URL: env.databaseUrl, FLAG: env.boolean(false) });

describe('config loading', () => {
  it('applies defaults and coerces values', () => {
    expect(parseConfig(schema, { DATABASE_URL: 'postgres://x@h/db', FLAG: 'on' })).toEqual({
      PORT: 5101,
      DATABASE_URL: 'postgres://x@h/db',
      FLAG: true,
    });
  });

  it('names every missing or bad variable', () => {
    let error: unknown;
    try {
      parseConfig(schema, { PORT: '99999', FLAG: 'maybe' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: is required');
    expect(message).toContain('FLAG: must be true or false');
  });
});
