import { detectUnsafeAdvice, guidanceNote, type SavedPassage } from '@nestkeep/common';
import type { ChatAnswerer } from '../providers/provider.js';
import type { RetrievalInput, RetrievedPassage, Retriever } from './retrieval.js';

/**
 * The parent's saved items as the chat may use them (issue 20 point 4). Saves come after trusted
 * guidance, in their own part under {@link SAVED_HEADING}, and never replace it. Before a save is
 * searched or quoted:
 *  - the analysis format lines ('Key Points:', 'Action Steps:', 'Hashtags: #...', 'Summary:') and
 *    hashtags are taken out: they are labels, not advice;
 *  - sentences that tell the reader to do something online (links, 'click', 'tap here', 'log in',
 *    'sign up', 'link in bio', 'DM me', 'follow', 'comment X') are taken out: a caption's call to
 *    action or a phishing line is never repeated as advice;
 *  - a save that recommends advice guidance says never to follow (common's unsafe-advice) is not
 *    quoted at all: it is shown by its title with the note "This goes against NHS advice: ...".
 */

export const SAVED_HEADING = 'From your saves:';

/** A saved passage cleaned for the chat, with the notes of the guidance it goes against. */
export interface CheckedSave extends SavedPassage {
  /** "This goes against <organisation> advice: <guidance>", one per rule; empty when none. */
  notes: string[];
}

