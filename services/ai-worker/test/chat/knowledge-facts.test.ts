import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';

/**
 * Facts of the knowledge base that guidance has changed (issue 20 point 6): a passage still
 * giving the old advice is a wrong answer to a parent, so each change is checked here.
 */
const passages = loadKnowledgeBase();
const sentences = passages.flatMap((p) => p.text.split(/(?<=\.)\s+/).map((s) => ({ id: p.id, s })));

describe('knowledge base facts', () => {
  it('gives the UK MenB doses at 8 and 12 weeks (since July 2025), never at 16 weeks', () => {
    // Within one clause: 'the MenB vaccine at 8 and 12 weeks, ... the 6-in-1 at 16 weeks' is right.
    const clauses = sentences.flatMap(({ id, s }) => s.split(/[,;]/).map((c) => ({ id, c })));
    for (const { id, c } of clauses) {
      if (/\bMenB\b/.test(c)) expect(c, id).not.toMatch(/\b16[- ]weeks?\b/);
    }
    // Paracetamol follows the MenB doses.
    const paracetamol = sentences.filter(({ s }) => /\bMenB\b/.test(s) && /paracetamol/i.test(s));
    expect(paracetamol.length).toBeGreaterThan(0);
    for (const { id, s } of paracetamol) {
      expect(s, id).toMatch(/\b8-week and 12-week\b/);
      expect(s, id).not.toMatch(/\b16[- ]week/);
    }
    const uk = passages.find((p) => p.id === 'vaccines-uk-schedule')!;
    expect(uk.text).toMatch(/MenB vaccine at 8 and 12 weeks/);
    expect(uk.text).toMatch(/pneumococcal vaccine at 16 weeks/);
  });

  it('gives the UK MMRV at 1 year and 18 months from January 2026, with the 18-month appointment', () => {
    const uk = passages.find((p) => p.id === 'vaccines-uk-schedule')!;
    expect(uk.text).toMatch(/January 2026/);
    expect(uk.text).toMatch(/MMRV[^.]*1 year and 18 months/);
    expect(uk.text).toMatch(/appointment at 18 months/);
  });

  it('never tells a pregnant woman to count to 10 kicks: know the baby’s own pattern', () => {
    for (const { id, s } of sentences) {
      if (/\bnot needed|cannot rule out|no need\b/i.test(s)) continue;
      expect(s, id).not.toMatch(/\bcount(?:ing)? (?:to )?(?:10|ten)\b|\b(?:10|ten) (?:kicks|movements)\b/i);
    }
    const movements = passages.filter((p) => /pattern of movements/.test(p.text));
    expect(movements.length).toBeGreaterThan(0);
  });
});
