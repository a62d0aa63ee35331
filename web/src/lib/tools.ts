/**
 * Every parenting tool, in the order the header's Tools menu and the public pages list them (and
 * /tools when the stage is not known: see `toolsForStage`). `guarded` tools show the sign-in card
 * to signed-out visitors.
 */
export interface ToolEntry {
  path: string;
  name: string;
  summary: string;
  guarded: boolean;
}

export const TOOLS: readonly ToolEntry[] = [
  {
    path: '/tools/milestone-tracker',
    name: 'Milestone Tracker',
    summary: 'Tick off the CDC milestones for your child’s age and bring a summary to check-ups.',
    guarded: true,
  },
  {
    path: '/tools/baby-name-generator',
    name: 'Baby Name Generator',
    summary: 'Thousands of names by gender, origin, meaning and popularity; keep your favourites.',
    guarded: true,
  },
  {
    path: '/tools/growth-calculator',
    name: 'Growth Calculator',
    summary: 'WHO percentiles for weight, length and head circumference, drawn on a growth chart.',
    guarded: true,
  },
  {
    path: '/tools/due-date-calculator',
    name: 'Due Date Calculator',
    summary: 'Your due date from your last period, conception or IVF transfer, with key dates.',
    guarded: true,
  },
  {
    path: '/tools/feeding-tracker',
    name: 'Feeding Tracker',
    summary: 'Breastfeeds with a timer, bottles and first foods: last feed, today and the week.',
    guarded: true,
  },
  {
    path: '/tools/phase-calculator',
    name: 'Parenting Phase Calculator',
    summary: 'Which phase you are in from a due date or birthday, and what it usually brings.',
    guarded: false,
  },
  {
    path: '/tools/sleep-schedule',
    name: 'Sleep Schedule Generator',
    summary: 'Wake windows, naps and bedtime for your child’s age from their wake-up time.',
    guarded: false,
  },
];

/**
 * The /tools page puts first what fits the active child's stage (NestKeep issue 22 follow-up): a
 * parent trying or expecting needs the due date, names and what the phase brings before any
 * tracker; a newborn's parent comes back for feeds, weight and sleep every day, milestones matter
 * a little later; from 3 months on, milestones and growth are what check-ups ask about, and feeds
 * fade behind sleep. Labour & birth and postpartum recovery are the newborn's weeks. Every tool
 * stays listed in each order (nothing is hidden); an unknown stage (signed out, no child, an old
 * value) keeps TOOLS' own order.
 */
const ORDER_BY_GROUP = {
  expecting: [
    '/tools/due-date-calculator',
    '/tools/baby-name-generator',
    '/tools/phase-calculator',
    '/tools/feeding-tracker',
    '/tools/sleep-schedule',
    '/tools/milestone-tracker',
    '/tools/growth-calculator',
  ],
  newborn: [
    '/tools/feeding-tracker',
    '/tools/growth-calculator',
    '/tools/sleep-schedule',
    '/tools/milestone-tracker',
    '/tools/phase-calculator',
    '/tools/baby-name-generator',
    '/tools/due-date-calculator',
  ],
  child: [
    '/tools/milestone-tracker',
    '/tools/growth-calculator',
    '/tools/sleep-schedule',
    '/tools/feeding-tracker',
    '/tools/phase-calculator',
    '/tools/due-date-calculator',
    '/tools/baby-name-generator',
  ],
} as const satisfies Record<string, readonly string[]>;

/** The orders by group, for tests: each must hold every tool once. */
export const TOOL_ORDERS: Readonly<Record<string, readonly string[]>> = ORDER_BY_GROUP;

/** Which order a child stage (common's stage values) reads; absent: unknown, TOOLS' order. */
const GROUP_OF_STAGE: Record<string, keyof typeof ORDER_BY_GROUP> = {
  'trying-to-conceive': 'expecting',
  'pregnant-1st': 'expecting',
  'pregnant-2nd': 'expecting',
  'pregnant-3rd': 'expecting',
  'labor-birth': 'newborn',
  'postpartum-recovery': 'newborn',
  newborn: 'newborn',
  infant: 'child',
  toddler: 'child',
  preschool: 'child',
  preschooler: 'child',
};

/** Every tool, those that fit `stage` first; TOOLS' order when the stage is unknown. */
export function toolsForStage(stage: string | null | undefined): readonly ToolEntry[] {
  const group = stage && Object.hasOwn(GROUP_OF_STAGE, stage) ? GROUP_OF_STAGE[stage] : undefined;
  if (!group) return TOOLS;
  const order: readonly string[] = ORDER_BY_GROUP[group];
  // A tool missing from an order (one added to TOOLS later) still shows, after the ordered ones.
  const rank = (t: ToolEntry) => {
    const i = order.indexOf(t.path);
    return i === -1 ? order.length : i;
  };
  return [...TOOLS].sort((a, b) => rank(a) - rank(b));
}
