/**
 * The sleep schedule generator (part 1 §1, issue 9): a day plan of wake windows, naps and bedtime
 * for a child's age, built from the time the child wakes up. Pure functions; times are minutes
 * after midnight.
 *
 * The ranges it is built on:
 * - total sleep per 24 hours: the American Academy of Sleep Medicine's recommendations, endorsed
 *   by the American Academy of Pediatrics (4-12 months 12-16 h, 1-2 years 11-14 h, 3-5 years
 *   10-13 h); under 4 months, where they make none, the NHS's 8-18 h for newborns;
 * - wake windows and nap counts: the typical ranges paediatric sleep guides publish. They are
 *   typical, not rules: every child differs, and sleepy cues matter more than the clock.
 */

export interface SleepBand {
  id: string;
  /** The age range as shown. */
  label: string;
  /** Where the band starts (whole weeks under 3 months, whole months from then on). */
  from: { weeks: number } | { months: number };
  /** Typical awake time between sleeps, in minutes. */
  wakeWindow: [number, number];
  /** The usual number of naps, as shown ('4-5'). */
  napsRange: string;
  /** The planned naps' lengths in minutes, first to last; fewest naps the band allows. */
  naps: number[];
  minNaps: number;
  totalSleepHours: [number, number];
  totalSleepSource: string;
  note: string;
}

const NHS = 'NHS (newborns, 8-18 hours in 24)';
const AASM = 'AASM, endorsed by the AAP';

export const SLEEP_BANDS: readonly SleepBand[] = [
  {
    id: '0-6-weeks',
    label: '0-6 weeks',
    from: { weeks: 0 },
    // From 45 minutes: seven shorter windows left more than the 18 hours of sleep the band states.
    wakeWindow: [45, 60],
    napsRange: '5-6 or more',
    naps: [75, 75, 75, 75, 60, 60],
    minNaps: 5,
    totalSleepHours: [8, 18],
    totalSleepSource: NHS,
    note: 'Newborns sleep in short stretches around the clock and feed on demand, night feeds included. Treat this plan as a gentle rhythm, not a timetable.',
  },
  {
    id: '6-weeks-3-months',
    label: '6 weeks-3 months',
    from: { weeks: 6 },
    wakeWindow: [60, 90],
    napsRange: '4-5',
    naps: [90, 90, 90, 45],
    minNaps: 4,
    totalSleepHours: [8, 18],
    totalSleepSource: NHS,
    note: 'Night feeds are still normal. A dark, calm room at bedtime and daylight in the morning help the body clock settle.',
  },
  {
    id: '3-4-months',
    label: '3-4 months',
    from: { months: 3 },
    wakeWindow: [75, 120],
    napsRange: '4',
    naps: [90, 90, 45, 30],
    minNaps: 3,
    totalSleepHours: [12, 16],
    totalSleepSource: `${AASM} (from 4 months)`,
    note: 'Sleep often changes around now (the "4-month regression"): a short late-afternoon catnap keeps the last stretch before bed manageable.',
  },
  {
    id: '4-6-months',
    label: '4-6 months',
    from: { months: 4 },
    wakeWindow: [90, 150],
    napsRange: '3',
    naps: [90, 90, 45],
    minNaps: 3,
    totalSleepHours: [12, 16],
    totalSleepSource: AASM,
    note: 'Many babies can now fall asleep on their own when put down drowsy but awake; some still need a night feed.',
  },
  {
    id: '6-9-months',
    label: '6-9 months',
    from: { months: 6 },
    wakeWindow: [120, 165],
    napsRange: '2-3',
    naps: [75, 75, 30],
    minNaps: 2,
    totalSleepHours: [12, 16],
    totalSleepSource: AASM,
    note: 'Most babies drop the third, short nap between 7 and 9 months; bring bedtime a little earlier on days with two naps.',
  },
  {
    id: '9-12-months',
    label: '9-12 months',
    from: { months: 9 },
    wakeWindow: [150, 210],
    napsRange: '2',
    naps: [90, 75],
    minNaps: 2,
    totalSleepHours: [12, 16],
    totalSleepSource: AASM,
    note: 'Separation anxiety can bring night waking; a steady bedtime routine helps.',
  },
  {
    id: '12-18-months',
    label: '12-18 months',
    from: { months: 12 },
    wakeWindow: [180, 240],
    napsRange: '1-2',
    naps: [75, 60],
    minNaps: 1,
    totalSleepHours: [11, 14],
    totalSleepSource: AASM,
    note: 'Most toddlers move to one midday nap between 15 and 18 months; on one nap, an earlier bedtime covers the gap.',
  },
  {
    id: '18-months-3-years',
    label: '18 months-3 years',
    from: { months: 18 },
    wakeWindow: [300, 330],
    napsRange: '1',
    naps: [120],
    minNaps: 1,
    totalSleepHours: [11, 14],
    totalSleepSource: AASM,
    note: 'One nap after lunch; keep it ending by mid-afternoon so bedtime stays easy.',
  },
  {
    id: '3-5-years',
    label: '3-5 years',
    from: { months: 36 },
    wakeWindow: [660, 750],
    napsRange: '0-1',
    naps: [],
    minNaps: 0,
    totalSleepHours: [10, 13],
    totalSleepSource: AASM,
    note: 'Many 3-year-olds still nap; by 5 most do not. A quiet hour after lunch helps either way.',
  },
];

