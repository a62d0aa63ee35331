import { describe, expect, it } from 'vitest';
import { chatChildOf, NOTHING_RELEVANT_ANSWER } from '@nestkeep/common';
import { askLocally, realKnowledge } from './real-knowledge.js';
import { pregnantAt } from './support.js';

/**
 * Ordinary questions a parent saw answered around what was asked (390 px, issue 20 follow-up):
 * each is answered first from the passage that says it, through the real knowledge base,
 * retrieval and local composer.
 */

const byId = new Map(realKnowledge.map((p) => [p.id, p]));

describe('heartburn in pregnancy: what is safe to take', () => {
  const cases: Array<[string, number]> = [
    ["I'm 30 weeks with awful heartburn, what can I take?", 30],
    ['heartburn is killing me every night, what can i take', 33],
    ['heartburn every single night 24wks what can i take that wont hurt baby', 24],
    ['can I take gaviscon for heartburn?', 36],
  ];
  for (const [question, week] of cases) {
    it(`'${question}' at ${week} weeks`, async () => {
      const { flags, reply, first, sentences } = await askLocally(question, pregnantAt(week));
      expect(flags).toEqual([]);
      expect(reply.content).not.toContain(NOTHING_RELEVANT_ANSWER);
      // The first passage is the one that says what can be taken, and the answer opens with it.
      expect(first && byId.get(first.id)?.text).toMatch(/antacids?\b[^.]*alginates?\b/i);
      expect(sentences[0]).toMatch(/here is what trusted guidance says/);
      expect(sentences[1]).toMatch(/\bantacids?\b|\balginates?\b/i);
      expect(reply.content).toMatch(/\bpharmacist\b/i);
      expect(reply.content).toMatch(/\bmidwife\b/i);
    });
  }
});

describe('trying to conceive: when to see a doctor', () => {
  // No child profile: the question is answered for the user's own stage (content's chatWithoutChild).
  const trying = chatChildOf({ name: null, currentStage: 'trying-to-conceive', dateOfBirth: null });
  const questions = [
    'when should we see a doctor?',
    'ttc when should we see a doctor',
    'trying to conceive - when should we see a doctor?',
    "we've been trying for 8 months, when should we see a doctor?",
  ];
  for (const question of questions) {
    it(`'${question}'`, async () => {
      expect(trying.stage).toBe('trying-to-conceive');
      const { flags, reply, first, sentences } = await askLocally(question, trying);
      expect(flags).toEqual([]);
      expect(first?.id).toBe('trying-to-conceive-when-to-see-doctor');
      expect(reply.sources[0]?.url).toBe(byId.get('trying-to-conceive-when-to-see-doctor')!.source.url);
      // Straight after the framing line: after 12 months of trying, after 6 at 35 or over.
      expect(sentences[0]).toBe('While you are trying to conceive, here is what trusted guidance says:');
      expect(sentences[1]).toMatch(/\b12 months\b/);
      expect(sentences[2]).toMatch(/\b35 or over\b[^.]*\b6 months\b/);
    });
  }
});
