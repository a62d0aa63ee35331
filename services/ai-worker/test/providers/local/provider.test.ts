import {
  analysisSchema,
  formatAnalysisNotes,
  parseAnalysisNotes,
  type AnalysisInput,
} from '@nestkeep/common';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_CHARS, analyzeLocally, createLocalProvider } from '../../../src/providers/local/index.js';

const article: AnalysisInput = {
  url: 'https://example.com/toddler-tantrums',
  platform: 'other',
  title: 'How to Handle Toddler Tantrums Calmly',
  description:
    'Tantrums are normal between ages one and four. Gentle ways to respond and to prevent the next one.',
  text: [
    'How to Handle Toddler Tantrums Calmly',
    'Tantrums are a normal part of toddlerhood, when big feelings outpace small vocabularies.',
    'A tantrum is not manipulation; it is a small person overwhelmed by emotion.',
    'Stay calm yourself, because your toddler borrows your nervous system.',
    'Keep everyone safe and move breakable things out of reach.',
    'Name the feeling: "You are angry that the park is closed."',
    'Do not give in to the demand that started the tantrum.',
    'Hunger, tiredness and transitions cause many meltdowns.',
    'Offer limited choices, like the red cup or the blue cup.',
    'Give a warning before transitions, such as two more slides and then home.',
    'Talk to your pediatrician if tantrums last longer than 25 minutes or happen many times a day.',
  ].join('\n'),
};

describe('createLocalProvider', () => {
  it('is the local provider and answers with an analysis that passes the contract', async () => {
    const provider = createLocalProvider();
    expect(provider.name).toBe('local');
    const analysis = await provider.analyze(article);
    expect(analysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis.category).toBe('Parenting Tips');
    expect(analysis.parentingPhase).toBe('toddler');
    expect(analysis.keyPoints.length).toBeGreaterThanOrEqual(3);
    expect(analysis.actionItems.length).toBeGreaterThanOrEqual(2);
    expect(analysis.hashtags.length).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic: the same input gives the same output, from one provider or another', async () => {
    const first = await createLocalProvider().analyze(article);
    const again = await createLocalProvider().analyze(structuredClone(article));
    const third = await createLocalProvider().analyze(article);
    expect(again).toEqual(first);
    expect(third).toEqual(first);
  });

  it('takes key points and steps from the text itself', () => {
    const { analysis } = analyzeLocally(article);
    for (const point of analysis.keyPoints) expect(article.text).toContain(point);
    for (const step of analysis.actionItems) {
      expect(article.text!.toLowerCase()).toContain(step.toLowerCase().replace(/[.!]$/, ''));
    }
  });

  it('leaves the title and description out of the key points, and uses the description as the summary', () => {
    const { analysis, explanation } = analyzeLocally(article);
    expect(analysis.keyPoints).not.toContain('How to Handle Toddler Tantrums Calmly');
    expect(explanation.summarySource).toBe('description');
    expect(analysis.summary).toBe(article.description);
  });

  it('summarises with the best sentences when the description is missing or cut off', () => {
    const { analysis, explanation } = analyzeLocally({
      ...article,
      description: 'Tantrums are normal between...',
    });
    expect(explanation.summarySource).toBe('sentences');
    expect(analysis.summary.length).toBeGreaterThan(0);
    expect(article.text).toContain(analysis.summary.split(/(?<=[.!?])\s/)[0]);
  });

  it('explains every part of the result', () => {
    const { explanation } = analyzeLocally(article);
    expect(explanation.category.reason).toMatch(/^Parenting Tips [\d.]+: 'tantrum\*'/);
    expect(explanation.phase.reason).toMatch(/^toddler/);
    for (const step of explanation.actionItems) expect(step.reason).toMatch(/imperative|pattern|weak/);
    for (const point of explanation.keyPoints) expect(point.score).toBeGreaterThan(0);
  });

  it('works from a caption alone (never repeating the summary as key points), from a title alone, and from nothing', async () => {
    const provider = createLocalProvider();
    const caption = await provider.analyze({
      url: 'https://www.instagram.com/p/abc',
      platform: 'instagram',
      title: null,
      description: null,
      text: 'Newborn sleep tip: swaddle snugly and use white noise. Put baby down drowsy but awake! #newborn',
    });
    expect(caption.category).toBe('Sleep & Routines');
    expect(caption.parentingPhase).toBe('newborn');
    expect(caption.suggestedTitle).toBeDefined();
    expect(caption.hashtags.length).toBeGreaterThanOrEqual(3);

    const captionEverywhere =
      'Swaddle snugly for naps. Keep the room dark at bedtime. Use white noise all night long.';
    const instagram = await provider.analyze({
      url: 'https://www.instagram.com/p/xyz',
      platform: 'instagram',
      title: 'sleepy.nest on Instagram',
      description: captionEverywhere,
      text: captionEverywhere,
    });
    // The caption is all there is: its best sentence is the summary, the others are key points
    // (a text of two sentences or more has some), and its steps are the action items.
    expect(captionEverywhere).toContain(instagram.summary);
    expect(instagram.summary.length).toBeLessThan(captionEverywhere.length);
    expect(instagram.keyPoints.length).toBeGreaterThanOrEqual(1);
    for (const point of instagram.keyPoints) expect(instagram.summary).not.toContain(point);
    expect(instagram.actionItems.length).toBeGreaterThanOrEqual(2);

    const descriptionOnly = await provider.analyze({ ...article, text: null });
    // The description is all there is: one sentence summarises, the other is a key point.
    expect(article.description).toContain(descriptionOnly.summary);
    expect(descriptionOnly.keyPoints.length).toBeGreaterThanOrEqual(1);
    for (const point of descriptionOnly.keyPoints) expect(descriptionOnly.summary).not.toContain(point);

    const titleOnly = await provider.analyze({ ...article, description: null, text: null });
    expect(titleOnly.summary).toBe(article.title);
    expect(titleOnly.keyPoints).toEqual([]);

    const nothing = await provider.analyze({
      url: null,
      platform: 'manual',
      title: null,
      description: null,
      text: null,
    });
    expect(nothing).toMatchObject({
      summary: '',
      keyPoints: [],
      actionItems: [],
      category: 'Parenting Tips',
    });
    expect(nothing.parentingPhase).toBe('general');
    expect(nothing.hashtags.length).toBeGreaterThanOrEqual(3);
  });

  it(`reads at most ${MAX_TEXT_CHARS} characters of a very long text`, async () => {
    const long = {
      ...article,
      text: `${article.text}\n${'Filler sentence about nothing much at all. '.repeat(3000)}`,
    };
    const analysis = await createLocalProvider().analyze(long);
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
  });

  it('round-trips through the notes format the web modal reads', async () => {
    const analysis = await createLocalProvider().analyze(article);
    const parsed = parseAnalysisNotes(formatAnalysisNotes(analysis));
    expect(parsed.keyPoints).toEqual(analysis.keyPoints);
    expect(parsed.actionItems).toEqual(analysis.actionItems);
    expect(parsed.hashtags).toEqual(analysis.hashtags);
    expect(parsed.paragraphs.join(' ')).toBe(analysis.summary);
  });
});
