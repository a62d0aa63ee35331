import { fileURLToPath } from 'node:url';
import { weeksPregnantText, type ChatChild, type ChatReplyJob } from '@nestkeep/common';

/** A small knowledge base written for the mechanics tests (sleep, pregnancy, feeding). */
export const FIXTURE_KNOWLEDGE = fileURLToPath(new URL('./fixtures/knowledge/', import.meta.url));

const NO_CHILD: ChatChild = {
  name: null,
  stage: 'infant',
  stageLabel: 'Infant (3-12 months)',
  ageLabel: null,
  ageWeeks: null,
  ageMonths: null,
  pregnancyWeek: null,
};

/** A child at an age: months after birth, or a pregnancy week. */
export function child(overrides: Partial<ChatChild>): ChatChild {
  return { ...NO_CHILD, ...overrides };
}
export const maya = (months: number, stage = months < 3 ? 'newborn' : months < 12 ? 'infant' : 'toddler') =>
  child({
    name: 'Maya',
    stage,
    ageMonths: months,
    ageWeeks: Math.floor(months * 4.35),
    ageLabel: months < 3 ? `${Math.floor(months * 4.35)} weeks old` : `${months} months old`,
  });
export const pregnantAt = (week: number) =>
  child({
    name: null,
    stage: week <= 13 ? 'pregnant-1st' : week <= 27 ? 'pregnant-2nd' : 'pregnant-3rd',
    ageLabel: weeksPregnantText(week),
    pregnancyWeek: week,
  });

export function replyJob(overrides: Partial<ChatReplyJob> = {}): ChatReplyJob {
  return {
    requestId: crypto.randomUUID(),
    userId: 'user-1',
    conversationId: 1,
    question: 'How much should my baby sleep?',
    child: maya(1),
    redFlagIds: [],
    urgentOnly: false,
    savedPassages: [],
    history: [],
    ...overrides,
  };
}

/** An answer's sentences, citation markers taken off: lines, then full stops before a capital. */
export function answerSentences(answer: string): string[] {
  return answer
    .split(/\n+/)
    .flatMap((line) => line.replace(/\s*\[\d+\]/g, '').split(/(?<=[.!?:])\s+(?=[A-Z0-9"'])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
