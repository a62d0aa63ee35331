import { describe, expect, it } from 'vitest';
import { extractActionSteps } from '../../../src/providers/local/actions.js';
import { buildHashtags } from '../../../src/providers/local/hashtags.js';
import { toImperative } from '../../../src/providers/local/imperative.js';
import { readSentences } from '../../../src/providers/local/sentences.js';

describe('action steps as short imperatives', () => {
  it.each([
    ['We moved bedtime earlier to 6:45pm.', 'Move bedtime earlier (around 6:45pm)'],
    [
      'We also stopped rocking her fully to sleep and put her down drowsy instead.',
      'Stop rocking her fully to sleep and put her down drowsy instead',
    ],
    [
      'I started tracking my basal body temperature every morning.',
      'Start tracking your basal body temperature every morning',
    ],
    [
      'We anchored every dresser to the wall and added cabinet locks.',
      'Anchor every dresser to the wall and add cabinet locks',
    ],
    [
      'You should watch for early sleepy cues like staring into space.',
      'Watch for early sleepy cues like staring into space',
    ],
    [
      'If naps are short, you can try stretching the last wake window.',
      'Stretch the last wake window if naps are short',
    ],
    ["It's important to attend your six week check.", 'Attend your six week check'],
    [
      'We recommend taking an infant CPR class before you start solids.',
      'Take an infant CPR class before you start solids',
    ],
    ['Our pediatrician said to mention it at the 12 month visit.', 'Mention it at the 12 month visit'],
    ["Rubbing your baby's gums with a clean finger can help.", "Rub your baby's gums with a clean finger"],
    ['Try to start the nap routine ten minutes early.', 'Start the nap routine ten minutes early'],
    ['Bring a long phone charger, the outlets are never near the bed.', 'Bring a long phone charger'],
    ['Read the same books again, because repetition builds vocabulary.', 'Read the same books again'],
  ])('%s → %s', (sentence, imperative) => {
    expect(toImperative(sentence)).toBe(imperative);
  });

  it('reads what the writer did as steps when the text offers it as advice, never in a plain story', () => {
    const advice = extractActionSteps(
      readSentences(
        'What finally helped us with the park meltdowns. We started giving a five minute warning before leaving. We brought a snack for the walk home.',
      ),
    ).map((s) => s.text);
    expect(advice).toEqual([
      'Start giving a five minute warning before leaving.',
      'Bring a snack for the walk home.',
    ]);
    expect(extractActionSteps(readSentences('We moved house in May. The baby slept in the car.'))).toEqual(
      [],
    );
  });

  it('leaves promo codes out of the steps', () => {
    const steps = extractActionSteps(
      readSentences(
        'Change the default password of the camera. Use code NEST15 for 15% off! Turn on two-factor login.',
      ),
    ).map((s) => s.text);
    expect(steps.join(' ')).not.toMatch(/NEST15/);
  });
});

describe('hashtags without junk', () => {
  it('never tags the screenshot, the offer or URL bits, and shows a tag once', () => {
    const tags = buildHashtags(
      {
        title: 'Screenshot',
        text: 'Offer a chilled teething ring. Teething rings help. Offer teething rings often. Visit www.example.com for the offer code.',
      },
      'Health & Safety',
      'infant',
    );
    expect(tags.map((t) => t.toLowerCase())).not.toEqual(expect.arrayContaining(['#screenshot']));
    for (const junk of ['#screenshot', '#offer', '#www', '#com', '#code']) expect(tags).not.toContain(junk);
    const keys = tags.map((t) => t.toLowerCase().replace(/(?:es|s)$/, ''));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
