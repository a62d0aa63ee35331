import { describe, expect, it } from 'vitest';
import { sign } from 'cookie-signature';
import { VerifiedCookies } from '../src/auth/session.js';

const SECRET = 'test-session-secret-that-is-32-chars-long';
const cookieFor = (sid: string, secret = SECRET) =>
  `a=1; nk.sid=${encodeURIComponent(`s:${sign(sid, secret)}`)}`;

describe('the session reader remembers verified session cookies', () => {
  it('reads the same session id from a signed cookie every time', () => {
    const cookies = new VerifiedCookies(SECRET);
    expect(cookies.sessionId(cookieFor('abc'))).toBe('abc');
    expect(cookies.sessionId(cookieFor('abc'))).toBe('abc');
  });

  it('still refuses a tampered or foreign signature after the genuine cookie was remembered', () => {
    const cookies = new VerifiedCookies(SECRET);
    const genuine = `s:${sign('abc', SECRET)}`;
    expect(cookies.sessionId(`nk.sid=${encodeURIComponent(genuine)}`)).toBe('abc');
    const tampered = `${genuine.slice(0, -2)}${genuine.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(cookies.sessionId(`nk.sid=${encodeURIComponent(tampered)}`)).toBeUndefined();
    expect(
      cookies.sessionId(`nk.sid=${encodeURIComponent('s:xyz.' + genuine.split('.')[1])}`),
    ).toBeUndefined();
    expect(cookies.sessionId(cookieFor('abc', 'another-secret-that-is-32-chars-long!!'))).toBeUndefined();
    expect(cookies.sessionId('nk.sid=abc')).toBeUndefined();
    expect(cookies.sessionId(undefined)).toBeUndefined();
  });

  it('keeps a bounded number of cookies and verifies afresh after forgetting', () => {
    const cookies = new VerifiedCookies(SECRET, 2);
    for (const sid of ['a', 'b', 'c', 'a']) expect(cookies.sessionId(cookieFor(sid))).toBe(sid);
  });
});
