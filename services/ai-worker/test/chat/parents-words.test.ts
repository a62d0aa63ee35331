import { describe, expect, it } from 'vitest';
import { detectRedFlags, NOTHING_RELEVANT_ANSWER, redFlagsById, type RedFlag } from '@nestkeep/common';
import { answerChatQuestion } from '../../src/chat/answer.js';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever } from '../../src/chat/retrieval.js';
import { isGeneric, terms } from '../../src/chat/terms.js';
import { contradictsBanner, retrieveGuidance } from '../../src/chat/urgent-guidance.js';
import { composeAnswer, createLocalChatAnswerer } from '../../src/providers/local/chat-answer.js';
import { child, maya, pregnantAt, replyJob } from './support.js';

/**
 * Issue 20 points 2-3 on the real knowledge base, in phrasings written for these tests: parents'
 * own words find the topic asked about, a stray shared word does not, and an emergency banner is
 * followed by its condition's guidance.
 */

const kb = loadKnowledgeBase();
const topicOf = new Map(kb.map((p) => [p.id, p.topic]));
const retriever = createRetriever(kb);
const local = createLocalChatAnswerer();

const found = (question: string, who: ReturnType<typeof maya>) =>
  retriever.retrieve({ question, child: who, savedPassages: [] });
const firstTopic = (question: string, who: ReturnType<typeof maya>) => {
  const passages = found(question, who);
  const { cited } = composeAnswer({ question, child: who, passages, history: [] });
  const first = passages.find((p) => p.n === cited[0]);
  return first ? topicOf.get(first.id) : 'nothing';
};

