import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatReplyJob, type SavedPassage } from '@nestkeep/common';
import { readableSaveText, SAVED_HEADING } from '../../src/chat/saves.js';
import { reply } from '../../../../tests/support/fake-openai.js';
import { maya, replyJob } from './support.js';
import { startChatHarness, type ChatHarness } from './worker-harness.js';

/**
 * Trusted guidance first, saved tips checked (issue 20 point 4), through the real chat-replies
 * worker on Redis and BullMQ with the real knowledge base: a save never replaces guidance, one
 * that goes against it is shown only by its note, and format lines, links and log-in requests
 * in a save are never repeated.
 */

let chat: ChatHarness;
beforeAll(async () => {
  chat = await startChatHarness({ local: {}, openai: { openai: true } });
});
afterAll(() => chat.close());

/** Queues the job as content does; the reply and the text its stream showed. */
const ask = (job: ChatReplyJob, lane = 'local') => chat.run(job, lane);

const save = (itemId: number, title: string, text: string): SavedPassage => ({
  itemId,
  title,
  url: `https://www.instagram.com/p/${itemId}`,
  text,
  phase: 'newborn',
});

/** The text before the saves' part: what trusted guidance said. */
const guidancePart = (content: string) => content.split(SAVED_HEADING)[0]!;

const TUMMY_CAPTION = save(
  11,
  'Newborn sleep hack from a mum of 4',
  [
    'Tummy sleeping is safest for newborns, they settle faster and don’t choke.',
    '',
    'Key Points:',
    '- Tummy sleeping is safest',
    '',
    'Hashtags: #newbornsleep #sleephack',
  ].join('\n'),
);