/** Where every plan keeps bedtime: 18:00 to 20:30. */
export const BEDTIME_WINDOW = { earliest: 18 * 60, latest: 20 * 60 + 30 } as const;
/** Wake-up times the generator plans from. */
export const WAKE_UP_RANGE = { earliest: 5 * 60, latest: 9 * 60 + 30 } as const;
/** The band for children past 5 years is the last one; older children are out of range. */
export const MAX_SLEEP_AGE_MONTHS = 60;

/** A child's age as the form gives it: whole weeks or months, or a birth date with `now`. */
export type ChildAgeInput = { weeks: number } | { months: number } | { birthDate: Date; now: Date };

export interface ChildAge {
  weeks: number;
  months: number;
}

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => Math.floor(d.getTime() / DAY_MS);

/** Whole weeks and whole months of an age; months from weeks count 52 weeks as 12 months. */
export function childAgeOf(input: ChildAgeInput): ChildAge {
  if ('weeks' in input) return { weeks: input.weeks, months: Math.floor((input.weeks * 12) / 52 + 1e-9) };
  if ('months' in input) return { weeks: Math.floor((input.months * 52) / 12 + 1e-9), months: input.months };
  const { birthDate: b, now } = input;
  const days = utcDay(now) - utcDay(b);
  let months = (now.getUTCFullYear() - b.getUTCFullYear()) * 12 + (now.getUTCMonth() - b.getUTCMonth());
  if (now.getUTCDate() < b.getUTCDate()) months -= 1;
  return { weeks: Math.floor(days / 7), months };
}

/** The band an age falls in: weeks decide below 3 months, months from then on. */
export function sleepBandFor(age: ChildAge): SleepBand {
  let found = SLEEP_BANDS[0]!;
  for (const band of SLEEP_BANDS) {
    const reached = 'weeks' in band.from ? age.weeks >= band.from.weeks : age.months >= band.from.months;
    if (reached) found = band;
  }
  return found;
}

export interface SleepBlock {
  kind: 'wake' | 'nap' | 'night';
  /** 'Nap 1', 'Awake', 'Bedtime'. */
  label: string;
  start: number;
  end: number;
  minutes: number;
}

export interface SleepPlan {
  band: SleepBand;
  wakeUp: number;
  bedtime: number;
  /** Awake, nap, awake, ... awake, then the night. */
  blocks: SleepBlock[];
  naps: SleepBlock[];
  daySleepMinutes: number;
  /** Bedtime to the next wake-up, night feeds and wakings included. */
  nightMinutes: number;
  /** Why the plan differs from the band's usual shape (bedtime held in its window, a nap dropped). */
  adjustments: string[];
}

