import { useCallback, useEffect, useState } from 'react';
import type { BreastSide } from '@nestkeep/common/web';

/**
 * A breastfeed being timed; `stoppedAt` is set once stopped and until saved, resumed or discarded.
 * `pausedMs` is the time spent stopped before a resume (the baby latched again): not feeding time.
 */
export interface BreastTimer {
  side: BreastSide;
  startedAt: number;
  stoppedAt: number | null;
  pausedMs?: number;
}

const storageKey = (childId: number) => `nestkeep:feeding-timer:${childId}`;

function readTimer(childId: number): BreastTimer | null {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(childId)) ?? 'null') as BreastTimer | null;
    return value && typeof value.startedAt === 'number' ? value : null;
  } catch {
    return null;
  }
}

/**
 * A per-child start/stop timer kept in localStorage, so a reload (or a phone locking the tab)
 * mid-feed keeps counting from the real start time. `now` ticks every second while it runs.
 */
export function useBreastTimer(childId: number) {
  const [timer, setTimer] = useState<BreastTimer | null>(() => readTimer(childId));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => setTimer(readTimer(childId)), [childId]);

  const running = Boolean(timer && timer.stoppedAt === null);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);

  const store = useCallback(
    (next: BreastTimer | null) => {
      if (next) localStorage.setItem(storageKey(childId), JSON.stringify(next));
      else localStorage.removeItem(storageKey(childId));
      setTimer(next);
    },
    [childId],
  );

  const elapsedSeconds = timer
    ? Math.round(((timer.stoppedAt ?? now) - timer.startedAt - (timer.pausedMs ?? 0)) / 1000)
    : 0;
  return {
    timer,
    running,
    elapsedSeconds,
    start: (side: BreastSide) => store({ side, startedAt: Date.now(), stoppedAt: null }),
    stop: () => timer && store({ ...timer, stoppedAt: Date.now() }),
    // The same timer counts on from where it stopped; the pause is left out of the feed's length.
    resume: () =>
      timer?.stoppedAt != null &&
      store({ ...timer, stoppedAt: null, pausedMs: (timer.pausedMs ?? 0) + Date.now() - timer.stoppedAt }),
    setSide: (side: BreastSide) => timer && store({ ...timer, side }),
    clear: () => store(null),
  };
}
