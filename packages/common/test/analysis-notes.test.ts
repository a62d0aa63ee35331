import { describe, expect, it } from 'vitest';
import {
  ACTION_ITEMS_SHOWN,
  KEY_POINTS_SHOWN,
  formatAnalysisNotes,
  parseAnalysisNotes,
} from '../src/analysis-notes.js';

const analysis = {
  summary: 'Newborns sleep in short stretches. A steady routine helps them settle.',
  keyPoints: [
    'Newborns sleep 14 to 17 hours a day in short stretches.',
    'Day-night confusion usually fades by 6 to 8 weeks.',
    'A dark room and white noise help many babies settle.',
  ],
  actionItems: ['Place your baby on their back on a firm, flat mattress.', 'Keep night feeds dim and quiet.'],
  hashtags: ['#babySleep', '#newborn', '#safeSleep'],
};

describe('formatAnalysisNotes', () => {
  it('writes the summary, then Key Points, Action Items and Hashtags sections separated by blank lines', () => {
    expect(formatAnalysisNotes(analysis)).toBe(
      [
        'Newborns sleep in short stretches. A steady routine helps them settle.',
        '',
        'Key Points:',
        '- Newborns sleep 14 to 17 hours a day in short stretches.',
        '- Day-night confusion usually fades by 6 to 8 weeks.',
        '- A dark room and white noise help many babies settle.',
        '',
        'Action Items:',
        '- Place your baby on their back on a firm, flat mattress.',
        '- Keep night feeds dim and quiet.',
        '',
        'Hashtags: #babySleep #newborn #safeSleep',
      ].join('\n'),
    );
  });

  it('leaves out empty parts', () => {
    expect(formatAnalysisNotes({ summary: '', keyPoints: [], actionItems: [], hashtags: ['#sleep'] })).toBe(
      'Hashtags: #sleep',
    );
    expect(formatAnalysisNotes({ summary: '  ', keyPoints: [], actionItems: [], hashtags: [] })).toBe('');
  });

  it("writes 'summary' in the summary as 'overview' so the modal does not hide the paragraph", () => {
    const text = formatAnalysisNotes({
      ...analysis,
      summary: 'Summary of the AAP guidance: a SUMMARY for tired parents, in summary form.',
    });
    expect(text).not.toMatch(/summary/i);
    expect(parseAnalysisNotes(text).paragraphs).toEqual([
      'Overview of the AAP guidance: a OVERVIEW for tired parents, in overview form.',
    ]);
  });

  it('keeps a summary line that looks like a section label as a paragraph', () => {
    const text = formatAnalysisNotes({ ...analysis, summary: 'Steps: three of them.\n\nHashtags' });
    const parsed = parseAnalysisNotes(text);
    expect(parsed.paragraphs).toEqual(['Steps - three of them.', 'Hashtags.']);
    expect(parsed.actionItems).toEqual(analysis.actionItems);
    expect(parsed.hashtags).toEqual(analysis.hashtags);
  });

  it('puts each list item on one line', () => {
    const text = formatAnalysisNotes({ ...analysis, keyPoints: ['two\nlines  here', '   '] });
    expect(parseAnalysisNotes(text).keyPoints).toEqual(['two lines here']);
  });
});