/** A line that is only a format label, or the hashtags line. */
const FORMAT_LINE =
  /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:key\s*points|action\s*(?:items|steps)|steps|summary|overview|tl;?dr|hashtags|tags)\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*(?:(?:#[\p{L}\p{N}_]+[\s,]*)*)$/iu;
/** A label at the start of a line with text after it ('Summary: babies need...'): the text stays. */
const LABEL_PREFIX =
  /^\s*(?:\*\*|__)?\s*(?:key\s*points|action\s*(?:items|steps)|steps|summary|overview|tl;?dr)\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*/i;
const HASHTAGS_LABEL = /^\s*(?:\*\*|__)?\s*(?:hashtags|tags)\s*(?:\*\*|__)?\s*:/i;
const HASHTAG = /(?:^|\s)#[\p{L}\p{N}_]+/gu;
const BULLET = /^\s*(?:[-*•‣◦▪●–—]|\d{1,2}[.)])\s+/;

/** What tells the reader to act online rather than care for a child. */
const INSTRUCTION = [
  /https?:\/\/|\bwww\.|\b[\w-]+\.(?:com|co|uk|net|org|io|ly|me|app|link|shop|store|info|xyz|biz|site|online)\b(?:\/\S*)?/i,
  /(?:^|\s)@[\w.]{2,}/,
  /\b(?:click|clicking|tap (?:here|the link|the button|below|on (?:the|this) link|to (?:read|shop|buy|join|claim|verify|learn|see|get|download|watch))|log ?in|login|sign(?:ing)? ?(?:in|up)|register (?:now|here|today|for)|subscribe|link in (?:my |our |the )?bio|links? below|dm (?:me|us)|message (?:me|us)|follow (?:me|us|@|for more|along|my|our|the link)|comment (?:["'‘“]?\w+["'’”]? )?(?:below|and i|and we|to get|for)|comment ["'‘“]\w+|like and share|share (?:this|with a friend)|tag (?:a|your) (?:friend|mum|mom|partner)|swipe up|use (?:my |our |the )?code|discount code|promo code|shop (?:now|the (?:look|link))|buy now|order now|giveaway|verify your|confirm your (?:account|details|identity)|your account (?:has been|is|will be)|password|card details|bank details|claim your|limited time|act now|download (?:the|our|my) app)\b/i,
];

const isInstruction = (sentence: string) => INSTRUCTION.some((re) => re.test(sentence));

/** Sentences of one line, keeping their punctuation ('www.site.com' is not split). */
const sentencesOf = (line: string) => line.split(/(?<=[.!?]["')\]]*)\s+/);

/** A save's text without format lines, hashtags and online instructions; lines kept as lines. */
export function readableSaveText(text: string): string {
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (FORMAT_LINE.test(raw) || HASHTAGS_LABEL.test(raw)) continue;
    const bullet = BULLET.exec(raw)?.[0] ?? '';
    const body = raw.slice(bullet.length).replace(LABEL_PREFIX, '').replace(HASHTAG, ' ');
    const kept = sentencesOf(body)
      .filter((s) => !isInstruction(s))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (/[\p{L}\p{N}]/u.test(kept)) lines.push(bullet ? `- ${kept}` : kept);
    else if (!raw.trim() && lines.length && lines.at(-1) !== '') lines.push('');
  }
  return lines.join('\n').trim();
}

/**
 * The saves the chat may search: cleaned, each with the notes of the guidance it goes against
 * (read on its whole saved title and text, so nothing cleaned away hides a conflict). A save
 * left with no text and no note has nothing to offer and is dropped.
 */
export function checkSaves(saves: readonly SavedPassage[]): CheckedSave[] {
  return saves.flatMap((save) => {
    const notes = detectUnsafeAdvice(save.title, save.text).map(guidanceNote);
    const text = readableSaveText(save.text);
    return text || notes.length ? [{ ...save, text, notes }] : [];
  });
}

/** The line that shows a save going against guidance, citing it as [n]. */
export function savedNoteLine(title: string, n: number, notes: readonly string[]): string {
  return `Your save “${title.trim()}” [${n}]: ${notes.join(' ')}`;
}

/** A passage with the notes of the guidance it goes against (saves only). */
export type NotedPassage = RetrievedPassage & { notes?: readonly string[] };

/**
 * The question's passages with the saves checked: trusted guidance first, then the parent's
 * relevant saves (retrieval.ts keeps them apart from the guidance's topic). A save that goes
 * against guidance carries its notes, and its own text is withheld from every provider. Such a
 * save is shown whenever it shares a topic word with the question, even when it would be too
 * weak a match to quote: the parent relies on it, so the guidance it contradicts must be said.
 */
export function retrieveWithCheckedSaves(job: RetrievalInput, retriever: Retriever): NotedPassage[] {
  const saves = checkSaves(job.savedPassages);
  const input = { ...job, savedPassages: saves };
  const found = retriever.retrieve(input);
  const flagged = new Set(saves.filter((s) => s.notes.length).map((s) => `saved-${s.itemId}`));
  for (const p of found) flagged.delete(p.id);
  const unsafe = flagged.size
    ? retriever
        .scoreAll(input)
        .filter((c) => flagged.has(c.id) && c.topical.length > 0)
        .map(({ topic: _t, topical: _w, about: _a, ...c }) => ({ ...c, n: 0 }))
    : [];
  const notesOf = new Map(saves.map((s) => [`saved-${s.itemId}`, s.notes]));
  return [...found, ...unsafe].map((p, i) => {
    const notes = notesOf.get(p.id) ?? [];
    return { ...p, n: i + 1, ...(notes.length ? { text: notes.join(' '), notes } : {}) };
  });
}

/**
 * The answerer with every save that goes against guidance shown by its note, whatever the
 * provider wrote: a note it left out is added (streamed too) in the saves' part.
 */
export function withSaveNotes(answerer: ChatAnswerer): ChatAnswerer {
  return {
    name: answerer.name,
    async answerQuestion(input, onToken) {
      const answer = await answerer.answerQuestion(input, onToken);
      const missing = (input.passages as readonly NotedPassage[]).filter(
        (p) => p.notes?.length && !answer.content.includes(p.notes[0]!),
      );
      if (missing.length === 0) return answer;
      const lines = missing.map((p) => savedNoteLine(p.title, p.n, p.notes!));
      const heading = answer.content.includes(SAVED_HEADING) ? [] : [SAVED_HEADING];
      const added = `\n\n${[...heading, ...lines].join('\n\n')}`;
      onToken(added);
      return {
        content: answer.content + added,
        cited: [...new Set([...answer.cited, ...missing.map((p) => p.n)])],
      };
    },
  };
}
