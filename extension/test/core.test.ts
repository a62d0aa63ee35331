import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  MESSAGES,
  badgeFor,
  browserName,
  connectPageUrl,
  imageFileName,
  imageTitle,
  isSaveableUrl,
  linkSaveBody,
  originPattern,
  outcomeOf,
  parseOrigin,
  tokenFromDoneUrl,
  upgradeUrl,
} from '../src/lib/core.js';

const TOKEN = `nk_${'A1b2-_'.repeat(7)}`;

describe('the NestKeep address in the options', () => {
  it('keeps only the origin, assuming https (http for localhost)', () => {
    expect(parseOrigin(' https://nestkeep.app/app?x=1 ')).toEqual({
      ok: true,
      origin: 'https://nestkeep.app',
    });
    expect(parseOrigin('nestkeep.example.org')).toEqual({ ok: true, origin: 'https://nestkeep.example.org' });
    expect(parseOrigin('localhost:5000')).toEqual({ ok: true, origin: 'http://localhost:5000' });
    expect(parseOrigin('127.0.0.1:8080/')).toEqual({ ok: true, origin: 'http://127.0.0.1:8080' });
    expect(parseOrigin('http://192.168.1.4:5000')).toEqual({ ok: true, origin: 'http://192.168.1.4:5000' });
  });

  it('refuses blanks, other schemes and non-addresses with a reason', () => {
    expect(parseOrigin('   ')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Enter the address/),
    });
    expect(parseOrigin('ftp://nestkeep.app')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/http/),
    });
    expect(parseOrigin('javascript:alert(1)')).toMatchObject({ ok: false });
    expect(parseOrigin('http://exa mple.com')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a web address/),
    });
  });
});

describe('the host permission for an origin', () => {
  it('names the host without a port (match patterns carry none)', () => {
    expect(originPattern('http://localhost:5000')).toBe('http://localhost/*');
    expect(originPattern('https://nestkeep.app')).toBe('https://nestkeep.app/*');
    expect(originPattern('http://[::1]:5000')).toBe('http://[::1]/*');
  });
});

describe('pages that can be saved', () => {
  it('are http and https only', () => {
    expect(isSaveableUrl('https://example.com/a')).toBe(true);
    expect(isSaveableUrl('http://localhost:5000/')).toBe(true);
    for (const url of [
      'chrome://extensions',
      'about:blank',
      'file:///etc/passwd',
      'chrome-extension://x/popup.html',
      '',
      null,
      undefined,
      'not a url',
    ]) {
      expect(isSaveableUrl(url)).toBe(false);
    }
  });
});

describe('the connect flow', () => {
  const origin = 'http://localhost:5000';

  it('opens the connect page naming the browser', () => {
    expect(connectPageUrl(origin, 'Firefox')).toBe('http://localhost:5000/connect/extension?name=Firefox');
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox',
    );
    expect(
      browserName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome');
    expect(browserName('Mozilla/5.0 ... Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0')).toBe('Edge');
  });

  it('takes the token from the done address on the same origin only', () => {
    expect(tokenFromDoneUrl(`${origin}/connect/extension/done#token=${TOKEN}`, origin)).toBe(TOKEN);
    expect(tokenFromDoneUrl(`${origin}/connect/extension/done/#token=${TOKEN}`, origin)).toBe(TOKEN);
    // Another site imitating the path, the confirm page itself, a missing or malformed token.
    expect(tokenFromDoneUrl(`https://evil.example/connect/extension/done#token=${TOKEN}`, origin)).toBeNull();
    expect(tokenFromDoneUrl(`${origin}/connect/extension?name=Chrome`, origin)).toBeNull();
    expect(tokenFromDoneUrl(`${origin}/connect/extension/done`, origin)).toBeNull();
    expect(tokenFromDoneUrl(`${origin}/connect/extension/done#token=abc`, origin)).toBeNull();
    expect(tokenFromDoneUrl(`${origin}/connect/extension/done?token=${TOKEN}`, origin)).toBeNull();
    expect(tokenFromDoneUrl(undefined, origin)).toBeNull();
  });
});