describe('parseAnalysisNotes', () => {
  it('gives back the lists and the summary after formatting (round trip)', () => {
    const parsed = parseAnalysisNotes(formatAnalysisNotes(analysis));
    expect(parsed).toEqual({
      paragraphs: [analysis.summary],
      keyPoints: analysis.keyPoints,
      actionItems: analysis.actionItems,
      hashtags: analysis.hashtags,
    });
  });

  it('round-trips a multi-paragraph summary and long lists whole (display limits are the modal’s)', () => {
    const many = {
      summary: 'First paragraph.\n\nSecond paragraph\nwith a line break.',
      keyPoints: Array.from({ length: 8 }, (_, i) => `Point ${i + 1}.`),
      actionItems: Array.from({ length: 9 }, (_, i) => `Step ${i + 1}.`),
      hashtags: Array.from({ length: 12 }, (_, i) => `#tag${i}`),
    };
    const parsed = parseAnalysisNotes(formatAnalysisNotes(many));
    expect(parsed.paragraphs).toEqual(['First paragraph.', 'Second paragraph\nwith a line break.']);
    expect(parsed.keyPoints).toEqual(many.keyPoints);
    expect(parsed.actionItems).toEqual(many.actionItems);
    expect(parsed.hashtags).toEqual(many.hashtags);
    expect(parsed.keyPoints.slice(0, KEY_POINTS_SHOWN)).toHaveLength(5);
    expect(parsed.actionItems.slice(0, ACTION_ITEMS_SHOWN)).toHaveLength(6);
  });

  it('reads a plain user note as paragraphs only', () => {
    expect(parseAnalysisNotes('Ask the pediatrician about this.\n\nTried it on Tuesday - worked!')).toEqual({
      paragraphs: ['Ask the pediatrician about this.', 'Tried it on Tuesday - worked!'],
      keyPoints: [],
      actionItems: [],
      hashtags: [],
    });
    expect(parseAnalysisNotes('')).toEqual({ paragraphs: [], keyPoints: [], actionItems: [], hashtags: [] });
  });

  it('hides plain paragraphs containing "summary" but not labelled sections', () => {
    const parsed = parseAnalysisNotes(
      'AI Summary: generated text.\n\nKept paragraph.\n\nKey Points:\n- The summary of the study is clear.',
    );
    expect(parsed.paragraphs).toEqual(['Kept paragraph.']);
    expect(parsed.keyPoints).toEqual(['The summary of the study is clear.']);
  });

  it('accepts CRLF line ends, extra spaces and other bullets', () => {
    const text = [
      '  Intro line.  ',
      '',
      '  key points :  ',
      '*   Star bullet ',
      '•\tRound bullet',
      '1. Numbered one',
      '2) Numbered two',
      '',
      'ACTION STEPS:',
      '   -   Spaced dash',
      '',
      'Hashtags:   sleep,  #Newborn ,tummyTime  ##double',
    ].join('\r\n');
    expect(parseAnalysisNotes(text)).toEqual({
      paragraphs: ['Intro line.'],
      keyPoints: ['Star bullet', 'Round bullet', 'Numbered one', 'Numbered two'],
      actionItems: ['Spaced dash'],
      hashtags: ['#sleep', '#Newborn', '#tummyTime', '#double'],
    });
  });

  it("reads 'Steps' and 'Action Items' as the same section, and markdown-decorated labels", () => {
    expect(parseAnalysisNotes('Steps:\n- one\n\n**Action Items:**\n- two').actionItems).toEqual([
      'one',
      'two',
    ]);
    expect(parseAnalysisNotes('## Key Points\n- a\n- b').keyPoints).toEqual(['a', 'b']);
    expect(parseAnalysisNotes('**Hashtags**: #a #b').hashtags).toEqual(['#a', '#b']);
  });

  it('does not take a sentence that starts with a label word for a label', () => {
    const parsed = parseAnalysisNotes('Steps to take when your baby has a fever.\n\nKey points matter here.');
    expect(parsed.paragraphs).toEqual([
      'Steps to take when your baby has a fever.',
      'Key points matter here.',
    ]);
    expect(parsed.actionItems).toEqual([]);
    expect(parsed.keyPoints).toEqual([]);
  });

  it('takes an inline first item after the label colon, and wrapped lines as continuations', () => {
    const parsed = parseAnalysisNotes(
      'Key Points: first point\n- second point\n  that wraps\nAction Items:\n- go',
    );
    expect(parsed.keyPoints).toEqual(['first point', 'second point that wraps']);
    expect(parsed.actionItems).toEqual(['go']);
  });

  it('ends a section at a blank line followed by plain text, but lets bullets continue after a blank line', () => {
    const parsed = parseAnalysisNotes(
      'Key Points:\n- a\n\n- b\n\nA closing thought.\n\nHashtags: #x\n\n#y #z\n\nBye.',
    );
    expect(parsed.keyPoints).toEqual(['a', 'b']);
    expect(parsed.paragraphs).toEqual(['A closing thought.', 'Bye.']);
    expect(parsed.hashtags).toEqual(['#x', '#y', '#z']);
  });

  it('reads hashtags spread over several lines and strips trailing punctuation', () => {
    expect(parseAnalysisNotes('Hashtags:\n#sleep #nap\nbedtime.').hashtags).toEqual([
      '#sleep',
      '#nap',
      '#bedtime',
    ]);
  });
});
