import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@nestkeep/common';
import { gatewayConfigSchema } from '../src/config.js';

const base = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
  SESSION_SECRET: 'y'.repeat(32),
};

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(gatewayConfigSchema, env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('gateway configuration', () => {
  it('turns development sign-in on by default when Google is not configured', () => {
    const config = parseConfig(gatewayConfigSchema, base);
    expect(config.devLogin).toBe(true);
    expect(config.GOOGLE_CALLBACK_URL).toBe('http://localhost:5000/auth/google/callback');
  });

  it('keeps development sign-in off when Google is configured, unless asked', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(parseConfig(gatewayConfigSchema, { ...base, ...google }).devLogin).toBe(false);
    expect(parseConfig(gatewayConfigSchema, { ...base, ...google, AUTH_DEV_LOGIN: 'true' }).devLogin).toBe(
      true,
    );
  });

  it('refuses to start in production with dev sign-in on or Google unset', () => {
    expect(problems({ ...base, NODE_ENV: 'production' })).toEqual([
      'GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required in production',
    ]);
    const withDev = problems({
      ...base,
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b',
      AUTH_DEV_LOGIN: 'on',
    });
    expect(withDev).toEqual(['AUTH_DEV_LOGIN: must be off in production']);
    const ok = parseConfig(gatewayConfigSchema, {
      ...base,
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b',
    });
    expect(ok.devLogin).toBe(false);
  });

  it('names every missing or bad variable', () => {
    const found = problems({
      PORT: 'eighty',
      SESSION_SECRET: 'short',
      APP_ORIGIN: 'not a url',
      AUTH_DEV_LOGIN: 'maybe',
    });
    const names = found.map((p) => p.split(':')[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        'PORT',
        'SESSION_SECRET',
        'APP_ORIGIN',
        'REDIS_URL',
        'INTERNAL_TOKEN_SECRET',
        'AUTH_DEV_LOGIN',
      ]),
    );
  });
});
