import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DIR, KnowledgeBaseError, loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { FIXTURE_KNOWLEDGE } from './support.js';

const passage = (over: Record<string, unknown> = {}) => ({
  id: 'sleep-one',
  topic: 'sleep',
  title: 'A title',
  text: 'A sentence that is long enough to count as a passage text.',
  source: { organisation: 'NHS', url: 'https://www.nhs.uk/a/', page: 'A page' },
  ages: { childMonths: [0, 12] },
  ...over,
});

async function dirWith(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nestkeep-kb-'));
  for (const [name, body] of Object.entries(files)) {
    await writeFile(path.join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return dir;
}

describe('knowledge loader', () => {
  it('finds the package knowledge folder from its own location', () => {
    expect(KNOWLEDGE_DIR.replace(/\\/g, '/')).toMatch(/services\/ai-worker\/knowledge\/$/);
  });

  it('loads every passage of every topic file, with keywords defaulted', () => {
    const kb = loadKnowledgeBase(FIXTURE_KNOWLEDGE);
    expect(kb.map((p) => p.topic).sort()).toEqual([
      'feeding',
      'feeding',
      'pregnancy',
      'pregnancy',
      'sleep',
      'sleep',
      'sleep',
    ]);
    expect(kb.every((p) => Array.isArray(p.keywords))).toBe(true);
  });

  it('fails naming the file when a file is not JSON', async () => {
    const dir = await dirWith({ 'sleep.json': '[{"id": ' });
    expect(() => loadKnowledgeBase(dir)).toThrow(/sleep\.json.*not valid JSON/);
  });

  it('fails naming the passage and field that break the schema', async () => {
    const dir = await dirWith({
      'sleep.json': [passage({ source: { organisation: 'NHS', url: 'http://www.nhs.uk/', page: 'A page' } })],
    });
    expect(() => loadKnowledgeBase(dir)).toThrow(/sleep\.json: passage 0 \(sleep-one\): source\.url/);
  });

  it('fails on a passage without any age range', async () => {
    const dir = await dirWith({ 'sleep.json': [passage({ ages: {} })] });
    expect(() => loadKnowledgeBase(dir)).toThrow(KnowledgeBaseError);
  });

  it('fails when a passage topic is not its file name', async () => {
    const dir = await dirWith({ 'feeding.json': [passage()] });
    expect(() => loadKnowledgeBase(dir)).toThrow(/topic 'sleep' is not 'feeding'/);
  });

  it('fails when an id is used twice, across files', async () => {
    const dir = await dirWith({
      'sleep.json': [passage()],
      'feeding.json': [passage({ topic: 'feeding' })],
    });
    expect(() => loadKnowledgeBase(dir)).toThrow(/'sleep-one' is used twice/);
  });

  it('fails on an empty file and on an empty folder', async () => {
    const empty = await dirWith({ 'sleep.json': [] });
    expect(() => loadKnowledgeBase(empty)).toThrow(/non-empty array/);
    const none = await dirWith({});
    expect(() => loadKnowledgeBase(none)).toThrow(/holds no topic files/);
  });
});
