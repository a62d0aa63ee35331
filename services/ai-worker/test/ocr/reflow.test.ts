import { describe, expect, it } from 'vitest';
import { reflowOcrText } from '../../src/ocr/reflow.js';
import { analyzeLocally } from '../../src/providers/local/index.js';

describe('reflowOcrText', () => {
  it('joins a sentence wrapped across screen lines, keeping headings apart', () => {
    expect(reflowOcrText('WHEN TO CALL\nCall if a baby younger than three\nmonths has a fever.')).toBe(
      'WHEN TO CALL\nCall if a baby younger than three months has a fever.',
    );
  });

  it('joins an item broken by a stray blank line and reads a capital I misread as "[" or "|"', () => {
    expect(reflowOcrText('1. On your chest while you lie\n\nback\n\n2. Across your lap')).toBe(
      '1. On your chest while you lie back\n\n2. Across your lap',
    );
    expect(reflowOcrText('• [ce cubes with toys frozen inside\n|t works')).toBe(
      '• Ice cubes with toys frozen inside\nIt works',
    );
    // A finished sentence is not continued across a blank line.
    expect(reflowOcrText('Keep it short.\n\nthen sleep')).toBe('Keep it short.\n\nthen sleep');
  });

  it('keeps short items apart when OCR lost their emoji bullets, joining only lines the screen ran out of', () => {
    const read = reflowOcrText(
      'Hospital bag checklist for mum\n• newborn nappies\n\ncar seat fitted in the car\nsave & share with your birth\npartner',
    );
    expect(read.split('\n').filter(Boolean)).toEqual([
      'Hospital bag checklist for mum',
      '• newborn nappies',
      'car seat fitted in the car save & share with your birth partner',
    ]);
    expect(reflowOcrText('[1 dry for 2 hrs at a time\n[1 hides to poo')).toBe(
      '• dry for 2 hrs at a time\n• hides to poo',
    );
  });

  it('reads bullets and ticks that OCR misreads as list items, never as the line before', () => {
    const read = reflowOcrText(
      'Postpartum recovery essentials\nv Peri bottle\nv Maternity pads + cooling liners\n» Stool softener (ask your midwife)\n* Nipple cream',
    );
    expect(read.split('\n')).toEqual([
      'Postpartum recovery essentials',
      '• Peri bottle',
      '• Maternity pads + cooling liners',
      '• Stool softener (ask your midwife)',
      '• Nipple cream',
    ]);
    const analysis = analyzeLocally({
      url: null,
      platform: 'manual',
      title: null,
      description: null,
      text: read,
    }).analysis;
    expect(analysis.suggestedTitle).toBe('Postpartum recovery essentials');
    expect(analysis.keyPoints).toHaveLength(4);
  });
});
