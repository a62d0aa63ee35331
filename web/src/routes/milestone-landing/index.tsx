import { CheckCircle2, ClipboardList, MessageCircle, NotebookPen, Printer, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MILESTONE_CATEGORIES } from '@nestkeep/common/web';
import { Logo } from '@/components/marketing/brand';
import { btn } from '@/components/marketing/button-class';
import { CATEGORY_BADGE, categoryLabel } from '@/components/milestones/category';
import { CdcCredit, DoctorNote } from '@/components/milestones/guidance';
import { PAGE_META, usePageMeta } from '@/lib/meta';

const TRACKER_PATH = '/tools/milestone-tracker';

const STAGES = [
  '2 months',
  '4 months',
  '6 months',
  '9 months',
  '12 months',
  '15 months',
  '18 months',
  '2 years',
  '30 months',
  '3 years',
  '4 years',
  '5 years',
];

const FEATURES = [
  {
    icon: ClipboardList,
    title: '12 check-up ages',
    text: 'The CDC checklists for 2, 4, 6, 9, 12, 15, 18, 24 and 30 months and 3, 4 and 5 years, opened at your child’s age.',
  },
  {
    icon: CheckCircle2,
    title: 'Tick off each first',
    text: 'Mark a milestone achieved and we keep the date, so you never have to remember when it happened.',
  },
  {
    icon: NotebookPen,
    title: 'Notes that matter',
    text: 'Add a note to any milestone: how it went, or something to ask at the next visit.',
  },
  {
    icon: Printer,
    title: 'A summary for the doctor',
    text: 'Print each stage’s achieved and not-yet milestones with your notes and bring it to the check-up.',
  },
  {
    icon: Users,
    title: 'Every child',
    text: 'Track brothers and sisters side by side, each at their own age.',
  },
  {
    icon: MessageCircle,
    title: 'Questions welcome',
    text: 'Wondering about a milestone? Ask our AI chat for ideas to encourage it at home.',
  },
];

const linkClass =
  'rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/** The public milestone tracker landing (/baby-milestone-tracker, part 1 §2.1): no app navigation. */
export default function MilestoneLanding() {
  usePageMeta(PAGE_META['/baby-milestone-tracker']);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');

  const start = (e: FormEvent) => {
    e.preventDefault();
    const params = new URLSearchParams();
    if (email.trim()) params.set('email', email.trim());
    params.set('redirect', TRACKER_PATH);
    navigate(`/signup?${params.toString()}`);
  };

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
          <Logo />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <Link className={btn({ variant: 'ghost', size: 'sm' })} to="/login">
              Log in
            </Link>
            <Link className={btn({ variant: 'outline', size: 'sm' })} to="/app">
              Open the app
            </Link>
          </div>
        </div>
      </header>

      <div>
        <section className="px-4 py-14 sm:py-20" aria-labelledby="milestone-landing-title">
          <div className="mx-auto max-w-3xl text-center">
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary dark:text-violet-300">
              Free baby milestone tracker
            </p>
            <h1 id="milestone-landing-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
              See what your child is learning, one milestone at a time
            </h1>
            <p className="mt-5 text-lg text-muted-foreground">
              Follow your baby’s development from 2 months to 5 years with the CDC’s milestone checklists:
              social and emotional, language, thinking and movement. Tick off each first, keep notes and bring
              a summary to every check-up.
            </p>
            <form onSubmit={start} className="mx-auto mt-8 flex max-w-md flex-col gap-2 sm:flex-row">
              <label htmlFor="milestone-landing-email" className="sr-only">
                Email address
              </label>
              <input
                id="milestone-landing-email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className="h-12 w-full rounded-lg border border-border bg-card px-3 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              />
              <button type="submit" className={btn({ size: 'lg', className: 'shrink-0' })}>
                Get Started Free
              </button>
            </form>
            <p className="mt-3 text-sm text-muted-foreground">
              The tracker is free to use. Already have an account?{' '}
              <Link to="/login" className="font-medium text-primary underline dark:text-violet-300">
                Log in
              </Link>
            </p>
          </div>
        </section>

        <section className="bg-muted/40 px-4 py-14" aria-labelledby="milestone-landing-stages">
          <div className="mx-auto max-w-5xl">
            <h2 id="milestone-landing-stages" className="text-center text-2xl font-bold sm:text-3xl">
              Every check-up age, every area of development
            </h2>
            <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="Stages">
              {STAGES.map((s) => (
                <li
                  key={s}
                  className="rounded-full border border-border bg-card px-3 py-1 text-sm font-medium"
                >
                  {s}
                </li>
              ))}
            </ul>
            <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Areas of development">
              {MILESTONE_CATEGORIES.map((c) => (
                <li key={c} className={`rounded-full px-3 py-1 text-sm font-semibold ${CATEGORY_BADGE[c]}`}>
                  {categoryLabel(c)}
                </li>
              ))}
            </ul>
            <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <div key={title} className="rounded-xl border border-border bg-card p-5">
                  <Icon className="h-6 w-6 text-primary dark:text-violet-300" aria-hidden />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section className="px-4 py-14" aria-labelledby="milestone-landing-trust">
          <div className="mx-auto max-w-3xl space-y-4">
            <h2 id="milestone-landing-trust" className="text-2xl font-bold sm:text-3xl">
              Built on public health guidance
            </h2>
            <CdcCredit className="text-base" />
            <DoctorNote />
            <div className="flex flex-wrap gap-3 pt-2">
              <Link to={`/signup?redirect=${encodeURIComponent(TRACKER_PATH)}`} className={btn()}>
                Start tracking free
              </Link>
              <Link to="/chat" className={btn({ variant: 'outline' })}>
                <MessageCircle className="h-4 w-4" aria-hidden />
                Ask the AI chat
              </Link>
            </div>
          </div>
        </section>
      </div>

      <footer className="border-t border-border bg-card">
        <nav
          aria-label="Footer"
          className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6"
        >
          <Link to="/" className={linkClass}>
            Home
          </Link>
          <Link to="/app" className={linkClass}>
            Dashboard
          </Link>
          <Link to="/chat" className={linkClass}>
            AI Chat
          </Link>
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
        </nav>
      </footer>
    </div>
  );
}
