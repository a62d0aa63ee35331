import { describe, expect, it } from 'vitest';
import { analyzeLocally } from '../../../src/providers/local/index.js';
import { findList, sentenceCase } from '../../../src/providers/local/lists.js';
import { isPostFurniture, withoutPostFurniture } from '../../../src/providers/local/post-furniture.js';
import { readSentences } from '../../../src/providers/local/sentences.js';

const bedtimeScreenshot = [
  '@sleepcoach.jen',
  'BEDTIME ROUTINE',
  '5 tips for a better bedtime routine',
  '1. Start the routine at the same time every night.',
  '2) Keep the room dark, cool and quiet.',
  '• A warm bath helps your baby wind down.',
  '✓ Read one or two short books together.',
  '🌙 Put your baby down drowsy but awake.',
  'Consistency is everything!',
  'Save this for later 💤',
  'Follow @sleepcoach.jen for more tips',
  '#babysleep #momlife #coach',
].join('\n');

const analyse = (text: string, title: string | null = null) =>
  analyzeLocally({ url: null, platform: 'instagram', title, description: null, text }).analysis;

describe('lists in screenshots and pages', () => {
  it('makes every tip of a numbered or bulleted list a key point and keeps its heading as the title', () => {
    const analysis = analyse(bedtimeScreenshot);
    expect(analysis.suggestedTitle).toBe('5 tips for a better bedtime routine');
    expect(analysis.keyPoints).toEqual([
      'Start the routine at the same time every night.',
      'Keep the room dark, cool and quiet.',
      'A warm bath helps your baby wind down.',
      'Read one or two short books together.',
      'Put your baby down drowsy but awake.',
    ]);
    expect(analysis.keyPoints).not.toContain(analysis.summary);
    const said = JSON.stringify(analysis).toLowerCase();
    for (const junk of ['sleepcoach', 'save this', 'follow', 'momlife', '#coach', '#better', '#warm'])
      expect(said).not.toContain(junk);
  });

  it('reads circled numbers, "Step one:" and emoji bullets as items, cleaned into sentences', () => {
    for (const items of [
      ['① Dim the lights an hour before bed', '② Run a warm bath', '③ Read one short book'],
      [
        'Step one: dim the lights an hour before bed',
        'Step two: run a warm bath',
        'Step three: read one short book',
      ],
      ['🌙 Dim the lights an hour before bed 😴', '🛁 Run a warm bath #bathtime', '📚 Read one short book'],
      ['☐ Dim the lights an hour before bed', '✗ Run a warm bath', '✘ Read one short book'],
    ]) {
      const analysis = analyse(['Wind-down routine', ...items].join('\n'));
      expect(analysis.keyPoints).toEqual([
        'Dim the lights an hour before bed.',
        'Run a warm bath.',
        'Read one short book.',
      ]);
    }
  });

  it("takes a list inside a page's prose as key points beside the prose's own best sentences", () => {
    const page = [
      'Combination feeding explained',
      'Combination feeding means giving your baby both breast milk and formula, and many families find it gives them flexibility when returning to work.',
      'Wait until breastfeeding is well established, usually around six to eight weeks, before you introduce bottles to your baby.',
      'Paced bottle feeding',
      'Paced feeding helps your baby stay in control and makes it easier to switch between breast and bottle.',
      'Hold your baby fairly upright',
      'Keep the bottle horizontal so milk just fills the teat',
      'Let your baby draw the teat into their mouth',
      'Making up formula safely',
      'Make up each bottle fresh using water that has boiled and cooled for no more than thirty minutes. Sterilise bottles and teats until your baby is twelve months old, and throw away any milk left after a feed.',
    ].join('\n');
    const analysis = analyse(page, 'Combination feeding explained');
    expect(analysis.keyPoints).toEqual(
      expect.arrayContaining([
        'Hold your baby fairly upright.',
        'Keep the bottle horizontal so milk just fills the teat.',
        'Let your baby draw the teat into their mouth.',
      ]),
    );
    expect(analysis.keyPoints).not.toContain('Making up formula safely.');
    expect(analysis.keyPoints.length).toBeGreaterThan(3);
  });

  it('finishes a lead-in sentence with its items, and never takes section headings for a list', () => {
    const page = [
      'A clear, flat cot',
      'Use a firm, flat, waterproof mattress in good condition. Keep the cot free of:',
      'pillows and duvets',
      'cot bumpers',
      'soft toys',
      'Same room for six months',
      'The safest place for your baby to sleep for the first six months is in a cot in your room.',
      'Swaddling',
      'If you swaddle, use thin material and keep it loose around the hips, and stop as soon as your baby tries to roll.',
    ].join('\n');
    const analysis = analyse(page, 'Safe sleep');
    expect(analysis.keyPoints).toContain(
      'Keep the cot free of: pillows and duvets, cot bumpers and soft toys.',
    );
    expect(analysis.keyPoints).not.toContain('Same room for six months.');
    expect(analysis.keyPoints).not.toContain('Swaddling.');
  });

  it('takes a line that names the list after it for its heading, not an item', () => {
    const page = [
      'Teething explained',
      'First teeth usually come through at around six months, and most babies show a few signs for days before.',
      'Common signs of teething',
      'Red, swollen gums',
      'Dribbling more than usual',
      'Chewing on everything',
    ].join('\n');
    const points = analyse(page, 'Teething explained').keyPoints;
    expect(points).toEqual(expect.arrayContaining(['Red, swollen gums.', 'Chewing on everything.']));
    expect(points).not.toContain('Common signs of teething.');
  });

  it('finishes a line broken off mid-clause with its bulleted items', () => {
    const card = [
      'Fever in babies: when to call',
      'Any age, call 999 if baby:',
      '• is floppy or hard to wake',
      "• has a rash that doesn't fade under a glass",
      '• is struggling to breathe',
    ].join('\n');
    expect(analyse(card).keyPoints).toEqual([
      "Any age, call 999 if baby: is floppy or hard to wake, has a rash that doesn't fade under a glass and is struggling to breathe.",
    ]);
  });

  it('sums up a page of sections with a point from each section', () => {
    const sections = [
      [
        'A calm bedtime routine',
        'A calm bedtime routine helps your baby settle, and the same bedtime routine every night helps most.',
        'Start the bedtime routine with a warm bath, then a feed and a short story in a dim room.',
        'Keep the bedtime routine short, about thirty minutes, so your baby does not get overtired.',
        'A bedtime routine works best when every carer follows the same steps in the same order.',
      ],
      [
        'Room temperature',
        'Keep the room between sixteen and twenty degrees and dress your baby in a light sleeping bag.',
      ],
      ['Daytime naps', 'Short daytime naps are normal at this age and usually lengthen after six months.'],
    ];
    const page = ['Better sleep for babies', ...sections.flat()].join('\n');
    const analysis = analyse(page, 'Better sleep for babies');
    const said = [analysis.summary, ...analysis.keyPoints].join(' ');
    // Each section is said by some sentence under its heading.
    for (const [heading, ...lines] of sections)
      expect(
        lines.some((line) => said.includes(line)),
        heading,
      ).toBe(true);
  });

  it("keeps a caption's tips between chatty lines, not the chat", () => {
    const caption = [
      'Back to work in 3 weeks and my breastfed baby REFUSES the bottle 😭',
      'Sound familiar? After 6 weeks of battling, we got there! What finally worked for us:',
      '👉 Someone else gives the bottle',
      '👉 Try when baby is sleepy, not starving or overtired',
      '👉 Warm the milk to body temperature',
      'You got this mama 💛',
      '#bottlerefusal #mumlife',
    ].join('\n');
    const analysis = analyse(caption);
    expect(analysis.keyPoints).toEqual([
      'Someone else gives the bottle.',
      'Try when baby is sleepy, not starving or overtired.',
      'Warm the milk to body temperature.',
    ]);
  });

  it('reads one tip per line under a heading as a list, with a shouted heading in sentence case', () => {
    const analysis = analyse(
      [
        'HOW TO SURVIVE THE 4 MONTH SLEEP REGRESSION',
        'Shorten the wake windows',
        'Offer an extra nap',
        'Keep the room dark',
        'Stay consistent with the routine',
      ].join('\n'),
    );
    expect(analysis.suggestedTitle).toBe('How to survive the 4 month sleep regression');
    expect(analysis.keyPoints).toHaveLength(4);
    expect(analysis.keyPoints[0]).toBe('Shorten the wake windows.');
  });

  it('does not read an article of one-sentence paragraphs as a list', () => {
    const text = [
      'How to Handle Toddler Tantrums Calmly',
      'Tantrums are a normal part of toddlerhood, when big feelings outpace small vocabularies.',
      'A tantrum is not manipulation; it is a small person overwhelmed by emotion.',
      'Stay calm yourself, because your toddler borrows your nervous system.',
      'Hunger, tiredness and transitions cause many meltdowns.',
    ].join('\n');
    expect(findList(readSentences(text))).toBeUndefined();
  });

  it('puts only shouted lines in sentence case, keeping acronyms', () => {
    expect(sentenceCase('SAFE SLEEP: THE NHS ADVICE')).toBe('Safe sleep: the NHS advice');
    expect(sentenceCase('Keep the iPad away')).toBe('Keep the iPad away');
  });
});

describe('post furniture', () => {
  it('drops handles, calls to act on the post and trailing hashtags, never advice', () => {
    for (const line of [
      '@sleepy.nest.mama',
      'Swipe for more ➡️',
      'Save this for later',
      'Follow @jen for daily tips',
      'Link in bio!',
      'Comment SLEEP and I will send you my guide',
      '#momlife #babysleep',
    ])
      expect(isPostFurniture(line), line).toBe(true);
    for (const line of [
      "Follow your baby's cues.",
      'Share the night feeds with your partner.',
      'Comment on what your toddler is doing.',
    ])
      expect(isPostFurniture(line), line).toBe(false);
    expect(withoutPostFurniture('Keep naps short #napsupport #momlife\nthanks to @jen for this')).toBe(
      'Keep naps short\nthanks to for this',
    );
  });
});
