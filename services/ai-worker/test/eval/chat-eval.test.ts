import { describe, expect, it } from 'vitest';
import {
  detectRedFlags,
  detectUnsafeAdvice,
  NOTHING_RELEVANT_ANSWER,
  practicesAskedAbout,
  redFlagsById,
} from '@nestkeep/common';
import { answerChatQuestion } from '../../src/chat/answer.js';
import { leadWithAskedGuidance } from '../../src/chat/asked-practices.js';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever } from '../../src/chat/retrieval.js';
import { composeAnswer, createLocalChatAnswerer } from '../../src/providers/local/chat-answer.js';
import { replyJob } from '../chat/support.js';
import {
  chatChildOf,
  HALVES,
  loadExtra,
  loadSet,
  MUST_CATCH,
  percent,
  redFlagContext,
  type EmergencyQuestion,
  type LookAlikeQuestion,
  type OrdinaryQuestion,
  type PracticeQuestion,
  type CaptionText,
} from './sets.js';

/**
 * The chat measured on the blind sets (issue 20 point 1), through the real red-flag rules, the
 * real knowledge base and retrieval and the local composer (the default provider). Prints the
 * figures of both halves; the held half is the one that counts. Targets on the held half:
 * emergency recall >= 99 % (100 % in MUST_CATCH), false alarms <= 5 %, >= 90 % of covered
 * questions answered first from a passage of a right topic, "nothing found" for <= 3 % of
 * covered questions. The floors asserted below are today's figures less a margin, so a change
 * that makes the chat worse fails here.
 */

const kb = loadKnowledgeBase();
const topicOf = new Map(kb.map((p) => [p.id, p.topic]));
const retriever = createRetriever(kb);
const local = createLocalChatAnswerer();
const deps = { retriever, answerer: local, fallback: local };

/** The knowledge topics whose guidance should follow each family's banner. */
const FAMILY_TOPICS: Record<string, string[]> = {
  'not-breathing': ['emergency-first-aid', 'colds-coughs', 'safe-sleep'],
  choking: ['choking'],
  unresponsive: ['emergency-first-aid'],
  seizure: ['fever', 'emergency-first-aid'],
  'trouble-breathing': ['colds-coughs', 'emergency-first-aid', 'allergies'],
  'blue-skin': ['emergency-first-aid', 'colds-coughs'],
  'severe-allergy': ['allergies'],
  'near-drowning': ['water-safety', 'emergency-first-aid'],
  heatstroke: ['emergency-first-aid', 'home-safety', 'car-seats'],
  'pregnancy-bleeding': ['pregnancy-warning-signs', 'pregnancy-first-trimester'],
  'postpartum-bleeding': ['postpartum-recovery'],
  'chest-pain': ['pregnancy-warning-signs', 'postpartum-recovery'],
  'postpartum-breathless': ['postpartum-recovery', 'pregnancy-warning-signs'],
  'self-harm': ['postpartum-mental-health'],
  'postpartum-psychosis': ['postpartum-mental-health'],
  'non-blanching-rash': ['rashes', 'fever'],
  'head-injury': ['head-injury'],
  'button-battery': ['poisoning', 'choking'],
  poisoning: ['poisoning'],
  burn: ['burns-scalds'],
  'fever-young-baby': ['fever'],
  dehydration: ['vomiting-diarrhoea'],
  'green-vomit': ['vomiting-diarrhoea'],
  sepsis: ['fever', 'emergency-first-aid'],
  'reduced-fetal-movement': ['pregnancy-third-trimester', 'pregnancy-second-trimester'],
  'pre-eclampsia': ['pregnancy-warning-signs'],
  'waters-breaking-early': ['pregnancy-warning-signs', 'labour-signs'],
  'preterm-labour': ['labour-signs', 'pregnancy-warning-signs'],
  'pregnancy-severe-pain': ['pregnancy-warning-signs'],
  'postpartum-fever': ['postpartum-recovery'],
  'leg-clot': ['pregnancy-warning-signs', 'postpartum-recovery'],
};

/** Banners that fit a family besides its own (the same emergency told from another side). */
const RELATED: string[][] = [
  ['not-breathing', 'choking', 'unresponsive', 'trouble-breathing', 'blue-skin', 'near-drowning'],
  ['fever-young-baby', 'sepsis', 'non-blanching-rash', 'unresponsive', 'dehydration', 'seizure'],
  ['dehydration', 'green-vomit', 'sepsis'],
  ['head-injury', 'unresponsive', 'seizure'],
  ['poisoning', 'button-battery', 'burn'],
  ['severe-allergy', 'trouble-breathing'],
  ['heatstroke', 'unresponsive'],
  ['pregnancy-bleeding', 'pregnancy-severe-pain', 'preterm-labour', 'waters-breaking-early'],
  ['postpartum-bleeding', 'postpartum-fever'],
  ['chest-pain', 'postpartum-breathless', 'leg-clot'],
  ['self-harm', 'postpartum-psychosis'],
];
const fits = (family: string, banner: string) =>
  family === banner || RELATED.some((g) => g.includes(family) && g.includes(banner));

