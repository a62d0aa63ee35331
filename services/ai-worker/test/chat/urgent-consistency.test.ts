import { describe, expect, it } from 'vitest';
import {
  CHAT_DISCLAIMER,
  NOTHING_RELEVANT_ANSWER,
  RED_FLAG_RULES,
  redFlagsById,
  urgentPreamble,
  type ChatChild,
  type RedFlagRule,
} from '@nestkeep/common';
import { answerChatQuestion, type AnswerDeps } from '../../src/chat/answer.js';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever } from '../../src/chat/retrieval.js';
import { keepToBanner } from '../../src/chat/urgent-guidance.js';
import { createLocalChatAnswerer, splitSentences } from '../../src/providers/local/chat-answer.js';
import type { ChatAnswerer } from '../../src/providers/provider.js';
import { answerSentences, child, maya, pregnantAt, replyJob } from './support.js';

/**
 * Issue 20 point 2: after an urgent banner comes the condition's own guidance, and no sentence of
 * it sends the parent to a lower level of care than the banner (the GP, 111, a health visitor, a
 * midwife in hours, waiting, "if it lasts more than...") or gives a threshold the banner
 * contradicts. Driven by RED_FLAG_RULES: every rule is checked with a parent's question (its
 * description when it has none here), so a new rule is covered the day it is added.
 */

const kb = loadKnowledgeBase();
const topicOf = new Map(kb.map((p) => [p.id, p.topic]));
const retriever = createRetriever(kb);
const local = createLocalChatAnswerer();
const quiet = { token: () => undefined, reset: () => undefined };

/** A model that says every sentence it was given: the passages after the banner, unfiltered. */
const echo: ChatAnswerer = {
  name: 'openai',
  async answerQuestion(input) {
    const content = input.passages
      .map((p) =>
        splitSentences(p.text)
          .map((s) => `${s} [${p.n}]`)
          .join(' '),
      )
      .join('\n\n');
    return { content, cited: input.passages.map((p) => p.n) };
  },
};

const postpartum = child({ name: 'Leo', stage: 'postpartum-recovery', ageMonths: 0, ageWeeks: 1 });

/** A parent's own words for each rule (the rule's description stands in for a rule not listed). */
const QUESTIONS: Record<string, [string, ChatChild]> = {
  'not-breathing': ['my baby has stopped breathing', maya(3)],
  choking: ['my toddler is choking on a grape', maya(20)],
  unresponsive: ["my baby is floppy and I can't wake her", maya(5)],
  seizure: ['my baby is having a seizure, her arms keep jerking', maya(10)],
  'trouble-breathing': ["he's struggling to breathe and his ribs suck in", maya(8)],
  'blue-skin': ['her lips have gone blue', maya(6)],
  sepsis: ['she has a fever, her skin is mottled and her hands and feet are cold', maya(14)],
  'severe-allergy': ['his lips and tongue are swelling after peanut butter', maya(12)],
  'near-drowning': ['she went under in the bath and swallowed water', maya(18)],
  heatstroke: ["he was left in a hot car and now he's floppy", maya(24)],
  'pregnancy-bleeding': ["I'm bleeding heavily at 12 weeks pregnant", pregnantAt(12)],
  'postpartum-bleeding': ["I'm soaking a pad every hour since giving birth last week", postpartum],
  'chest-pain': ["I have chest pain and can't catch my breath", pregnantAt(32)],
  'postpartum-breathless': ['two weeks after the birth I suddenly get breathless', postpartum],
  'self-harm': ['I keep thinking about ending my life since the baby came', postpartum],
  'postpartum-psychosis': [
    'my wife gave birth 10 days ago, she is hearing voices and thinks the baby is not ours',
    postpartum,
  ],
  'non-blanching-rash': ["he has a rash that doesn't fade under a glass", maya(15)],
  'head-injury': ['she fell down the stairs, hit her head and has been sick twice', maya(22)],
  'button-battery': ['I think he swallowed a button battery', maya(18)],
  poisoning: ['she drank some bleach', maya(20)],
  burn: ['he pulled a cup of tea over himself and has a big burn on his chest', maya(16)],
  'fever-young-baby': ['my 6 week old has a temperature of 38.3', maya(1)],
  dehydration: ["no wet nappy for 12 hours and she's very drowsy", maya(9)],
  'green-vomit': ['my baby is vomiting green bile', maya(2)],
  'reduced-fetal-movement': ["the baby hasn't moved much today", pregnantAt(34)],
  'pre-eclampsia': ['bad headache, blurry vision and my face is swollen', pregnantAt(35)],
  'waters-breaking-early': ['I think my waters just broke', pregnantAt(31)],
  'preterm-labour': ['regular contractions every 5 minutes', pregnantAt(30)],
  'pregnancy-severe-pain': ["severe tummy pain that won't go away", pregnantAt(25)],
  'postpartum-fever': ['I had my baby 5 days ago, I have a fever of 38.5 and feel shivery', postpartum],
  'leg-clot': ['my calf is swollen, red and painful', pregnantAt(30)],
};

