import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { knowledgePassage, type KnowledgePassage } from './knowledge-schema.js';

/**
 * The trusted-guidance knowledge base (issue 8 point 3): services/ai-worker/knowledge/<topic>.json,
 * one file per topic, each an array of passages. Read once when the worker starts; a bad file
 * (not JSON, a passage that breaks the schema, a topic that is not its file's name, an id used
 * twice) stops the worker there with the file and passage named, not on some parent's question.
 */

/** The package's knowledge/ folder: two levels above this file, from src/chat and from dist/chat alike. */
export const KNOWLEDGE_DIR = fileURLToPath(new URL('../../knowledge/', import.meta.url));

export class KnowledgeBaseError extends Error {
  override readonly name = 'KnowledgeBaseError';
}

const passageFile = z.array(z.unknown()).min(1, 'holds no passages');

function readTopicFile(file: string): KnowledgePassage[] {
  const topic = path.basename(file, '.json');
  const fail = (why: string): never => {
    throw new KnowledgeBaseError(`Knowledge file ${file}: ${why}`);
  };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    return fail(`is not valid JSON (${(err as Error).message})`);
  }
  const list = passageFile.safeParse(raw);
  if (!list.success) return fail(`must be a non-empty array of passages (${list.error.issues[0]?.message})`);
  return list.data.map((item, i) => {
    const parsed = knowledgePassage.safeParse(item);
    const id = (item as { id?: unknown })?.id;
    const where = `passage ${i}${typeof id === 'string' ? ` (${id})` : ''}`;
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return fail(`${where}: ${issue.path.join('.') || 'passage'} ${issue.message}`);
    }
    if (parsed.data.topic !== topic) return fail(`${where}: topic '${parsed.data.topic}' is not '${topic}'`);
    return parsed.data;
  });
}

/** Every passage of every topic file in `dir`, validated, in file-name then file order. */
export function loadKnowledgeBase(dir: string = KNOWLEDGE_DIR): KnowledgePassage[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch (err) {
    throw new KnowledgeBaseError(`Knowledge folder ${dir} cannot be read (${(err as Error).message})`);
  }
  if (files.length === 0) throw new KnowledgeBaseError(`Knowledge folder ${dir} holds no topic files`);
  const passages = files.flatMap((f) => readTopicFile(path.join(dir, f)));
  const seen = new Map<string, string>();
  for (const p of passages) {
    const first = seen.get(p.id);
    if (first)
      throw new KnowledgeBaseError(`Knowledge passage id '${p.id}' is used twice (${first}, ${p.topic})`);
    seen.set(p.id, p.topic);
  }
  return passages;
}