describe('what is sent', () => {
  it('a page: its link, and title, category and note only when given', () => {
    expect(
      linkSaveBody({
        url: 'https://a.example/x',
        title: ' Sleep tips ',
        category: 'Sleep & Routines',
        note: ' for later ',
      }),
    ).toEqual({
      originalUrl: 'https://a.example/x',
      title: 'Sleep tips',
      category: 'Sleep & Routines',
      personalNotes: 'for later',
    });
    // A tab without a title shows its address as the title: leave it to NestKeep to find one.
    expect(
      linkSaveBody({ url: 'https://a.example/x', title: 'https://a.example/x', category: '', note: '  ' }),
    ).toEqual({
      originalUrl: 'https://a.example/x',
    });
    expect(linkSaveBody({ url: 'https://a.example/x', title: 'x'.repeat(400) }).title).toHaveLength(300);
  });

  it('an image: a file name from its address and type, a title from its page', () => {
    expect(imageFileName('https://cdn.example/img/baby-sleep.jpeg?w=400', 'image/jpeg')).toBe(
      'baby-sleep.jpg',
    );
    expect(imageFileName('https://cdn.example/img/photo', 'image/webp; charset=binary')).toBe('photo.webp');
    expect(imageFileName('data:image/png;base64,AAAA', 'image/png')).toBe('image.png');
    expect(imageFileName('https://cdn.example/%3Cscript%3E.gif', 'image/gif')).toBe('image.gif');
    expect(imageTitle('Weaning guide', 'https://cdn.example/a.png')).toBe('Image from Weaning guide');
    expect(imageTitle('', 'https://cdn.example/a.png')).toBe('a');
  });

  it('offers the product categories', () => {
    expect(CATEGORIES).toContain('Sleep & Routines');
    expect(CATEGORIES).toHaveLength(7);
  });
});

describe('what an answer means', () => {
  it('says saved, already saved, limit, not connected and errors plainly', () => {
    expect(outcomeOf(201, { id: 7, title: 'x', duplicate: false })).toEqual({
      kind: 'saved',
      message: 'Saved to NestKeep',
      id: 7,
    });
    expect(outcomeOf(200, { id: 7, duplicate: true })).toEqual({
      kind: 'duplicate',
      message: 'Already in your NestKeep',
      id: 7,
    });
    expect(
      outcomeOf(403, { error: 'Usage limit reached', message: 'Usage limit reached', requiresUpgrade: true }),
    ).toEqual({
      kind: 'limit',
      message: MESSAGES.limit,
    });
    expect(MESSAGES.limit).toMatch(/^Usage limit reached/);
    expect(outcomeOf(401, { message: 'Invalid or revoked API token' })).toMatchObject({
      kind: 'not_connected',
    });
    expect(outcomeOf(403, { message: 'Forbidden' })).toEqual({
      kind: 'error',
      message: 'Could not save: Forbidden',
    });
    expect(outcomeOf(400, { message: 'originalUrl: must be an http(s) URL' }).message).toBe(
      'Could not save: originalUrl: must be an http(s) URL',
    );
    expect(outcomeOf(502, null).message).toBe('Could not save: NestKeep answered 502');
    expect(outcomeOf(429, {}).message).toMatch(/Too many saves/);
  });

  it('marks the badge ✓, = or !', () => {
    expect(badgeFor('saved').text).toBe('✓');
    expect(badgeFor('duplicate').text).toBe('=');
    for (const kind of ['limit', 'not_connected', 'error'] as const) expect(badgeFor(kind).text).toBe('!');
  });

  it('links the limit message to the upgrade', () => {
    expect(upgradeUrl('https://nestkeep.app')).toBe('https://nestkeep.app/profile');
  });
});
