import { practicesAskedAbout } from '@nestkeep/common';
import { RETRIEVAL, type RetrievalInput, type Retriever } from './retrieval.js';
import type { NotedPassage } from './saves.js';

/**
 * A question about advice that guidance says never to follow (common's unsafe-advice list: 'is it
 * ok to give her a bit of honey on toast at 7 months', 'nan says whisky on his gums') is answered
 * with that guidance first (issue 20 points 3 and 4), whatever else its words match: the parent
 * reads "honey should not be given to babies under 12 months" before anything about finger foods.
 *
 * Each rule of the list names the knowledge passage that gives its guidance.
 */
export const PRACTICE_PASSAGES: Readonly<Record<string, string>> = {
  'front-sleeping': 'safe-sleep-back-to-sleep',
  'side-sleeping': 'safe-sleep-back-to-sleep',
  'sofa-sleeping': 'safe-sleep-sofa-armchair',
  'cot-bumpers-soft-bedding': 'safe-sleep-no-soft-bedding',
  'weighted-sleep-products': 'safe-sleep-swaddling',
  'inclined-sleep': 'safe-sleep-no-inclined-sleepers',
  'sitting-devices-for-sleep': 'safe-sleep-no-inclined-sleepers',
  'honey-under-one': 'starting-solids-foods-to-avoid',
  'cows-milk-main-drink': 'bottle-feeding-cows-milk-after-12-months',
  'water-young-babies': 'starting-solids-drinks',
  'cereal-in-bottle': 'bottle-feeding-nothing-added-to-formula',
  'propped-bottle': 'bottle-feeding-never-prop',
  'whole-nuts-under-five': 'choking-cutting-food',
  'whole-grapes-under-five': 'choking-cutting-food',
  'amber-teething-necklace': 'teething-products-to-avoid',
  'alcohol-on-gums': 'teething-no-alcohol-on-gums',
  'numbing-teething-gels': 'teething-products-to-avoid',
  'cough-cold-medicine-under-six': 'colds-coughs-honey-medicines',
  'aspirin-for-children': 'fever-medicines',
  'coat-in-car-seat': 'car-seats-no-bulky-coats',
  'baby-walkers': 'home-safety-baby-walkers',
  'leaving-baby-in-bath': 'water-safety-bath-supervision',
};

/**
 * The passages with the guidance of the practices the question asks about first, then the rest of
 * the trusted guidance (its topic's get-help passage kept), then the saves; numbered again.
 */
export function leadWithAskedGuidance(
  input: RetrievalInput,
  passages: readonly NotedPassage[],
  retriever: Retriever,
): NotedPassage[] {
  const ids = [
    ...new Set(
      practicesAskedAbout(input.question, input.child.ageMonths).map((r) => PRACTICE_PASSAGES[r.id]),
    ),
  ];
  const lead = ids.flatMap((id) => (id ? (retriever.passage(id) ?? []) : []));
  if (lead.length === 0) return [...passages];
  const led = new Set(lead.map((p) => p.id));
  const trusted = passages.filter((p) => p.kind === 'trusted' && !led.has(p.id));
  const help = trusted.filter((p) => p.getHelp);
  const room = Math.max(0, RETRIEVAL.maxPassages - lead.length - help.length);
  const rest = [...trusted.filter((p) => !p.getHelp).slice(0, room), ...help];
  const saved = passages.filter((p) => p.kind === 'saved');
  return [...lead, ...rest, ...saved].map((p, i) => ({ ...p, n: i + 1 }));
}