interface EmergencyFigures {
  total: number;
  flagged: number;
  mustCatch: number;
  mustCaught: number;
  rightBanner: number;
  guided: number;
  missed: Record<string, number>;
}

async function emergencies(set: EmergencyQuestion[]): Promise<EmergencyFigures> {
  const f: EmergencyFigures = {
    total: set.length,
    flagged: 0,
    mustCatch: 0,
    mustCaught: 0,
    rightBanner: 0,
    guided: 0,
    missed: {},
  };
  for (const q of set) {
    const flags = detectRedFlags(q.question, redFlagContext(q.context));
    const must = MUST_CATCH.includes(q.family);
    if (must) f.mustCatch++;
    if (flags.length === 0) {
      f.missed[q.family] = (f.missed[q.family] ?? 0) + 1;
      continue;
    }
    f.flagged++;
    if (must) f.mustCaught++;
    const banner = redFlagsById(flags.map((x) => x.id))[0].id;
    if (fits(q.family, banner)) f.rightBanner++;
    const job = replyJob({
      question: q.question,
      child: chatChildOf(q.context),
      redFlagIds: flags.map((x) => x.id),
    });
    const reply = await answerChatQuestion(job, deps, { token: () => {}, reset: () => {} });
    const first = reply.sources.find((s) => s.kind === 'trusted');
    const firstTopic = first
      ? kb.find((p) => p.source.url === first.url && FAMILY_TOPICS[q.family]?.includes(p.topic))
      : undefined;
    if (!reply.content.includes(NOTHING_RELEVANT_ANSWER) && firstTopic) f.guided++;
  }
  return f;
}

function lookAlikes(set: LookAlikeQuestion[]) {
  const alarms = set.filter((q) => detectRedFlags(q.question, redFlagContext(q.context)).length > 0);
  return { total: set.length, alarms: alarms.length };
}

function ordinary(set: OrdinaryQuestion[]) {
  const f = { covered: 0, rightFirst: 0, wrongNothing: 0, notCovered: 0, rightNothing: 0 };
  for (const q of set) {
    const child = chatChildOf(q.context);
    const input = { question: q.question, child, savedPassages: [] };
    // As the chat answers: guidance on a never-list practice the question names comes first.
    const passages = leadWithAskedGuidance(input, retriever.retrieve(input), retriever);
    const nothing = passages.length === 0;
    if (q.topics.length === 0) {
      f.notCovered++;
      if (nothing) f.rightNothing++;
      continue;
    }
    f.covered++;
    if (nothing) f.wrongNothing++;
    else {
      // The answer's first citation: the passage a parent reads first.
      const { cited } = composeAnswer({ question: q.question, child, passages, history: [] });
      const first = passages.find((p) => p.n === cited[0]);
      if (first && q.topics.includes(topicOf.get(first.id) ?? '')) f.rightFirst++;
    }
  }
  return f;
}

/** The tune and held halves, then the extra sets (tuning data written later by new writers). */
function groups<T>(name: 'emergencies' | 'look-alikes' | 'ordinary'): Array<[string, T[]]> {
  return [
    ...HALVES.map((half): [string, T[]] => [half, loadSet<T>(name, half)]),
    ['extra (tuned on)', loadExtra<T>(name)],
  ];
}

