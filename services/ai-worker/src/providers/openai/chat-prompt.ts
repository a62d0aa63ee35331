import { weeksPregnantText } from '@nestkeep/common';
import type { ChatAnswerInput } from '../provider.js';

/** Short and constrained: the passages are the only facts the model may use. */
export const CHAT_SYSTEM_PROMPT = [
  "You are NestKeep's parenting assistant. Answer the parent's question using ONLY the numbered passages you are given.",
  'Cite the passage behind every statement with its number in square brackets, like [1] or [2].',
  "Write short, plain sentences a tired parent can read at 3 a.m.: at most about 120 words. Use the child's name where it helps.",
  'Never add facts, doses, numbers or advice that are not in the passages.',
  'If the passages do not answer the question, say in one sentence that they do not cover it, cite nothing, and suggest asking a health visitor, midwife or doctor.',
  'Do not add a medical disclaimer: one is added for you. If urgent-care advice is listed, it is already shown first: do not repeat or contradict it.',
].join('\n');

/** A turn of history, cut so that old answers do not crowd out the passages. */
const HISTORY_CHARS = 600;

function childLine(input: ChatAnswerInput): string {
  const c = input.child;
  const parts = [
    c.name,
    c.stageLabel,
    c.ageLabel,
    c.pregnancyWeek !== null ? weeksPregnantText(c.pregnancyWeek) : null,
  ];
  return parts.filter((p): p is string => Boolean(p)).join(', ');
}

/** The child, the numbered passages, the recent conversation and the question, in one message. */
export function buildChatUserMessage(input: ChatAnswerInput): string {
  const passages = input.passages.map((p) => {
    const from =
      p.kind === 'trusted'
        ? `trusted guidance, ${p.source.organisation ?? 'a trusted organisation'}`
        : "the parent's saved item";
    return `[${p.n}] ${p.title} (${from})\n${p.text}`;
  });
  const history = input.history.map(
    (h) =>
      `${h.role === 'user' ? 'Parent' : 'Assistant'}: ${h.content.length > HISTORY_CHARS ? `${h.content.slice(0, HISTORY_CHARS)}...` : h.content}`,
  );
  return [
    `Child: ${childLine(input) || 'not given'}`,
    input.urgentPreamble ? `Urgent-care advice already shown first:\n${input.urgentPreamble}` : null,
    `Passages:\n${passages.join('\n\n')}`,
    history.length ? `Conversation so far:\n${history.join('\n')}` : null,
    `Question: ${input.question}`,
  ]
    .filter((s): s is string => s !== null)
    .join('\n\n');
}