export type SleepPlanOutcome = { ok: true; plan: SleepPlan } | { ok: false; problem: string };

const round5 = (m: number) => Math.round(m / 5) * 5;

/** 'HH:MM' (24 h) as minutes after midnight; null when it is not a time. */
export function parseClock(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** Minutes after midnight as '7:05 AM'. */
export function formatClock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${suffix}`;
}

/** '1 h 30 min', '45 min', '2 h'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Wake windows growing through the day from the band's shortest to its longest. */
function windowsFor(band: SleepBand, napCount: number): number[] {
  const [min, max] = band.wakeWindow;
  if (napCount === 0) return [max];
  return Array.from({ length: napCount + 1 }, (_, i) => round5(min + ((max - min) * i) / napCount));
}

/** A dropped nap's sleep moves to the last nap kept, up to 2 hours (one long nap, not two short ones). */
const LONGEST_NAP = 120;
function lastNapMinutes(band: SleepBand, napCount: number): number {
  const dropped = band.naps.slice(napCount).reduce((sum, n) => sum + n, 0);
  const last = band.naps[napCount - 1]!;
  return dropped === 0 ? last : Math.max(last, Math.min(LONGEST_NAP, last + dropped));
}

function layOut(band: SleepBand, wakeUp: number, napCount: number) {
  const windows = windowsFor(band, napCount);
  const blocks: SleepBlock[] = [];
  let t = wakeUp;
  windows.forEach((w, i) => {
    blocks.push({ kind: 'wake', label: 'Awake', start: t, end: t + w, minutes: w });
    t += w;
    if (i < napCount) {
      const nap = i === napCount - 1 ? lastNapMinutes(band, napCount) : band.naps[i]!;
      blocks.push({ kind: 'nap', label: `Nap ${i + 1}`, start: t, end: t + nap, minutes: nap });
      t += nap;
    }
  });
  return { blocks, bedtime: t };
}

/** How far every wake window may shrink to keep bedtime by 20:30 before a nap is dropped instead. */
const MAX_WINDOW_CUT = 15;

/** Moves bedtime by `shift` minutes, sharing the change across the wake windows (5-minute steps). */
function shiftBedtime(blocks: SleepBlock[], shift: number): void {
  const wakes = blocks.filter((b) => b.kind === 'wake');
  const each = round5(shift / wakes.length);
  let moved = 0;
  for (const block of blocks) {
    block.start += moved;
    if (block.kind === 'wake') {
      const change = block === wakes[wakes.length - 1] ? shift - each * (wakes.length - 1) : each;
      block.minutes += change;
      moved += change;
    }
    block.end = block.start + block.minutes;
  }
}

/** A nap is never planned shorter than this when naps are trimmed to the band's total. */
const SHORTEST_NAP = 30;

/**
 * Trims the naps so naps and night together stay within the band's stated total (a late wake-up
 * or a newborn's long night would otherwise plan more sleep than the plan says a child needs).
 * Five minutes at a time from the longest nap, never below 30 minutes; the time goes to the wake
 * window after the nap, so bedtime and the night stay as they are. Returns the minutes trimmed.
 */
function trimNapsToTotal(blocks: SleepBlock[], maxMinutes: number, nightMinutes: number): number {
  const naps = blocks.filter((b) => b.kind === 'nap');
  const asleep = () => naps.reduce((sum, n) => sum + n.minutes, 0) + nightMinutes;
  let trimmed = 0;
  while (asleep() > maxMinutes) {
    const longest = naps.reduce<SleepBlock | null>(
      (best, n) => (n.minutes - 5 >= SHORTEST_NAP && (!best || n.minutes > best.minutes) ? n : best),
      null,
    );
    if (!longest) break;
    const after = blocks[blocks.indexOf(longest) + 1]!;
    longest.minutes -= 5;
    longest.end -= 5;
    after.start -= 5;
    after.minutes += 5;
    trimmed += 5;
  }
  return trimmed;
}

/**
 * The day plan. Bedtime is held within 18:00-20:30 by lengthening or shortening the wake windows
 * a little each; a late wake-up that would cut every window by more than 15 minutes drops the last
 * (shortest) nap instead, where the band allows fewer naps; naps are trimmed so naps and night stay
 * within the band's total sleep. Each change is said in `adjustments`.
 */
export function buildSleepPlan(ageInput: ChildAgeInput, wakeUp: number): SleepPlanOutcome {
  const age = childAgeOf(ageInput);
  if (age.weeks < 0 || age.months < 0)
    return { ok: false, problem: 'The birth date cannot be in the future.' };
  if (age.months >= MAX_SLEEP_AGE_MONTHS) {
    return { ok: false, problem: 'This planner covers children up to 5 years old.' };
  }
  if (wakeUp < WAKE_UP_RANGE.earliest || wakeUp > WAKE_UP_RANGE.latest) {
    return {
      ok: false,
      problem: `Choose a wake-up time between ${formatClock(WAKE_UP_RANGE.earliest)} and ${formatClock(WAKE_UP_RANGE.latest)}.`,
    };
  }
  const band = sleepBandFor(age);
  const adjustments: string[] = [];
  let napCount = band.naps.length;
  let laid = layOut(band, wakeUp, napCount);
  const cutPerWindow = (l: typeof laid, n: number) => (l.bedtime - BEDTIME_WINDOW.latest) / (n + 1);
  while (napCount > band.minNaps && cutPerWindow(laid, napCount) > MAX_WINDOW_CUT) {
    napCount -= 1;
    laid = layOut(band, wakeUp, napCount);
  }
  const { blocks } = laid;
  // A nap dropped for a late wake-up gives its time back to the wake windows up to the latest bedtime.
  const dropped = napCount < band.naps.length;
  if (dropped) {
    adjustments.push(
      `With a ${formatClock(wakeUp)} wake-up, ${napCount === 1 ? 'one nap keeps' : `${napCount} naps keep`} bedtime from running late.`,
    );
  }
  const bedtime = dropped
    ? BEDTIME_WINDOW.latest
    : Math.min(BEDTIME_WINDOW.latest, Math.max(BEDTIME_WINDOW.earliest, laid.bedtime));
  if (bedtime !== laid.bedtime && !dropped) {
    adjustments.push(
      bedtime === BEDTIME_WINDOW.earliest
        ? `Bedtime is kept at ${formatClock(bedtime)}, the earliest sensible time, so the wake windows are a little longer than usual: watch for sleepy cues.`
        : `Bedtime is kept at ${formatClock(bedtime)}, the latest sensible time, so the wake windows are a little shorter than usual.`,
    );
  }
  shiftBedtime(blocks, bedtime - laid.bedtime);
  const nightMinutes = wakeUp + 24 * 60 - bedtime;
  const maxSleep = band.totalSleepHours[1] * 60;
  if (trimNapsToTotal(blocks, maxSleep, nightMinutes) > 0) {
    adjustments.push(
      `Naps are kept shorter so the day and night together stay within the ${band.totalSleepHours[1]} hours of sleep a child of this age needs at most.`,
    );
  }
  blocks.push({
    kind: 'night',
    label: 'Bedtime',
    start: bedtime,
    end: wakeUp + 24 * 60,
    minutes: nightMinutes,
  });
  const naps = blocks.filter((b) => b.kind === 'nap');
  return {
    ok: true,
    plan: {
      band,
      wakeUp,
      bedtime,
      blocks,
      naps,
      daySleepMinutes: naps.reduce((sum, n) => sum + n.minutes, 0),
      nightMinutes,
      adjustments,
    },
  };
}