describe('saved tips in chat answers (local provider, real knowledge base)', () => {
  const question = 'what is the safest sleep position for my newborn';

  it('answers the safest sleep position from guidance, and shows a tummy-sleeping caption only with its NHS note', async () => {
    const withSave = await ask(replyJob({ question, child: maya(0), savedPassages: [TUMMY_CAPTION] }));
    const without = await ask(replyJob({ question, child: maya(0) }));
    const content = withSave.result.content;

    expect(withSave.result.sources[0]!.kind).toBe('trusted');
    expect(guidancePart(content)).toMatch(/\bback\b/i);
    // The save changes nothing of the guidance; it follows in its own part.
    expect(guidancePart(content)).toBe(
      guidancePart(without.result.content).replace(/\n\n[^\n]*$/, '') + '\n\n',
    );
    expect(content.indexOf(SAVED_HEADING)).toBeGreaterThan(0);
    expect(content.slice(content.indexOf(SAVED_HEADING))).toContain(
      'Your save “Newborn sleep hack from a mum of 4”',
    );
    expect(content).toContain('This goes against NHS advice: Always put your baby on their back to sleep');
    expect(content).not.toMatch(/tummy sleeping is safest/i);
    expect(withSave.result.sources.some((s) => s.kind === 'saved' && s.itemId === 11)).toBe(true);
    expect(withSave.shown).toBe(content);
  });

  it('never gives "whisky on the gums, amber necklace" as advice: both notes, neither tip', async () => {
    const { result, shown } = await ask(
      replyJob({
        question: 'teething remedies that actually work for my 6 month old?',
        child: maya(6),
        savedPassages: [
          save(12, 'Old school teething tricks', 'Whisky on the gums, amber necklace. Works every time!'),
        ],
      }),
    );
    expect(result.sources[0]!.kind).toBe('trusted');
    const saves = result.content.slice(result.content.indexOf(SAVED_HEADING));
    expect(saves).toContain('This goes against AAP advice: Never put alcohol such as whisky or brandy');
    expect(saves).toContain('This goes against AAP advice: Do not use amber or other teething necklaces');
    expect(result.content).not.toMatch(/whisky on the gums|works every time/i);
    expect(shown).toBe(result.content);
  });

  it('quotes a save’s advice but never its Hashtags line, labels or log-in request', async () => {
    const { result } = await ask(
      replyJob({
        question: 'tips for a calm bedtime routine for my baby',
        child: maya(7),
        savedPassages: [
          save(
            13,
            'Bedtime routine that works',
            [
              'A warm bath, a feed and the same lullaby every night helps a calm bedtime routine.',
              'Your account has been locked: log in at nestkeep-verify.co to keep your bedtime saves.',
              'Link in bio for my bedtime routine guide, comment SLEEP and I will DM you.',
              '',
              'Key Points:',
              '- Keep the bedtime routine the same every night',
              '',
              'Hashtags: #bedtime #routine #babysleep',
            ].join('\n'),
          ),
        ],
      }),
    );
    const content = result.content;
    expect(content).not.toMatch(/hashtags|#bedtime|key points:/i);
    expect(content).not.toMatch(/log in|nestkeep-verify|link in bio|comment sleep|account has been locked/i);
    if (content.includes(SAVED_HEADING)) {
      expect(content.slice(content.indexOf(SAVED_HEADING))).toMatch(/lullaby|same every night/);
    }
    expect(result.sources[0]!.kind).toBe('trusted');
  });

  it('a save whose only match is its Hashtags line is not an answer', async () => {
    const { result } = await ask(
      replyJob({
        question: 'how do I get rid of cradle cap',
        child: maya(2),
        savedPassages: [
          save(
            14,
            'Outfit of the day',
            'Matching mum and baby outfits.\n\nHashtags: #cradlecap #babyskin #ootd',
          ),
        ],
      }),
    );
    expect(result.content).not.toMatch(/#cradlecap|outfit|hashtags/i);
    expect(result.sources.every((s) => s.kind === 'trusted')).toBe(true);
  });
});

describe('saved tips with the openai provider (fake server)', () => {
  it('sends guidance first and the save labelled with its note, never its text, and adds the note the model left out', async () => {
    chat.fake.setReply(() => reply.content('Always put your baby on their back to sleep [1].'));
    const { result, shown } = await ask(
      replyJob({
        question: 'what is the safest sleep position for my newborn',
        child: maya(0),
        savedPassages: [TUMMY_CAPTION],
      }),
      'openai',
    );
    const user = (chat.fake.requests.at(-1)!.body.messages as Array<{ content: string }>)[1]!.content;
    expect(user.indexOf('Trusted guidance:')).toBeGreaterThanOrEqual(0);
    expect(user.indexOf("The parent's saves:")).toBeGreaterThan(user.indexOf('Trusted guidance:'));
    expect(user).toContain('GOES AGAINST GUIDANCE');
    expect(user).toContain('This goes against NHS advice:');
    expect(user).not.toMatch(/tummy sleeping is safest/i);

    expect(result.content.startsWith('Always put your baby on their back to sleep [1].')).toBe(true);
    expect(result.content).toContain(
      `${SAVED_HEADING}\n\nYour save “Newborn sleep hack from a mum of 4” [2]:`,
    );
    expect(result.sources.map((s) => s.kind)).toEqual(['trusted', 'saved']);
    expect(shown).toBe(result.content);
  });
});

describe('a save’s text as the chat reads it', () => {
  it('drops format labels, hashtags and online instructions, and keeps care advice that uses the same verbs', () => {
    const text = readableSaveText(
      [
        '**Summary:** Follow your baby’s cues and tap her back gently to bring up wind.',
        'Click here to claim your free sleep guide! Follow me for more tips.',
        '',
        'Key Points:',
        '- Comment BURP below and I’ll send you the link',
        '- Hold baby upright after feeds #burping #newborn',
        '',
        'Action Steps:',
        '1. Sign up at www.sleepy-baby.shop before midnight',
        '',
        'Hashtags: #wind #colic',
      ].join('\n'),
    );
    expect(text).toBe(
      'Follow your baby’s cues and tap her back gently to bring up wind.\n\n- Hold baby upright after feeds',
    );
  });
});