// Over 3,000 questions through the real rules and retrieval: about 15 s on an idle machine, several
// times that on a busy one, so each part has room (these measure quality, not speed).
describe('the chat on the blind sets (issue 20)', { timeout: 300_000 }, () => {
  it('prints emergency recall, banners and the guidance after them', async () => {
    for (const [group, set] of groups<EmergencyQuestion>('emergencies')) {
      const f = await emergencies(set);
      console.info(
        `emergencies ${group}: recall ${f.flagged}/${f.total} (${percent(f.flagged, f.total)}), ` +
          `must-catch families ${f.mustCaught}/${f.mustCatch} (${percent(f.mustCaught, f.mustCatch)}), ` +
          `banner fits ${percent(f.rightBanner, f.flagged)}, guidance of the family after it ${percent(f.guided, f.flagged)}; ` +
          `missed by family ${JSON.stringify(f.missed)}`,
      );
      if (group === 'held') {
        expect(f.flagged / f.total).toBeGreaterThanOrEqual(FLOORS.emergencyRecall);
        expect(f.guided / f.flagged).toBeGreaterThanOrEqual(FLOORS.guided);
      }
    }
  });

  it('prints false alarms on look-alikes', () => {
    for (const [group, set] of groups<LookAlikeQuestion>('look-alikes')) {
      const f = lookAlikes(set);
      console.info(
        `look-alikes ${group}: false alarms ${f.alarms}/${f.total} (${percent(f.alarms, f.total)})`,
      );
      if (group === 'held') expect(f.alarms / f.total).toBeLessThanOrEqual(FLOORS.falseAlarms);
    }
  });

  it('prints relevance on ordinary questions', () => {
    for (const [group, set] of groups<OrdinaryQuestion>('ordinary')) {
      const f = ordinary(set);
      console.info(
        `ordinary ${group}: first passage of a right topic ${f.rightFirst}/${f.covered} (${percent(f.rightFirst, f.covered)}), ` +
          `nothing found though covered ${f.wrongNothing}/${f.covered} (${percent(f.wrongNothing, f.covered)}), ` +
          `nothing found when not covered ${f.rightNothing}/${f.notCovered} (${percent(f.rightNothing, f.notCovered)})`,
      );
      if (group === 'held') {
        expect(f.rightFirst / f.covered).toBeGreaterThanOrEqual(FLOORS.rightFirst);
        expect(f.wrongNothing / f.covered).toBeLessThanOrEqual(FLOORS.wrongNothing);
      }
    }
  });

  it('prints how questions on never-list advice are answered', () => {
    const halves: Array<[string, PracticeQuestion[]]> = [
      ...HALVES.map(
        (half) => [half, loadSet<PracticeQuestion>('practices', half)] as [string, PracticeQuestion[]],
      ),
      ['extra (tuned on)', loadExtra<PracticeQuestion>('practices')],
    ];
    for (const [half, set] of halves) {
      const f = { asks: [0, 0], safe: [0, 0], unrelated: [0, 0] };
      for (const q of set) {
        const rules = practicesAskedAbout(q.question, q.ageMonths).map((r) => r.id);
        const right = q.kind === 'asks' ? rules.includes(q.rule) : !rules.includes(q.rule);
        f[q.kind][0]! += right ? 1 : 0;
        f[q.kind][1]! += 1;
      }
      const shown = (k: keyof typeof f) => `${f[k][0]}/${f[k][1]} (${percent(f[k][0]!, f[k][1]!)})`;
      console.info(
        `never-list ${half}: asked about and answered with its guidance ${shown('asks')}, ` +
          `safe forms and the parent's own left alone ${shown('safe')}, other words left alone ${shown('unrelated')}`,
      );
      if (half === 'held') expect(f.asks[0]! / f.asks[1]!).toBeGreaterThanOrEqual(FLOORS.practicesAsked);
    }
  });

  it('prints how saved texts are checked against the never-list', () => {
    for (const half of HALVES) {
      const f = { recommends: [0, 0], warns: [0, 0], unrelated: [0, 0] };
      for (const c of loadSet<CaptionText>('captions', half)) {
        const rules = detectUnsafeAdvice(c.text).map((r) => r.id);
        const right = c.kind === 'recommends' ? rules.includes(c.rule) : !rules.includes(c.rule);
        f[c.kind][0]! += right ? 1 : 0;
        f[c.kind][1]! += 1;
      }
      const shown = (k: keyof typeof f) => `${f[k][0]}/${f[k][1]} (${percent(f[k][0]!, f[k][1]!)})`;
      console.info(
        `saved texts ${half}: recommending noted ${shown('recommends')}, ` +
          `warnings and safe forms left alone ${shown('warns')}, other words left alone ${shown('unrelated')}`,
      );
      if (half === 'held') {
        expect(f.recommends[0]! / f.recommends[1]!).toBeGreaterThanOrEqual(FLOORS.savesNoted);
        expect(f.warns[0]! / f.warns[1]!).toBeGreaterThanOrEqual(FLOORS.warningsLeftAlone);
      }
    }
  });
});

/**
 * The held half's figures at the end of issue 20's work less a small margin, so a change that
 * makes the chat worse fails here (raise them as the rules improve; the targets are above).
 */
const FLOORS = {
  emergencyRecall: 0.87,
  guided: 0.85,
  falseAlarms: 0.08,
  rightFirst: 0.89,
  wrongNothing: 0.03,
  practicesAsked: 0.7,
  savesNoted: 0.65,
  warningsLeftAlone: 0.72,
};