/** Whom a rule's own description is about, for a rule without a question above. */
function whoFor(rule: RedFlagRule): ChatChild {
  const parent = rule.when?.parent;
  if (parent === 'postpartum' || (rule.aboutParent && parent !== 'pregnant')) return postpartum;
  if (parent === 'pregnant' || parent === 'pregnant-or-postpartum') return pregnantAt(30);
  if (rule.when?.childUnderMonths !== undefined) return maya(Math.max(0, rule.when.childUnderMonths - 2));
  return maya(18);
}

const CASES = RED_FLAG_RULES.flatMap((rule) => {
  const own = QUESTIONS[rule.id];
  return [
    ...(own ? [{ rule, question: own[0], who: own[1] }] : []),
    { rule, question: rule.description, who: own?.[1] ?? whoFor(rule) },
  ];
});

/**
 * Ways a sentence sends a parent to less than an emergency, each with its words. Written apart
 * from the code under test: a route the banner itself offers (111 in the poisoning banner, a
 * midwife in the pregnancy-bleeding one) is no downgrade.
 */
const NOT = String.raw`(?<!\b(?:not|never|don't|do not|rather than|instead of|no need to|without)\s(?:at\s|until\s)?(?:the\s|your\s)?)`;
const DOWNGRADES: Array<[string, RegExp]> = [
  ['the GP', /\b(?:GPs?|family doctor)\b/],
  ['111', /\b111\b/],
  ['a health visitor', /\bhealth visitors?\b/i],
  [
    'a doctor in their own time',
    /^(?![\s\S]*\b(?:now|immediately|straight away|right away|urgently|urgent|at once|today|same day)\b)[\s\S]*\b(?:see|seen|speak to|talk to|checked by|contact|call)\s(?:a |the |your |her |their )?doctor\b/i,
  ],
  ['a pharmacist', /\bpharmacists?\b/i],
  [
    'a midwife in hours',
    /^(?![\s\S]*\b(?:now|immediately|straight away|right away|urgently|urgent|at once|today|same day)\b)[\s\S]*\bmidwi(?:fe|ves)\b/i,
  ],
  // A later time to be seen ('within 24 hours'), not how fast harm comes ('burns within 2 hours').
  [
    'later',
    new RegExp(
      `\\b(?:see|seen|call|contact|speak|talk|check(?:ed)?|appointment)\\b[\\s\\S]*${NOT}\\b(?:within \\d+ (?:hours|days)|tomorrow|next (?:appointment|check|few days)|\\d+ to \\d+ weeks after)\\b`,
      'i',
    ),
  ],
  [
    'waiting',
    new RegExp(`${NOT}\\b(?:wait(?:ing)?(?! for (?:the |an )?(?:ambulance|help))|can wait)\\b`, 'i'),
  ],
  [
    'if it lasts',
    /\bif (?:it|they|this|that|symptoms?|the \w+) (?:lasts?|persists?|continues?|goes on)\b|\blasts? (?:more|longer) than\b/i,
  ],
  ['home care', /\b(?:cared for|looked after|managed) at home\b/i],
];

/** Body temperatures in °C a text names (37.5 to 43), °F converted. */
const temperatures = (text: string) =>
  [...text.matchAll(/\b(\d{2,3}(?:\.\d)?)\s*°?\s*([CF])\b/g)]
    .map((m) => (m[2] === 'F' ? ((Number(m[1]) - 32) * 5) / 9 : Number(m[1])))
    .filter((c) => c >= 37.5 && c <= 43);

/** The body's sentences that downgrade the banner, with why. */
function downgrades(banner: string, body: string): string[] {
  // The banner's advice, not its 'Meanwhile:' line ('before a doctor has seen them').
  const advice = banner
    .split('\n')
    .filter((l) => !l.startsWith('Meanwhile:'))
    .join(' ');
  const urgentFrom = Math.min(...temperatures(advice));
  return answerSentences(body).flatMap((sentence) => {
    const why = DOWNGRADES.filter(([, re]) => re.test(sentence) && !re.test(advice)).map(([w]) => w);
    if (temperatures(sentence).some((t) => t > urgentFrom + 0.05)) why.push('a higher temperature');
    return why.length ? [`${why.join(', ')}: ${sentence}`] : [];
  });
}

function split(content: string) {
  const paragraphs = content.split('\n\n');
  expect(paragraphs.at(-1)).toBe(CHAT_DISCLAIMER);
  return { banner: paragraphs[0]!, body: paragraphs.slice(1, -1).join('\n\n') };
}

