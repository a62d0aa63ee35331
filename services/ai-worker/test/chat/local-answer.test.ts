import { describe, expect, it } from 'vitest';
import { NOTHING_RELEVANT_ANSWER, type ChatChild, type SavedPassage } from '@nestkeep/common';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever, type RetrievedPassage } from '../../src/chat/retrieval.js';
import {
  createLocalChatAnswerer,
  framingLine,
  isComposerLine,
  MAX_SENTENCES,
  SAVED_HEADING,
  splitSentences,
} from '../../src/providers/local/chat-answer.js';
import { agesInSentence } from '../../src/providers/local/chat-ages.js';
import { answerSentences, child, FIXTURE_KNOWLEDGE, maya, pregnantAt } from './support.js';

const local = createLocalChatAnswerer();
const real = createRetriever(loadKnowledgeBase());
const fixture = createRetriever(loadKnowledgeBase(FIXTURE_KNOWLEDGE));

async function answer(question: string, who: ChatChild, passages: RetrievedPassage[]) {
  const tokens: string[] = [];
  const result = await local.answerQuestion({ question, child: who, passages, history: [] }, (t) =>
    tokens.push(t),
  );
  return { ...result, tokens };
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every sentence of the answer is a passage's own, or one of the composer's fixed lines. */
function expectOnlyPassageSentences(content: string, passages: RetrievedPassage[], question: string) {
  const texts = passages.map((p) => squash(p.text));
  for (const sentence of answerSentences(content)) {
    const fixed = isComposerLine(sentence) || answerSentences(NOTHING_RELEVANT_ANSWER).includes(sentence);
    const quoted = texts.some((t) => t.includes(squash(sentence)));
    expect(fixed || quoted, `${question}: "${sentence}" is in no passage`).toBe(true);
  }
}

const QUESTIONS: Array<[string, ChatChild]> = [
  ['How much should my baby sleep?', maya(1)],
  ['How much sleep does a toddler need?', maya(24)],
  ['Is it safe for my baby to sleep on her tummy?', maya(3)],
  ['Can I use a pillow or bumper in the cot?', maya(5)],
  ['How often should I breastfeed a newborn?', maya(0)],
  ['How do I make up a bottle of formula safely?', maya(2)],
  ['When can my baby start eating solid food?', maya(5)],
  ['Should I give peanuts early to prevent allergies?', maya(6)],
  ['My baby cries every evening for hours, is it colic?', maya(1)],
  ['What helps teething pain?', maya(7)],
  ['When are the first vaccinations given?', maya(1)],
  ['What should I do if my baby has a fever?', maya(9)],
  ['How do I treat a cold and blocked nose?', maya(10)],
  ['My toddler has diarrhoea and is throwing up', maya(20)],
  ['What does a nappy rash look like?', maya(4)],
  ['Which car seat should my toddler use?', maya(18)],
  ['How can I stop my toddler choking on food?', maya(15)],
  ['How do I handle toddler tantrums?', maya(26)],
  ['When should we start potty training?', maya(24)],
  ['How much screen time is ok for a 3 year old?', maya(36, 'preschool')],
  ['My toddler is a picky eater and refuses vegetables', maya(22)],
  ['What should I eat while pregnant?', pregnantAt(10)],
  ['How often should I feel the baby kick?', pregnantAt(30)],
  ['What are the signs that labour is starting?', pregnantAt(38)],
  [
    'How long does bleeding last after birth?',
    child({ stage: 'postpartum-recovery', ageMonths: 0, ageWeeks: 2 }),
  ],
  ['I feel low and tearful since the baby came, is it the baby blues?', maya(1)],
  ['How long does it usually take to get pregnant?', child({ stage: 'trying-to-conceive' })],
  ['When do babies start walking?', maya(11)],
  ['How do I brush my baby’s first teeth?', maya(8)],
  ['best pizza recipe', maya(8)],
];

describe('local provider answers', () => {
  it.each(QUESTIONS)('never says a sentence no retrieved passage holds: %s', async (question, who) => {
    const passages = real.retrieve({ question, child: who, savedPassages: [] });
    const { content, cited, tokens } = await answer(question, who, passages);
    expect(tokens.join('')).toBe(content);
    expectOnlyPassageSentences(content, passages, question);
    const sentences = answerSentences(content).filter((s) => !isComposerLine(s));
    expect(sentences.length).toBeLessThanOrEqual(MAX_SENTENCES);
    expect(cited.every((n) => passages.some((p) => p.n === n))).toBe(true);
    if (passages.length === 0) expect(content).toBe(NOTHING_RELEVANT_ANSWER);
  });

  it('answers most of the questions from the knowledge base (it is not empty-handed)', () => {
    const answered = QUESTIONS.filter(
      ([q, who]) => real.retrieve({ question: q, child: who, savedPassages: [] }).length > 0,
    );
    expect(answered.length).toBeGreaterThanOrEqual(QUESTIONS.length - 3);
  });

  it('ends every chosen sentence with its citation, in passage then reading order', async () => {
    const q = 'How many hours should my newborn sleep and how often should she feed?';
    const passages = fixture.retrieve({ question: q, child: maya(1), savedPassages: [] });
    const { content, cited } = await answer(q, maya(1), passages);
    const lines = content.split('\n').filter((l) => l && !isComposerLine(l));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line).toMatch(/\[\d\]$/);
      for (const piece of line.matchAll(/(.+?)\s\[(\d)\]\s*/g)) {
        const p = passages.find((x) => x.n === Number(piece[2]))!;
        expect(squash(p.text)).toContain(squash(piece[1]!));
      }
    }
    expect(cited).toEqual([...cited].sort((a, b) => a - b));
  });

  it('opens with a fixed framing line naming the child and age', async () => {
    expect(framingLine(maya(5))).toBe('For Maya (5 months old), here is what trusted guidance says:');
    expect(framingLine({ ...maya(5), ageLabel: 'Maya, 5 months old' })).toBe(
      'For Maya (5 months old), here is what trusted guidance says:',
    );
    expect(framingLine(pregnantAt(24))).toBe('At 24 weeks pregnant, here is what trusted guidance says:');
    expect(framingLine(child({ stage: 'trying-to-conceive' }))).toBe(
      'While you are trying to conceive, here is what trusted guidance says:',
    );
    expect(framingLine(child({}))).toBe('Here is what trusted guidance says:');
    const q = 'How many hours should my baby sleep?';
    const { content } = await answer(
      q,
      maya(1),
      fixture.retrieve({ question: q, child: maya(1), savedPassages: [] }),
    );
    expect(content.split('\n')[0]).toBe(framingLine(maya(1)));
  });

  it('cites a saved item under its own heading, using only its words', async () => {
    const saved: SavedPassage = {
      itemId: 7,
      title: 'Our lavender bedtime',
      url: null,
      text: 'A warm lavender bath before bed. Then the Rosie lullaby, hummed twice.\nLights out by seven.',
      phase: 'infant',
    };
    const q = 'what was our lavender lullaby routine before bed?';
    const passages = fixture.retrieve({ question: q, child: maya(6), savedPassages: [saved] });
    const { content, cited } = await answer(q, maya(6), passages);
    const n = passages.find((p) => p.kind === 'saved')!.n;
    expect(cited).toContain(n);
    expect(content).toContain(SAVED_HEADING);
    expect(content.slice(content.indexOf(SAVED_HEADING))).toContain(`lullaby, hummed twice. [${n}]`);
    expectOnlyPassageSentences(content, passages, q);
  });

  it('says plainly that it found nothing when there are no passages', async () => {
    const { content, cited } = await answer('anything', maya(3), []);
    expect(content).toBe(NOTHING_RELEVANT_ANSWER);
    expect(cited).toEqual([]);
  });

  it('picks the sentence about the child’s own age from a passage that covers several', async () => {
    const byAge: RetrievedPassage = {
      n: 1,
      kind: 'trusted',
      id: 'sleep-by-age',
      title: 'Sleep by age',
      text: 'Babies aged 4 to 12 months need 12 to 16 hours of sleep. Toddlers aged 1 to 2 years need 11 to 14 hours. Children aged 3 to 5 years need 10 to 13 hours.',
      score: 1,
      coverage: 1,
      source: { kind: 'trusted', title: 'Sleep', url: 'https://x.example/', organisation: 'X' },
    };
    const q = 'how much should she sleep?';
    expect((await answer(q, maya(20), [byAge])).content).toContain(
      'Toddlers aged 1 to 2 years need 11 to 14 hours. [1]',
    );
    expect((await answer(q, maya(20), [byAge])).content).not.toContain('Children aged 3 to 5');
    expect((await answer(q, maya(48, 'preschool'), [byAge])).content).toContain('Children aged 3 to 5 years');
    expect(agesInSentence('Toddlers aged 1 to 2 years need sleep')).toEqual([[12, 35]]);
    expect(agesInSentence('Most 2-year-olds can run; under 6 months, no water')).toEqual([
      [0, 5],
      [24, 35],
    ]);
  });

  it("keeps the passage's action sentence and ends with its topic's get-help line", async () => {
    const passage = (n: number, id: string, text: string, getHelp = false): RetrievedPassage => ({
      n,
      kind: 'trusted',
      id,
      title: id,
      text,
      score: 1,
      coverage: 1,
      getHelp,
      source: { kind: 'trusted', title: id, url: `https://x.example/${id}`, organisation: 'X' },
    });
    const cradle = passage(
      1,
      'cradle-cap',
      'Cradle cap is greasy yellow scales on the scalp. Cradle cap is harmless and usually clears by itself. Gently washing the scalp and softening the scales with baby oil helps cradle cap. Parents should see a GP if the skin looks swollen or bleeds.',
    );
    const help = passage(
      2,
      'rash-help',
      'Most rashes are harmless. Call 999 if a rash does not fade when a glass is pressed on it.',
      true,
    );
    const q = 'what is cradle cap and how do i get the scales off';
    const { content } = await answer(q, maya(2), [cradle, help]);
    const sentences = answerSentences(content);
    expect(content).toContain('Parents should see a GP if the skin looks swollen or bleeds. [1]');
    expect(sentences.at(-1)).toBe('Call 999 if a rash does not fade when a glass is pressed on it.');
    expect(content).not.toContain('Most rashes are harmless');
    expect(sentences.length).toBeLessThanOrEqual(MAX_SENTENCES + 1);
  });

  it('splits sentences at full stops but not inside abbreviations', () => {
    expect(splitSentences('Give water, e.g. from a cup. Then rest.\nSee a GP')).toEqual([
      'Give water, e.g. from a cup.',
      'Then rest.',
      'See a GP',
    ]);
  });
});