describe("parents' words", () => {
  it('meets guidance words through lay and UK/US terms', () => {
    expect(terms('tightenings')).toEqual(terms('Braxton Hicks'));
    expect(terms('co-sleeping')).toEqual(terms('bed sharing'));
    expect(terms('my HV said')).toEqual(terms('my health visitor said'));
    expect(terms('dummy nappies cot')).toEqual(terms('pacifier diapers crib'));
    expect(terms('calpol')).toEqual(terms('acetaminophen'));
    expect(terms('nurofen')).toEqual(terms('motrin'));
    expect(terms('jabs')).toEqual(terms('shots'));
  });

  it('reads shorthand, booster seats, foods and swelling as guidance words them', () => {
    expect(terms('10 days pp')).toEqual(terms('10 days postpartum'));
    expect(terms('backless booster')).toEqual(terms('car seat'));
    expect(terms('high back booster seat')).toEqual(terms('car seat'));
    expect(terms('honey on his porridge')).toEqual(terms('honey on his food'));
    expect(terms('shes 3.5kg')).toEqual([]);
    expect(terms('feet like balloons')).toEqual(terms('feet swollen'));
    expect(terms('been trying 5 months')).toEqual(terms('trying to conceive'));
    expect(terms('after the section')).toEqual(terms('after the caesarean'));
    expect(terms('molars')).toEqual(terms('teeth'));
  });

  it('answers the sentence with the question mark in a long message, and a temperature as a fever', () => {
    expect(
      firstTopic(
        'every day around ovulation or every other day?? forums say totally different things and tbh my husband is knackered lol',
        child({ stage: 'trying-to-conceive' }),
      ),
    ).toBe('trying-to-conceive');
    expect(
      firstTopic('temp 39 in my 2 yo but hes running around playing, do i need to do anything', maya(24)),
    ).toBe('fever');
    expect(firstTopic('can my 7mo have honey on his porridge', maya(7))).toBe('starting-solids');
    expect(firstTopic('backless booster at 4, 17kg?', maya(48))).toBe('car-seats');
  });

  it('does not read an age said in passing or text-speak as a topic', () => {
    expect(terms('ds 10mo hes fine lol')).toEqual(terms('fine'));
    expect(terms('my 2.5yo and my 8-month-old')).toEqual([]);
  });

  it('answers lay wording from the topic asked about', () => {
    expect(
      firstTopic('getting these tightenings every so often tonight, nothing regular', pregnantAt(34)),
    ).toBe('labour-signs');
    expect(firstTopic('he ends up in our bed most nights, is that ok', maya(4))).toBe('safe-sleep');
    expect(firstTopic('she keeps being sick after feeds', maya(2))).toBe('vomiting-diarrhoea');
    expect(firstTopic('her cheeks are red, dry and rough, what is it', maya(5))).toBe('rashes');
  });

  it('reads how new parents describe their own mood as postnatal mental health', () => {
    const postnatal = (q: string, who = maya(1)) =>
      expect(firstTopic(q, who), q).toBe('postpartum-mental-health');
    postnatal(
      '2 months in and i just feel flat and numb all the time. love her but dont feel anything',
      maya(2),
    );
    postnatal('i keep getting horrible pictures in my head of dropping him down the stairs');
    postnatal('I feel tearful and low since the birth');
    postnatal('keep having horrible flashes of him falling, am i going mad', maya(3));
    postnatal('heart racing all the time, i check shes breathing 20 times a night and cant sleep', maya(2));
    expect(terms('so angry and snappy since having the baby')).toContain(terms('low mood')[0]);
  });

  it("reads 'sick' as vomiting only where it means being sick", () => {
    const vomit = terms('vomit')[0];
    expect(terms('he was sick all over me')).toContain(vomit);
    expect(terms('sick in the car twice')).toContain(vomit);
    expect(terms('d&v for 2 days')).toContain(vomit);
    expect(terms('sick of the night feeds')).not.toContain(vomit);
    expect(terms('she is sick with a cold')).not.toContain(vomit);
  });

  it('asking what to try is not trying to conceive', () => {
    const question = 'My 8-month-old has started waking at 3 a.m. every night. What can I try?';
    expect(new Set(found(question, maya(8)).map((p) => topicOf.get(p.id)))).toEqual(
      new Set(['sleep-routines']),
    );
    expect(firstTopic('trying for no2, been 7 months, how long before we worry', maya(26))).toBe(
      'trying-to-conceive',
    );
  });

  it('gives the milk amount alongside solids', () => {
    const question = 'how much milk should a 7 month old drink';
    const passages = found(question, maya(7));
    const { content } = composeAnswer({ question, child: maya(7), passages, history: [] });
    expect(content).toMatch(/500 to 600 ml/);
  });

  it("ends a symptom answer with its topic's get-help line", () => {
    const lastSentence = (question: string, who: ReturnType<typeof maya>) => {
      const passages = found(question, who);
      const { content } = composeAnswer({ question, child: who, passages, history: [] });
      return content.trim().split('\n').at(-1)!;
    };
    expect(lastSentence('how do i get rid of nappy rash', maya(9))).toMatch(/999.*\[\d\]$/);
    expect(lastSentence('2 months in and i just feel flat and numb', maya(2))).toMatch(
      /harming the baby.*(?:999|help now)/,
    );
    // Not a symptom topic: no emergency line.
    expect(lastSentence('how much milk should a 7 month old drink', maya(7))).not.toMatch(/999|911/);
  });

  it('answers honey for a baby with the under-12-months rule', () => {
    const question = 'is honey ok for him yet';
    const { content } = composeAnswer({
      question,
      child: maya(8),
      passages: found(question, maya(8)),
      history: [],
    });
    expect(content).toMatch(/honey[^.]*(?:under 12 months|under 1 year|before 12 months|under one)/i);
  });

  it('finds the hours for a newborn and a rash on the cheeks names eczema', () => {
    const sleep = composeAnswer({
      question: 'how many hours a day does a newborn sleep',
      child: maya(0),
      passages: found('how many hours a day does a newborn sleep', maya(0)),
      history: [],
    }).content;
    expect(sleep).toMatch(/\d+ to \d+ hours/);
    const cheeks = found('red rash on both cheeks', maya(6));
    expect(cheeks[0]?.text).toMatch(/eczema/i);
  });

  it('does not let hedges, adverbs, days or a birthday outweigh the topic asked about', () => {
    // Unknown to the base, each of these weighed more than the topic word and nothing was found.
    expect(firstTopic('honestly how much telly is too much for a 3 year old', maya(36))).toBe('screen-time');
    expect(firstTopic('does time out actually work at his age, honestly', maya(40, 'preschool'))).toBe(
      'tantrums-behaviour',
    );
    expect(terms('she turns 1 next week and still has 3 bottles')).toEqual(terms('still has 3 bottles'));
    expect(terms('jabs tomorrow, allowed?').filter((t) => !isGeneric(t))).toEqual(terms('jabs'));
    expect(found('what time does the supermarket close on sunday?', maya(24))).toEqual([]);
  });

  it("reads 'straight', 'cold' and 'sleep through' in the sense a parent means", () => {
    expect(terms('screaming 3 hours straight')).toEqual(terms('screaming 3 hours'));
    expect(terms('a cold pack on the bump')).not.toContain(terms('a cold')[0]);
    expect(firstTopic('screaming for 3 hours straight and nothing settles him', maya(1))).toBe(
      'crying-colic',
    );
    expect(firstTopic('when will she sleep through? still up twice', maya(7))).toBe('sleep-routines');
  });

  it('answers jabs with a cold, a booster or the belt, and signs to watch for in late pregnancy', () => {
    expect(found('he has a cold, do we cancel his jabs on friday', maya(4))[0]?.id).toBe(
      'vaccines-when-unwell',
    );
    expect(firstTopic('niece is 6, booster or just the seat belt?', maya(9))).toBe('car-seats');
    expect(firstTopic('what signs should we watch for so we know its starting', pregnantAt(37))).toBe(
      'labour-signs',
    );
  });

  it('finds nothing when the only shared word is not what the question is about', () => {
    expect(found('is it safe to dye my hair while pregnant', pregnantAt(20))).toEqual([]);
    expect(found('how do I change a car tyre', maya(8))).toEqual([]);
  });
});