describe('the guidance after an urgent banner never downgrades it (every red-flag rule)', () => {
  it('has a case for every rule', () => {
    expect(RED_FLAG_RULES.length).toBeGreaterThan(20);
    expect(new Set(CASES.map((c) => c.rule.id)).size).toBe(RED_FLAG_RULES.length);
  });

  const providers: Array<[string, AnswerDeps]> = [
    ['the local composer', { retriever, answerer: local, fallback: local }],
    ['a model that repeats its passages', { retriever, answerer: echo, fallback: local }],
  ];
  for (const [name, deps] of providers) {
    it(`${name}: no body sentence sends the parent lower than the banner`, async () => {
      const wrong: string[] = [];
      for (const { rule, question, who } of CASES) {
        const reply = await answerChatQuestion(
          replyJob({ question, child: who, redFlagIds: [rule.id] }),
          deps,
          quiet,
        );
        const { banner, body } = split(reply.content);
        expect(banner, rule.id).toBe(urgentPreamble(redFlagsById([rule.id])).trim());
        wrong.push(...downgrades(banner, body).map((w) => `${rule.id} ('${question}'): ${w}`));
      }
      expect(wrong).toEqual([]);
    });
  }

  it('still follows every banner with guidance, never "nothing found"', async () => {
    const nothing: string[] = [];
    for (const { rule, question, who } of CASES) {
      const reply = await answerChatQuestion(
        replyJob({ question, child: who, redFlagIds: [rule.id] }),
        { retriever, answerer: local, fallback: local },
        quiet,
      );
      if (reply.content.includes(NOTHING_RELEVANT_ANSWER) || reply.sources.length === 0)
        nothing.push(`${rule.id}: ${question}`);
    }
    expect(nothing).toEqual([]);
  });

  it("a young baby's fever: fever guidance after the banner, never the GP or 111", async () => {
    const [question, who] = QUESTIONS['fever-young-baby']!;
    const reply = await answerChatQuestion(
      replyJob({ question, child: who, redFlagIds: ['fever-young-baby'] }),
      { retriever, answerer: local, fallback: local },
      quiet,
    );
    const { body } = split(reply.content);
    expect(body).not.toMatch(/\b111\b|\bGP\b/);
    expect(body).toMatch(/under 3 months/);
    const first = kb.find((p) => p.source.url === reply.sources[0]?.url);
    expect(first && topicOf.get(first.id)).toBe('fever');
  });
});

describe('keepToBanner', () => {
  const banner = (id: string) => urgentPreamble(redFlagsById([id])).trim();

  it('drops the sentences that send the parent lower than the banner, keeps the rest', () => {
    const fever = banner('fever-young-baby');
    expect(
      keepToBanner(
        'Keep feeding her [1]. If the fever lasts more than 2 days, see your GP [1]. ' +
          'Call NHS 111 for advice [2].\n\nA fever is 38 °C or more [1]. Call a doctor if it reaches 39 °C [3].',
        fever,
      ),
    ).toBe('Keep feeding her [1].\n\nA fever is 38 °C or more [1].');
    for (const kept of [
      'She needs to be checked by a doctor urgently, even if she seems well [1].',
      'Do not wait to see if the fever passes [1].',
      'Do not give fever medicine before speaking to a doctor [1].',
    ])
      expect(keepToBanner(kept, fever)).toBe(kept);
    for (const dropped of [
      'Ask your health visitor at the next check [1].',
      'Speak to a pharmacist about the dose [1].',
      'Most fevers can be cared for at home [1].',
      'Wait and see if it settles overnight [1].',
      'Ring the GP surgery when it opens [1].',
    ])
      expect(keepToBanner(dropped, fever), dropped).toBe('');
  });

  it('keeps a route the banner offers itself, unless put off till later', () => {
    const poisoning = banner('poisoning');
    const offered = 'If the child seems well, call NHS 111 for advice [1].';
    expect(keepToBanner(offered, poisoning)).toBe(offered);
    expect(keepToBanner('See your GP tomorrow if she is still sleepy [1].', poisoning)).toBe('');
    const movements = banner('reduced-fetal-movement');
    expect(keepToBanner('Call the maternity unit or midwife immediately [1].', movements)).not.toBe('');
    expect(keepToBanner('Mention it to your midwife at the next appointment [1].', movements)).toBe('');
  });

  it("a model's answer that sends the parent to the GP loses that sentence, the guidance stays", async () => {
    const model: ChatAnswerer = {
      name: 'openai',
      async answerQuestion() {
        return {
          content:
            'A baby under 3 months with 38 °C needs checking straight away [1]. ' +
            'If you are unsure, call your GP or NHS 111 first [1]. Keep offering feeds [1].',
          cited: [1],
        };
      },
    };
    const [question, who] = QUESTIONS['fever-young-baby']!;
    const reply = await answerChatQuestion(
      replyJob({ question, child: who, redFlagIds: ['fever-young-baby'] }),
      { retriever, answerer: model, fallback: local },
      quiet,
    );
    const { body } = split(reply.content);
    expect(body).toBe(
      'A baby under 3 months with 38 °C needs checking straight away [1]. Keep offering feeds [1].',
    );
    expect(reply.sources).toHaveLength(1);
  });
});
