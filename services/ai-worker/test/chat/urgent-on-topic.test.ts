import { describe, expect, it } from 'vitest';
import { askLocally } from './real-knowledge.js';
import { maya, pregnantAt } from './support.js';

/**
 * After an urgent banner, the guidance is about the condition the banner names (issue 20 point 2).
 * A parent at 32 weeks with chest pain was told "Thoughts of harming herself or the baby also need
 * help straight away": what was left of a list of emergencies once its call line went to the banner.
 */

async function guidanceAfterBanner(question: string, week: number): Promise<string[]> {
  const { flags, sentences } = await askLocally(question, pregnantAt(week));
  expect(flags.map((f) => f.id)).toContain('chest-pain');
  const start = sentences.findIndex((s) => /here is what trusted guidance says/.test(s));
  expect(start).toBeGreaterThanOrEqual(0);
  return sentences
    .slice(start + 1)
    .filter((s) => !/informational support only|consult a healthcare/i.test(s));
}

describe('chest pain in pregnancy: guidance about clots, not another condition', () => {
  const questions = [
    'sudden chest pain and i cant breathe properly, 32 weeks',
    'crushing pain in my chest at 32 weeks, going down my left arm',
    'my chest feels tight and heavy 32 wks, sweating',
  ];
  for (const question of questions) {
    it(question, async () => {
      const guidance = await guidanceAfterBanner(question, 32);
      expect(guidance[0]).toMatch(/\bclot\b/i);
      expect(guidance.join(' ')).not.toMatch(/harming herself|thoughts of harm/i);
    });
  }
});

describe("another adult's chest pain: no recovery-after-birth sentence rides on the banner's words", () => {
  it("a husband's chest pain asked from a baby's profile", async () => {
    const { flags, sentences } = await askLocally(
      "asking for my husband, he's 38 and has pain in his chest that won't go away, sweaty and grey",
      maya(8),
    );
    expect(flags.map((f) => f.id)).toContain('chest-pain');
    const guidance = sentences.slice(sentences.findIndex((s) => /trusted guidance says/.test(s)) + 1);
    expect(guidance.join(' ')).toMatch(/\bclot\b/i);
    expect(guidance.join(' ')).not.toMatch(/pelvic floor|instincts/i);
  });
});
