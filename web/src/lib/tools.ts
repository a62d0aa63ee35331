/**
 * Every parenting tool, in the order the /tools page, the header's Tools menu and the public pages
 * list them. `guarded` tools show the sign-in card to signed-out visitors.
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
