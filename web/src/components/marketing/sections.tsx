import {
  Baby,
  Bookmark,
  Bot,
  Calculator,
  Check,
  Clock,
  FolderOpen,
  Heart,
  Lightbulb,
  Search,
  Smartphone,
  Sparkles,
  Star,
  Tags,
  UserRound,
  Users,
  X,
} from 'lucide-react';
import { Link } from 'react-router';
import { clsx as cn } from 'clsx';
import { btn } from '@/components/marketing/button-class';
import { Section } from './brand';

const iconBox =
  'flex h-11 w-11 items-center justify-center rounded-xl bg-primary/10 text-primary dark:text-violet-300';

/** 'How It Works' in three steps (basic landing). */
export function HowItWorks() {
  const steps = [
    {
      icon: Bookmark,
      title: 'Save content',
      text: 'Share a post, video or link from Instagram, TikTok, YouTube, Reddit or any website straight to NestKeep.',
    },
    {
      icon: Sparkles,
      title: 'AI analysis',
      text: 'NestKeep reads it for you and writes a short summary with key points, action steps and tags.',
    },
    {
      icon: Search,
      title: 'Organise and find',
      text: 'Tips are sorted by topic and your child’s age, so the right one is a quick search away.',
    },
  ];
  return (
    <Section
      id="how-it-works"
      eyebrow="How It Works"
      title="How It Works"
      intro="Three steps, no filing, no folders to keep tidy."
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className={iconBox}>
                <s.icon className="h-5 w-5" aria-hidden />
              </span>
              <span className="text-sm font-semibold text-primary dark:text-violet-300">Step {i + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{s.title}</h3>
            <p className="mt-2 text-muted-foreground">{s.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Four feature cards: AI summaries, smart collections, auto-tagging, smart chatbot. */
export function Features() {
  const features = [
    {
      icon: Sparkles,
      title: 'AI Summaries',
      text: 'A ten-minute video becomes five key points and the steps to try tonight.',
    },
    {
      icon: FolderOpen,
      title: 'Smart Collections',
      text: 'Sleep, feeding, milestones, health: your tips gather into collections on their own.',
    },
    {
      icon: Tags,
      title: 'Auto-Tagging',
      text: 'Every save is tagged by topic and child stage, from pregnancy to the toddler years.',
    },
    {
      icon: Bot,
      title: 'Smart Chatbot',
      text: 'Ask a question in plain words and get answers from trusted sources and your own saves.',
    },
  ];
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Everything you saved, finally useful"
      intro="NestKeep does the sorting and remembering, so you can get back to the good part."
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((f) => (
          <article key={f.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <span className={iconBox}>
              <f.icon className="h-5 w-5" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
            <p className="mt-2 text-muted-foreground">{f.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** The problem parents have and how NestKeep answers it. */
export function ProblemSolution() {
  const problems = [
    'Screenshots buried between 2,000 photos of your baby',
    'Saved posts scattered across five different apps',
    'Scrolling for that one sleep tip at 3 a.m., one-handed',
    'Advice for newborns mixed up with advice for toddlers',
  ];
  const solutions = [
    'One private place for every tip, whatever app it came from',
    'Sorted automatically by topic and your child’s age',
    'Found again in seconds with search or a quick question',
    'Short AI summaries, so you can act without rewatching',
  ];
  return (
    <Section
      id="problem"
      eyebrow="Why NestKeep"
      title="Great advice is everywhere. Finding it again is the hard part."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <article className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <h3 className="text-lg font-semibold">Without NestKeep</h3>
          <ul className="mt-4 space-y-3">
            {problems.map((p) => (
              <li key={p} className="flex gap-3">
                <X className="mt-0.5 h-5 w-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
                <span>{p}</span>
              </li>
            ))}
          </ul>
        </article>
        <article className="rounded-2xl border-2 border-primary bg-card p-6 shadow-sm">
          <h3 className="text-lg font-semibold">With NestKeep</h3>
          <ul className="mt-4 space-y-3">
            {solutions.map((s) => (
              <li key={s} className="flex gap-3">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
                <span>{s}</span>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </Section>
  );
}

/** Marketing claims of part 1 §9 (claims only). */
export const STATS = [
  { value: '50,000+', label: 'parents' },
  { value: '2.3M+', label: 'tips saved' },
  { value: '15 sec', label: 'average search' },
  { value: '98%', label: 'satisfaction' },
] as const;

const TESTIMONIALS = [
  {
    quote:
      'I used to screenshot everything and never find it again. Now when my son won’t nap I search “nap” and the three tips I trust are right there.',
    name: 'Priya S.',
    role: 'Mum of a 9-month-old',
  },
  {
    quote:
      'The summaries are a lifesaver. I don’t have time to rewatch a twelve-minute video about starting solids, but I can read five bullet points.',
    name: 'Marcus T.',
    role: 'Dad of twins',
  },
  {
    quote:
      'My partner and I finally keep our baby research in one place instead of texting each other links all day.',
    name: 'Elena R.',
    role: 'Expecting her first baby',
  },
];

/** Social proof: stats and testimonials. */
export function SocialProof() {
  return (
    <Section
      id="testimonials"
      eyebrow="Loved by parents"
      title="Parents are getting their evenings back"
      className="bg-muted/50"
    >
      <dl className="mb-12 grid grid-cols-2 gap-4 md:grid-cols-4">
        {STATS.map((s) => (
          <div key={s.label} className="rounded-2xl border border-border bg-card p-5 text-center shadow-sm">
            <dt className="text-sm font-medium text-muted-foreground">{s.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-primary dark:text-violet-300">{s.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
              <div className="flex gap-0.5 text-amber-600" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="h-4 w-4 fill-current" aria-hidden />
                ))}
              </div>
              <blockquote className="mt-4 flex-1">“{t.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{t.name}</span>
                <span className="text-muted-foreground"> · {t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The AI assistant with a sample chat (homepage). */
export function AiAssistant() {
  return (
    <Section
      id="ai-assistant"
      eyebrow="AI assistant"
      title="Ask anything, any hour"
      intro="The NestKeep assistant answers with trusted medical sources and the tips you already saved. It is here to inform, not to replace your paediatrician."
    >
      <div className="mx-auto max-w-2xl rounded-2xl border border-border bg-card p-5 shadow-lg sm:p-6">
        <div className="flex items-center gap-2 border-b border-border pb-4">
          <span className={iconBox}>
            <Bot className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <p className="font-semibold">NestKeep Assistant</p>
            <p className="text-xs text-muted-foreground">Sample conversation</p>
          </div>
        </div>
        <ol aria-label="Sample chat" className="mt-4 space-y-4 text-sm">
          <li className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-3 text-primary-foreground">
            <span className="sr-only">Parent: </span>
            My 8-month-old has started waking at 3 a.m. every night. What can I try?
          </li>
          <li className="max-w-[92%] rounded-2xl rounded-bl-sm bg-muted px-4 py-3">
            <span className="sr-only">Assistant: </span>
            <p>
              Night waking around 8 months is very common and often lines up with new skills like crawling and
              pulling up. A few things parents find helpful:
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>Keep the last wake window before bed to about 3 to 3½ hours.</li>
              <li>Practise new skills during the day so they’re less exciting at night.</li>
              <li>Keep night visits calm, dark and brief.</li>
            </ul>
            <p className="mt-2">
              You saved a post from a sleep consultant about this last week; its bedtime routine checklist is
              in <strong>Sleep &amp; Routines</strong>.
            </p>
            <p className="mt-2 text-xs text-muted-foreground">
              Sources: American Academy of Pediatrics, your saved tips. Informational only, not medical
              advice.
            </p>
          </li>
        </ol>
      </div>
    </Section>
  );
}

/** Comparison anchor of the footer. */
export function Comparison() {
  const rows = [
    ['Finds a tip again in seconds', true, false, false],
    ['Works with every app and website', true, false, true],
    ['AI summaries and action steps', true, false, false],
    ['Sorted by your child’s age', true, false, false],
    ['Private to you', true, true, true],
  ] as const;
  const cell = (v: boolean) =>
    v ? (
      <Check className="mx-auto h-5 w-5 text-green-700 dark:text-green-400" aria-label="Yes" />
    ) : (
      <X className="mx-auto h-5 w-5 text-red-600 dark:text-red-400" aria-label="No" />
    );
  return (
    <Section id="comparison" eyebrow="Compare" title="NestKeep vs. screenshots and bookmarks">
      <div
        tabIndex={0}
        role="region"
        aria-label="Comparison table"
        className="mx-auto max-w-3xl overflow-x-auto rounded-2xl border border-border bg-card shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="p-4 text-left font-semibold">
                <span className="sr-only">Feature</span>
              </th>
              <th scope="col" className="p-4 font-semibold text-primary dark:text-violet-300">
                NestKeep
              </th>
              <th scope="col" className="p-4 font-semibold">
                Screenshots
              </th>
              <th scope="col" className="p-4 font-semibold">
                Browser bookmarks
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, ...vals]) => (
              <tr key={label} className="border-b border-border last:border-b-0">
                <th scope="row" className="p-4 text-left font-medium">
                  {label}
                </th>
                {vals.map((v, i) => (
                  <td key={i} className="p-4 text-center">
                    {cell(v)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** Free tools anchor of the footer. Each says whether it needs a free account first (issue 22). */
export function FreeTools() {
  const tools = [
    {
      to: '/baby-names',
      icon: Baby,
      title: 'Baby name generator',
      text: 'Ideas by style, origin and meaning.',
      account: false,
    },
    {
      to: '/baby-milestone-tracker',
      icon: Star,
      title: 'Milestone tracker',
      text: 'See what usually comes next at each age.',
      account: true,
    },
    {
      to: '/tools/growth-calculator',
      icon: Calculator,
      title: 'Growth calculator',
      text: 'Understand height and weight percentiles.',
      account: true,
    },
    {
      to: '/tools/due-date-calculator',
      icon: Heart,
      title: 'Due date calculator',
      text: 'Estimate your due date and trimester dates.',
      account: true,
    },
    {
      to: '/setup',
      icon: Smartphone,
      title: 'iOS shortcut',
      text: 'Save to NestKeep from any app in a tap.',
      account: true,
    },
  ];
  return (
    <Section
      id="free-tools"
      eyebrow="Free tools"
      title="Free tools for every stage"
      intro="All free. Some work straight away; the others ask you to sign in with a free account."
      className="bg-muted/50"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {tools.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              className="flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <t.icon className="h-6 w-6 text-primary dark:text-violet-300" aria-hidden />
              <span className="mt-3 font-semibold">{t.title}</span>
              <span className="mb-3 mt-1 text-sm text-muted-foreground">{t.text}</span>
              <span
                className={cn(
                  'mt-auto inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                  t.account
                    ? 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-100'
                    : 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
                )}
              >
                {t.account ? (
                  <UserRound className="h-3 w-3" aria-hidden />
                ) : (
                  <Check className="h-3 w-3" aria-hidden />
                )}
                {t.account ? 'Free account needed' : 'No account needed'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Roadmap anchor of the footer. */
export function Roadmap() {
  const items = [
    {
      icon: Users,
      status: 'Now',
      title: 'Family sharing',
      text: 'Invite one more adult to share your plan.',
    },
    {
      icon: Clock,
      status: 'Next',
      title: 'Sleep schedule generator',
      text: 'A routine built around your child’s age.',
    },
    {
      icon: Smartphone,
      status: 'Next',
      title: 'Android share sheet',
      text: 'Save from any Android app in one tap.',
    },
    {
      icon: Lightbulb,
      status: 'Later',
      title: 'Weekly digest',
      text: 'The tips that matter for this week of your child’s life.',
    },
  ];
  return (
    <Section
      id="roadmap"
      eyebrow="Roadmap"
      title="What we’re building next"
      intro="Shaped by requests from parents like you."
    >
      <ol className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        {items.map((i) => (
          <li key={i.title} className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
            <span className={iconBox}>
              <i.icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-primary dark:text-violet-300">
                {i.status}
              </p>
              <h3 className="font-semibold">{i.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{i.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Closing call to action. */
export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Your next 3 a.m. question already has an answer
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg">
          Start saving the tips you love today. Free forever, no credit card needed.
        </p>
        <a
          href="/auth/google"
          className={btn({ size: 'lg', className: 'mt-8 bg-white text-violet-700 hover:bg-white/90' })}
        >
          Get Started Free
        </a>
      </div>
    </section>
  );
}
