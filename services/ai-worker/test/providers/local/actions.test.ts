import { describe, expect, it } from 'vitest';
import {
  MAX_ACTIONS,
  actionClause,
  classifyAction,
  cleanAction,
  extractActionSteps,
  startsWithImperative,
} from '../../../src/providers/local/actions.js';
import { readSentences } from '../../../src/providers/local/sentences.js';

const verdict = (text: string) => classifyAction(readSentences(text)[0]!);

describe('imperative detection', () => {
  it.each([
    'Use white noise at naps and bedtime.',
    'Place your baby on their back on a firm, flat mattress.',
    'Offer water every 15 to 20 minutes during active play.',
    'Store breast milk in the back of the fridge.',
    'Swaddle snugly but keep the hips loose.',
    'Name the feeling before you try to fix it.',
    'Cut grapes lengthwise into quarters.',
    'Read together every day, visit the library and talk about the pictures.',
    'Always check the harness height before you drive.',
    'Gently rock her until she is drowsy.',
    'Let your toddler pick between two snacks.',
    'Stay calm and talk softly.',
  ])('reads an order: %s', (sentence) => {
    const v = verdict(sentence);
    expect(v.action).toBe(true);
    expect(v.strength).toBe(1);
    expect(v.reason).toMatch(/^imperative '/);
  });

  it.each([
    'Research shows that reading aloud builds vocabulary.',
    'Play is how young children learn about the world.',
    'Sleep regressions are a normal part of development.',
    'Breast milk or formula is still the main source of nutrition.',
    'Stroller rides help some babies nap.',
    'Rear-facing seats spread crash forces across the back.',
    'Baby shower games have a bit of a reputation.',
    'Monitor A wins on picture quality, no contest.',
    'Newborns sleep 14 to 17 hours a day.',
    'I tried everything and nothing worked.',
    'Love this stroller so much.',
  ])('reads a statement, not an order: %s', (sentence) => {
    expect(verdict(sentence).action).toBe(false);
  });

  it.each([
    ['You should call your doctor if the fever lasts.', "pattern 'you should'"],
    ["It's important to keep vaccinations on schedule.", "pattern 'it's important to'"],
    ['Make sure the crib has no bumpers or pillows.', "pattern 'advice opener'"],
    ['Avoid honey before the first birthday.', "pattern 'advice opener'"],
    ['Never leave your baby alone in the bath.', "pattern 'don't/never'"],
    ["Don't wake a sleeping baby to change a diaper.", "pattern 'don't/never'"],
    ['Pediatricians recommend rear-facing seats until at least age two.', "pattern 'experts recommend'"],
    ['The key is to stay consistent every night.', "pattern 'the key is to'"],
  ])('reads advice patterns: %s', (sentence, reason) => {
    expect(verdict(sentence)).toEqual({ action: true, strength: 1, reason });
  });

  it('finds an order after a leading condition, a connector or a short label', () => {
    expect(actionClause('If your baby has a fever, call the doctor.')).toBe('call the doctor.');
    expect(actionClause('So, first, offer the breast.')).toBe('offer the breast.');
    expect(actionClause('Bath time: keep it short and warm.')).toBe('keep it short and warm.');
    expect(verdict('If your baby has a fever, call the doctor.').action).toBe(true);
    expect(verdict('Monitor B: closed-system video monitor (about $170).').action).toBe(false);
  });

  it('counts an order in a later clause a little less', () => {
    expect(verdict('Crying is a late cue, so offer a feed when you see the first signs.')).toEqual({
      action: true,
      strength: 0.8,
      reason: "imperative 'offer' in a later clause",
    });
  });

  it('takes weak hints only as hints and headings only as fallbacks', () => {
    expect(verdict('A warm bath can help babies wind down.').strength).toBe(0.6);
    expect(verdict('Create a Calm Sleep Environment').strength).toBe(0.5);
    expect(verdict('Picture and Sound').action).toBe(false);
  });

  it('ignores questions, reading instructions and shop buttons', () => {
    expect(verdict('Should you wake a sleeping baby to feed?').action).toBe(false);
    expect(verdict('Click here to download the checklist.').action).toBe(false);
    expect(verdict('Read on to learn more about naps.').action).toBe(false);
    expect(verdict('Check price on Amazon.').action).toBe(false);
  });

  it("answers why with the verb it read ('let's' included)", () => {
    expect(startsWithImperative('Keep the room dark')).toEqual({ imperative: true, verb: 'keep' });
    expect(startsWithImperative("Let's try a new bedtime song")).toEqual({ imperative: true, verb: "let's" });
    expect(startsWithImperative('Everything in between')).toEqual({ imperative: false });
  });
});

describe('cleanAction', () => {
  it('takes connectors off, capitalises and closes the step', () => {
    expect(cleanAction('and then   keep the lights low')).toBe('Keep the lights low.');
    expect(cleanAction('Also, offer water 💧')).toBe('Offer water.');
    expect(cleanAction('Tip: never shake a baby!')).toBe('Never shake a baby!');
    expect(cleanAction('“Try a dream feed”')).toBe('Try a dream feed.');
    expect(cleanAction('Say "good game" whether you win or lose')).toBe(
      'Say "good game" whether you win or lose.',
    );
  });
});

describe('extractActionSteps', () => {
  const text = [
    'Newborns sleep in short stretches.',
    'Place your baby on their back for every sleep.',
    'Keep the room dark and quiet at night.',
    'A steady routine helps many babies settle.',
    'Use white noise to cover household sounds.',
    'Keep the room dark and quiet at night.',
    'Offer a full feed before bed.',
    'Try a short bedtime routine with a bath and a song.',
    'Never use bumpers or pillows in the crib.',
    'Put your baby down drowsy but awake.',
    'Dress your baby in one more layer than you.',
  ].join('\n');

  it('returns at most six steps, without duplicates, in the order of the text', () => {
    const steps = extractActionSteps(readSentences(text));
    expect(steps.length).toBe(MAX_ACTIONS);
    const texts = steps.map((s) => s.text);
    expect(new Set(texts).size).toBe(texts.length);
    const indexes = steps.map((s) => s.sentence.index);
    expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
    expect(texts).not.toContain('Newborns sleep in short stretches.');
  });

  it('falls back to weak hints when there are not two strong steps, and finds none in a plain story', () => {
    const hints = extractActionSteps(
      readSentences(
        'We moved house in May. A warm bath can help babies wind down. Rocking works best for our son.',
      ),
    );
    expect(hints.map((s) => s.verdict.strength)).toEqual([0.6, 0.6]);
    expect(extractActionSteps(readSentences('We moved house in May. The baby slept in the car.'))).toEqual(
      [],
    );
  });
});
