import { Bookmark, FolderOpen, MessageCircle, Pause, Play, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { clsx as cn } from 'clsx';

/** Rotation period of the homepage showcase (spec part 1 §9). */
export const SHOWCASE_INTERVAL_MS = 3000;

export const SHOWCASE_STEPS = [
  { key: 'save', label: 'Save content', icon: Bookmark },
  { key: 'chat', label: 'AI chat', icon: MessageCircle },
  { key: 'organised', label: 'Organised', icon: FolderOpen },
] as const;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

function SavePanel() {
  return (
    <div className="space-y-3">
      <div className="rounded-xl border border-border bg-card p-4 shadow-sm">
        <div className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
          <span className="h-6 w-6 rounded-full bg-gradient-to-br from-pink-400 to-orange-300" aria-hidden />
          @sleepy.pediatrics · Instagram
        </div>
        <p className="mt-3 font-semibold">5 signs your baby is ready to drop a nap</p>
        <div
          className="mt-3 h-24 rounded-lg bg-gradient-to-br from-violet-200 via-pink-100 to-amber-100"
          aria-hidden
        />
      </div>
      <div className="flex items-center gap-2 rounded-xl bg-primary px-4 py-3 text-sm font-medium text-primary-foreground">
        <Bookmark className="h-4 w-4" aria-hidden />
        Saved to Sleep &amp; Routines · 6–12 months
      </div>
    </div>
  );
}

function ChatPanel() {
  return (
    <div className="space-y-3 text-sm">
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-primary-foreground">
        What did that nap post say about wake windows?
      </p>
      <div className="max-w-[90%] rounded-2xl rounded-bl-sm border border-border bg-card px-4 py-3 shadow-sm">
        <p className="flex items-center gap-1 text-xs font-semibold text-primary dark:text-violet-300">
          <Sparkles className="h-3.5 w-3.5" aria-hidden /> NestKeep AI
        </p>
        <p className="mt-1">
          From your saved post: at 8–10 months most babies manage wake windows of about 3 hours. Watch for
          longer settling at nap time as a sign it’s time to stretch them.
        </p>
      </div>
    </div>
  );
}

function OrganisedPanel() {
  const rows = [
    ['Sleep & Routines', 24, 'bg-violet-500'],
    ['Feeding & Nutrition', 17, 'bg-pink-500'],
    ['Development & Milestones', 12, 'bg-amber-500'],
    ['Health & Safety', 9, 'bg-emerald-500'],
  ] as const;
  return (
    <ul className="space-y-2">
      {rows.map(([name, count, dot]) => (
        <li
          key={name}
          className="flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm shadow-sm"
        >
          <span className={cn('h-2.5 w-2.5 rounded-full', dot)} aria-hidden />
          <span className="font-medium">{name}</span>
          <span className="ml-auto text-muted-foreground">{count} tips</span>
        </li>
      ))}
    </ul>
  );
}

const PANELS = { save: SavePanel, chat: ChatPanel, organised: OrganisedPanel };
const CAPTIONS = {
  save: 'Share any post or link to NestKeep in a tap.',
  chat: 'Ask a question and get answers from what you saved.',
  organised: 'Everything sorted by topic and your child’s age.',
};

/**
 * The homepage's three-step showcase (spec part 1 §2, §9): advances every 3000 ms and wraps after
 * the last step. It starts paused when the visitor prefers reduced motion, and can be paused.
 */
export function Showcase({ id = 'demo' }: { id?: string }) {
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setActive((i) => (i + 1) % SHOWCASE_STEPS.length), SHOWCASE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [active, playing]);

  const step = SHOWCASE_STEPS[active];
  const Panel = PANELS[step.key];

  return (
    <div id={id} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
      <div className="rounded-[2rem] border border-border bg-gradient-to-br from-violet-100 via-card to-pink-50 p-4 shadow-xl dark:from-violet-950/60 dark:via-card dark:to-pink-950/30 sm:p-6">
        <div className="mb-4 flex items-center justify-between gap-2">
          <ol aria-label="How NestKeep works" className="flex flex-wrap gap-2">
            {SHOWCASE_STEPS.map((s, i) => (
              <li key={s.key}>
                <button
                  type="button"
                  aria-pressed={i === active}
                  onClick={() => setActive(i)}
                  className={cn(
                    'flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary motion-reduce:transition-none',
                    i === active
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-card text-foreground hover:bg-muted',
                  )}
                >
                  <s.icon className="h-3.5 w-3.5" aria-hidden />
                  <span className="sr-only">Step {i + 1}: </span>
                  {s.label}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? 'Pause showcase' : 'Play showcase'}
            className="rounded-full p-2 text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
          </button>
        </div>
        <div
          data-step={step.key}
          className="min-h-64 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
          key={step.key}
        >
          <Panel />
        </div>
        <p className="mt-4 text-center text-sm font-medium text-foreground">{CAPTIONS[step.key]}</p>
      </div>
    </div>
  );
}
