import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';

/**
 * The real knowledge base (issue 8 point 3): at least 150 passages of trusted guidance, each
 * naming its organisation and public page and tagged with ages, covering every topic the issue
 * lists (each mapped to the file that holds it).
 */
const kb = loadKnowledgeBase();

const REQUIRED_TOPICS: Record<string, string[]> = {
  'safe sleep': ['safe-sleep'],
  'sleep routines': ['sleep-routines'],
  'breast feeding': ['breastfeeding'],
  'bottle feeding': ['bottle-feeding'],
  'starting solids and allergens': ['starting-solids', 'allergies'],
  'growth and development by age': ['development'],
  'crying and colic': ['crying-colic'],
  fever: ['fever'],
  colds: ['colds-coughs'],
  'vomiting and diarrhoea': ['vomiting-diarrhoea'],
  rashes: ['rashes'],
  'ear infections': ['ear-infections'],
  vaccines: ['vaccines'],
  teething: ['teething'],
  'car seats': ['car-seats'],
  choking: ['choking'],
  burns: ['burns-scalds'],
  poisoning: ['poisoning'],
  water: ['water-safety'],
  'home safety': ['home-safety'],
  'dental health': ['dental-health'],
  'toddler behaviour and tantrums': ['tantrums-behaviour'],
  'potty training': ['potty-training'],
  'screen time': ['screen-time'],
  'toddler eating': ['toddler-eating'],
  'pregnancy by trimester': [
    'pregnancy-first-trimester',
    'pregnancy-second-trimester',
    'pregnancy-third-trimester',
  ],
  'pregnancy nutrition': ['pregnancy-nutrition'],
  'pregnancy warning signs': ['pregnancy-warning-signs'],
  'labour signs': ['labour-signs'],
  'postpartum recovery': ['postpartum-recovery'],
  'postpartum mental health': ['postpartum-mental-health'],
  'trying to conceive': ['trying-to-conceive'],
};

describe('knowledge base', () => {
  it('holds at least 150 passages', () => {
    expect(kb.length).toBeGreaterThanOrEqual(150);
  });

  it('names a source organisation, an https page and an age range for every passage', () => {
    for (const p of kb) {
      expect(p.source.organisation.trim().length, p.id).toBeGreaterThan(1);
      expect(new URL(p.source.url).protocol, p.id).toBe('https:');
      expect(p.source.page.trim().length, p.id).toBeGreaterThan(2);
      expect(Boolean(p.ages.trying || p.ages.pregnancyWeeks || p.ages.childMonths), p.id).toBe(true);
      for (const range of [p.ages.pregnancyWeeks, p.ages.childMonths]) {
        if (range) expect(range[0], p.id).toBeLessThanOrEqual(range[1]);
      }
    }
  });

  it.each(Object.entries(REQUIRED_TOPICS))('covers %s', (_topic, files) => {
    for (const file of files) {
      expect(kb.filter((p) => p.topic === file).length, file).toBeGreaterThanOrEqual(2);
    }
  });

  it('covers fetal movement in pregnancy', () => {
    const movement = kb.filter(
      (p) => p.ages.pregnancyWeeks && /\b(?:movements?|kicks?)\b/i.test(`${p.title} ${p.text}`),
    );
    expect(movement.length).toBeGreaterThanOrEqual(1);
  });
});
