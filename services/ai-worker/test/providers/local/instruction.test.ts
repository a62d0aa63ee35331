import { describe, expect, it } from 'vitest';
import { analyzeLocally } from '../../../src/providers/local/index.js';
import {
  childOf,
  namesItsSubject,
  namesThings,
  shortenInstruction,
  withChild,
} from '../../../src/providers/local/instruction.js';

describe('action items as instructions', () => {
  it('cuts a long order down to the order, keeping short ones whole', () => {
    expect(
      shortenInstruction(
        "Don't put your fingers in their mouth, as this can push food further back towards the airway.",
      ),
    ).toBe("Don't put your fingers in their mouth");
    expect(
      shortenInstruction(
        'Keep the volume low (under 50dB, like a shower) and put it across the room, not in the cot',
      ),
    ).toBe('Keep the volume low and put it across the room');
    expect(
      shortenInstruction(
        'Introduce common allergens such as egg and peanut one at a time, and keep offering them',
      ),
    ).toBe('Introduce common allergens such as egg and peanut one at a time');
    expect(shortenInstruction('Keep the room dark, cool and quiet')).toBe(
      'Keep the room dark, cool and quiet',
    );
  });

  it('names the child an order is about, and drops orders that name nothing', () => {
    expect(childOf('Toddler car seat mistakes. Keep your toddler rear-facing.')).toBe('your toddler');
    expect(withChild('Buckle them in wearing a thin fleece', 'your toddler')).toBe(
      'Buckle your toddler in wearing a thin fleece',
    );
    expect(namesItsSubject('Keep it short.')).toBe(false);
    expect(namesItsSubject('Tell someone.')).toBe(false);
    expect(namesItsSubject('Dim the lights an hour before bed.')).toBe(true);
  });

  it('tells a list line that names things from one that says to do something', () => {
    for (const things of [
      'Phone charger, long cable',
      'Rice bin with cups and spoons',
      'Stool softener (ask your midwife)',
    ])
      expect(namesThings(things), things).toBe(true);
    for (const order of [
      'Pack plenty of maternity pads',
      'Say goodnight and leave the room',
      'Hide 10 teddies around the house',
      'Offer iron-rich foods every day',
    ])
      expect(namesThings(order), order).toBe(false);
  });

  it('gives a checklist no fragments as actions, and a page no copies of its long sentences', () => {
    const checklist = analyzeLocally({
      url: null,
      platform: 'manual',
      title: null,
      description: null,
      text: 'Hospital bag checklist\n- Phone charger, long cable\n- Big comfy knickers\n- Nipple cream\nPack the bag by 36 weeks.',
    }).analysis;
    expect(checklist.actionItems).not.toContain('Phone charger, long cable.');
    const page = analyzeLocally({
      url: null,
      platform: 'other',
      title: 'Gagging or choking',
      description: null,
      text: "Gagging is noisy and normal.\nDon't put your fingers in their mouth, as this can push food further back towards the airway and make choking worse.\nAlways sit your baby upright in a high chair and stay with them while they eat, because slumped babies choke more easily.",
    }).analysis;
    expect(page.actionItems).toEqual([
      "Don't put your fingers in their mouth.",
      'Always sit your baby upright in a high chair and stay with them while they eat.',
    ]);
    expect(page.actionItems.length).toBeGreaterThan(0);
  });
});