describe('guidance after an emergency banner', () => {
  const deps = { retriever, answerer: local, fallback: local };
  const silent = { token: () => {}, reset: () => {} };

  it('reads a higher temperature than the banner as a contradiction, a lower one not', () => {
    const banner = 'Any fever of 38 °C (100.4 °F) or more in a baby under 3 months needs checking now.';
    expect(contradictsBanner('Call a doctor if the temperature is 39°C or higher.', banner)).toBe(true);
    expect(contradictsBanner('Call a doctor if the temperature is 102 °F.', banner)).toBe(true);
    expect(contradictsBanner('A fever is a temperature of 38°C (100.4°F) or higher.', banner)).toBe(false);
    expect(contradictsBanner('Bath water should be about 37°C.', banner)).toBe(false);
  });

  it("follows a young baby's fever banner with fever guidance, never a later threshold", async () => {
    const question = 'my 5 week old feels hot and the thermometer says 38.2';
    const who = maya(1);
    const flags = detectRedFlags(question, { ageMonths: 1, pregnancyWeek: null, stage: 'newborn' });
    expect(flags.map((f) => f.id)).toContain('fever-young-baby');
    const reply = await answerChatQuestion(
      replyJob({ question, child: who, redFlagIds: flags.map((f) => f.id) }),
      deps,
      silent,
    );
    expect(reply.content).not.toContain(NOTHING_RELEVANT_ANSWER);
    // The banner itself names 39 °C for babies of 3 to 6 months; the guidance after it must not.
    const advice = flags.find((f) => f.id === 'fever-young-baby')!.advice;
    expect(reply.content).toContain(advice);
    const afterBanner = reply.content.slice(reply.content.indexOf(advice) + advice.length);
    expect(afterBanner).not.toMatch(/39\s*°C|102\s*°F/);
    const first = kb.find((p) => p.source.url === reply.sources[0]?.url);
    expect(first?.topic).toBe('fever');
  });

  it("takes the flag's own guidance topics first, even when the question shares no word with them", () => {
    const [flag] = redFlagsById(['head-injury']);
    const withTopics = { ...flag, guidanceTopics: ['head-injury'] } as RedFlag;
    const passages = retrieveGuidance(
      { question: 'she went quiet and grey after the fall', child: maya(20), savedPassages: [] },
      [withTopics],
      retriever,
      flag!.advice,
    );
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((p) => topicOf.get(p.id) === 'head-injury')).toBe(true);
    expect(passages.map((p) => p.n)).toEqual(passages.map((_, i) => i + 1));
  });

  it('without guidance topics, searches with the condition named and never answers nothing', async () => {
    for (const [id, question] of [
      ['near-drowning', 'pulled him out of the paddling pool coughing'],
      ['postpartum-psychosis', 'my wife thinks the baby is not ours and is talking strangely'],
    ] as const) {
      const reply = await answerChatQuestion(
        replyJob({ question, child: maya(3), redFlagIds: [id] }),
        deps,
        silent,
      );
      expect(reply.content, id).not.toContain(NOTHING_RELEVANT_ANSWER);
      expect(reply.sources.length, id).toBeGreaterThan(0);
    }
  });
});
