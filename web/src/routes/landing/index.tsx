import { ArrowRight, PlayCircle, ShieldCheck } from 'lucide-react';
import { btn } from '@/components/marketing/button-class';
import { MarketingFooter, type FooterAnchor } from '@/components/marketing/footer';
import { FAQ_ITEMS } from '@/components/marketing/faq-items';
import { LazyFaq as Faq } from '@/components/marketing/lazy-faq';
import { MarketingHeader } from '@/components/marketing/headers';
import { Pricing } from '@/components/marketing/pricing';
import {
  AiAssistant,
  ClosingCta,
  Comparison,
  Features,
  FreeTools,
  HowItWorks,
  ProblemSolution,
  Roadmap,
  SocialProof,
} from '@/components/marketing/sections';
import { Showcase } from '@/components/marketing/showcase';
import { PAGE_META, usePageMeta } from '@/lib/meta';

export type LandingVariant = 'homepage' | 'basic' | 'second';

const PLATFORMS = 'Instagram · TikTok · YouTube · Reddit · any website';

function Trust() {
  return (
    <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
      <ShieldCheck className="h-4 w-4 text-primary dark:text-violet-300" aria-hidden />
      Free forever plan. Your saves stay private to you.
    </p>
  );
}

/** Homepage hero: copy and the auto-advancing three-step showcase. */
function HomepageHero() {
  return (
    <section aria-labelledby="hero-title" className="px-4 pb-16 pt-12 sm:pt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary dark:text-violet-300">
            For parents and parents-to-be
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Every parenting tip you find, saved and ready when you need it
          </h1>
          <p className="mt-5 text-lg text-muted-foreground">
            Save posts and videos from {PLATFORMS}. NestKeep summarises them, sorts them by your child’s age
            and answers your questions with an AI assistant.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a className={btn({ size: 'lg' })} href="/auth/google">
              Get Started Free <ArrowRight className="h-4 w-4" aria-hidden />
            </a>

            <a className={btn({ size: 'lg', variant: 'outline' })} href="#features">
              See how it works
            </a>
          </div>
          <Trust />
        </div>
        <Showcase id="demo" />
      </div>
    </section>
  );
}

/** Basic hero. */
function BasicHero() {
  return (
    <section aria-labelledby="hero-title" className="px-4 py-16 text-center sm:py-24">
      <div className="mx-auto max-w-3xl">
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
          Save parenting tips from anywhere. Find them in seconds.
        </h1>
        <p className="mt-5 text-lg text-muted-foreground">
          NestKeep turns the advice you find on {PLATFORMS} into a tidy, searchable library with AI summaries.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a className={btn({ size: 'lg' })} href="/auth/google">
            Get Started Free <ArrowRight className="h-4 w-4" aria-hidden />
          </a>

          <a className={btn({ size: 'lg', variant: 'outline' })} href="#how-it-works">
            How It Works
          </a>
        </div>
      </div>
    </section>
  );
}

function scrollToDemo() {
  const el = document.getElementById('demo');
  if (!el) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  el.focus({ preventScroll: true });
}

/** Second landing hero: 'Start Organizing Free' and 'Watch Demo' (scrolls to #demo). */
function SecondHero() {
  return (
    <section aria-labelledby="hero-title" className="px-4 py-16 text-center sm:py-24">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary dark:text-violet-300">
          Your parenting second brain
        </p>
        <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
          Stop losing the parenting advice you saved
        </h1>
        <p className="mt-5 text-lg text-muted-foreground">
          One calm place for the tips, videos and articles you find, sorted by topic and your child’s age,
          summarised by AI and found again in seconds.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a className={btn({ size: 'lg' })} href="/auth/google">
            Start Organizing Free <ArrowRight className="h-4 w-4" aria-hidden />
          </a>
          <button type="button" onClick={scrollToDemo} className={btn({ variant: 'outline', size: 'lg' })}>
            <PlayCircle className="h-5 w-5" aria-hidden /> Watch Demo
          </button>
        </div>
      </div>
    </section>
  );
}

function DemoSection() {
  return (
    <section aria-labelledby="demo-title" className="px-4 pb-16">
      <div className="mx-auto max-w-xl">
        <h2 id="demo-title" className="sr-only">
          Demo
        </h2>
        <Showcase id="demo" />
      </div>
    </section>
  );
}

const HOME_META_WITH_FAQ = {
  ...PAGE_META['/'],
  structuredData: [
    PAGE_META['/'].structuredData,
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ_ITEMS.map((f) => ({
        '@type': 'Question',
        name: f.q,
        acceptedAnswer: { '@type': 'Answer', text: f.a },
      })),
    },
  ],
};

const ALL_ANCHORS: ReadonlySet<FooterAnchor> = new Set([
  'features',
  'pricing',
  'demo',
  'roadmap',
  'comparison',
  'free-tools',
]);
const BASIC_ANCHORS: ReadonlySet<FooterAnchor> = new Set(['features', 'pricing']);
const SECOND_ANCHORS: ReadonlySet<FooterAnchor> = new Set(['features', 'pricing', 'demo']);

/**
 * The public landing pages (spec part 1 §2): the homepage at /, the basic page at /original-landing
 * and /old-landing, the second page at /new-landing.
 */
export default function Landing({ variant }: { variant: LandingVariant }) {
  // Every variant is canonically the homepage; pages with the FAQ also describe it for search engines.
  usePageMeta(variant === 'basic' ? PAGE_META['/'] : HOME_META_WITH_FAQ);

  if (variant === 'basic') {
    return (
      <div data-variant={variant} className="bg-background text-foreground">
        <MarketingHeader variant="basic" />
        <BasicHero />
        <HowItWorks />
        <Features />
        <Pricing plans="two" />
        <ClosingCta />
        <MarketingFooter anchors={BASIC_ANCHORS} />
      </div>
    );
  }

  if (variant === 'second') {
    return (
      <div data-variant={variant} className="bg-background text-foreground">
        <MarketingHeader variant="second" />
        <SecondHero />
        <DemoSection />
        <ProblemSolution />
        <Features />
        <SocialProof />
        <Pricing plans="three" />
        <Faq />
        <ClosingCta />
        <MarketingFooter anchors={SECOND_ANCHORS} />
      </div>
    );
  }

  return (
    <div data-variant={variant} className="bg-background text-foreground">
      <MarketingHeader variant="third" />
      <HomepageHero />
      <AiAssistant />
      <ProblemSolution />
      <Features />
      <SocialProof />
      <Comparison />
      <Pricing plans="two" />
      <FreeTools />
      <Roadmap />
      <Faq />
      <ClosingCta />
      <MarketingFooter anchors={ALL_ANCHORS} />
    </div>
  );
}
