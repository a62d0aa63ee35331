import { describe, expect, it } from 'vitest';
import { reflowOcrText } from '../../src/ocr/reflow.js';
import { analyzeLocally } from '../../src/providers/local/index.js';

describe('reflowOcrText', () => {
  it('joins a sentence wrapped across screen lines, keeping headings apart', () => {
    expect(reflowOcrText('WHEN TO CALL\nCall if a baby younger than three\nmonths has a fever.')).toBe(
      'WHEN TO CALL\nCall if a baby younger than three months has a fever.',
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
