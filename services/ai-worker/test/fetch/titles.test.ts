import { describe, expect, it } from 'vitest';
import { clip, titleFromCaption, titleFromUrl } from '../../src/fetch/titles.js';

describe('titleFromUrl', () => {
  it.each([
    ['https://example.com/blog/10-tips-for-better-baby-sleep.html', '10 tips for better baby sleep'],
    ['https://www.reddit.com/r/Parenting/comments/abc123/my_toddler_wont_nap/', 'My toddler wont nap'],
    ['https://example.com/guides/Starting%20Solids', 'Starting Solids'],
    ['https://www.instagram.com/p/Cx12AbC/', 'instagram.com'],
    ['https://www.tiktok.com/@sleepcoach/video/7312345678901234567', 'tiktok.com'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube.com'],
    ['https://www.babycenter.com/', 'babycenter.com'],
    ['not a url', 'Saved link'],
  ])('titles %s as "%s"', (url, title) => {
    expect(titleFromUrl(url)).toBe(title);
  });
});

describe('titleFromCaption', () => {
  it('takes the first sentence and drops the hashtags and mentions at its end', () => {
    expect(titleFromCaption('Three ways to calm a crying baby. Try swaddling first! #newborn #momlife')).toBe(
      'Three ways to calm a crying baby.',
    );
    expect(titleFromCaption('Bedtime routine that works 🌙 @sleepcoach #sleep\nStep 1: bath')).toBe(
      'Bedtime routine that works 🌙',
    );
  });

  it('adds the next sentence when the first is too short to say anything', () => {
    expect(titleFromCaption('Save this! Five finger foods for a 9 month old. More in bio')).toBe(
      'Save this! Five finger foods for a 9 month old.',
    );
  });

  it('skips lines made only of hashtags', () => {
    expect(titleFromCaption('#toddler #tantrums\nWhat to say during a tantrum')).toBe(
      'What to say during a tantrum',
    );
  });

  it('keeps titles within 100 characters, cut at a word', () => {
    const title = titleFromCaption(`${'Gentle parenting means '.repeat(10)}done`)!;
    expect(title.length).toBeLessThanOrEqual(100);
    expect(title).toBe(`${'Gentle parenting means '.repeat(4)}Gentle…`);
  });

  it('gives null for an empty caption or one without words', () => {
    expect(titleFromCaption('')).toBeNull();
    expect(titleFromCaption(null)).toBeNull();
    expect(titleFromCaption('#baby #sleep 👶')).toBeNull();
  });
});

describe('clip', () => {
  it('leaves short text alone and collapses its whitespace', () => {
    expect(clip('  a \n b  ', 10)).toBe('a b');
  });
});
