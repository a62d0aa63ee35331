import { describe, expect, it } from 'vitest';
import { capText, decodeEntities, readableText } from '../../src/fetch/readable-text.js';

const filler = 'Babies sleep best in a dark, quiet room with a steady bedtime routine every night.';

describe('readableText', () => {
  it('prefers the article and drops scripts, styles, navigation and footers', () => {
    const html = `<html><head><title>T</title><style>p{color:red}</style></head><body>
      <nav><a href="/">Home</a> <a href="/shop">Shop</a></nav>
      <div class="sidebar">Subscribe to our newsletter</div>
      <article><h1>Safe sleep</h1><script>track("view")</script>
        <p>${filler}</p><aside>Related: teething</aside><p>Keep the cot free of pillows.</p></article>
      <footer>© 2024 Baby Blog</footer></body></html>`;
    expect(readableText(html)).toBe(`Safe sleep\n\n${filler}\n\nKeep the cot free of pillows.`);
  });

  it('uses main when there is no article', () => {
    const html = `<body><header>Site name</header><main><p>${filler}</p><p>${filler}</p></main><p>Cookie notice</p></body>`;
    expect(readableText(html)).toBe(`${filler}\n\n${filler}`);
  });

  it('falls back to the body, without its header, when article and main are nearly empty', () => {
    const html = `<body><header>Menu</header><article><p>Share</p></article><div><p>${filler}</p></div></body>`;
    expect(readableText(html)).toBe(`Share\n\n${filler}`);
  });

  it('turns source line breaks into spaces and keeps paragraph and line breaks from the markup', () => {
    const html = `<main><p>One
      sentence   across lines.</p><ul><li>First</li><li>Second</li></ul>Line<br>break ${filler}</main>`;
    expect(readableText(html)).toBe(`One sentence across lines.\n\nFirst\nSecond\n\nLine\nbreak ${filler}`);
  });

  it('decodes entities and drops comments', () => {
    expect(
      readableText('<body><!-- hidden --><p>Tom &amp; Jerry&#8217;s &quot;nap&quot;&nbsp;time</p></body>'),
    ).toBe('Tom & Jerry’s "nap" time');
  });

  it('caps the text at a paragraph boundary', () => {
    const html = `<body>${Array.from({ length: 400 }, () => `<p>${filler}</p>`).join('')}</body>`;
    const text = readableText(html, 20_000);
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text.length).toBeGreaterThan(19_000);
    expect(text.endsWith(filler)).toBe(true);
  });
});

describe('capText', () => {
  it('cuts at a word boundary when no paragraph break is near', () => {
    expect(capText('aaaa bbbb cccc dddd', 12)).toBe('aaaa bbbb');
  });
});

describe('decodeEntities', () => {
  it('decodes numeric and named entities and leaves unknown ones alone', () => {
    expect(decodeEntities('&#x1F476; &#233; &eacute; &hellip; &constructor; &bogus;')).toBe(
      '👶 é é … &constructor; &bogus;',
    );
  });
});
