import { ArrowRight, Baby, Check, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '@/components/marketing/brand';
import { btn } from '@/components/marketing/button-class';
import { MarketingFooter } from '@/components/marketing/footer';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import {
  CATEGORIES,
  FEATURES,
  GENERATOR_HREF,
  SAMPLE_NAMES,
  SIGN_IN_HREF,
  STEPS,
  TESTIMONIALS,
  type IconCard,
} from './content';

const iconBox =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary dark:text-violet-300';
const GENDER_LABEL = { boy: 'Boy', girl: 'Girl', unisex: 'Unisex' } as const;
const NO_ANCHORS: ReadonlySet<never> = new Set();

function PageHeader() {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to="/baby-names"
          className="flex items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <Baby className="h-5 w-5 text-primary dark:text-violet-300" aria-hidden />
          Baby Names
        </Link>
        <nav aria-label="Baby names" className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link className={btn({ variant: 'ghost', size: 'sm' })} to={SIGN_IN_HREF}>
            Sign In
          </Link>
          <Link className={btn({ size: 'sm' })} to={GENERATOR_HREF}>
            Try Generator Free
          </Link>
        </nav>
      </div>
    </header>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="px-4 pb-12 pt-12 sm:pt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-primary dark:text-violet-300">
            <Baby className="h-4 w-4" aria-hidden /> Free baby name generator
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Find a name you will love saying every day
          </h1>
          <p className="mt-5 text-lg text-muted-foreground">
            Thousands of baby names with their meanings, origins and popularity trends. Filter by what matters
            to your family and build a shortlist together.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link className={btn({ size: 'lg' })} to={GENERATOR_HREF}>
              Try Generator Free <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <Link className={btn({ size: 'lg', variant: 'outline' })} to={SIGN_IN_HREF}>
              Sign In to save favorites
            </Link>
          </div>
          <ul className="mt-6 space-y-2 text-sm text-muted-foreground">
            {['No account needed to browse names', 'A free account saves favorites and shares them'].map(
              (t) => (
                <li key={t} className="flex items-center gap-2">
                  <Check className="h-4 w-4 text-primary dark:text-violet-300" aria-hidden />
                  {t}
                </li>
              ),
            )}
          </ul>
        </div>
        <SampleNames />
      </div>
    </section>
  );
}

function SampleNames() {
  return (
    <div aria-labelledby="samples-title" role="region">
      <h2
        id="samples-title"
        className="mb-4 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
      >
        Sample names
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {SAMPLE_NAMES.map((n) => (
          <li key={n.name} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
            <p className="text-xl font-bold">{n.name}</p>
            <p className="mt-1 text-sm">{n.meaning}</p>
            <p className="mt-2 text-xs text-muted-foreground">
              {GENDER_LABEL[n.gender]} · {n.origin}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CardGrid({ cards, ordered = false }: { cards: readonly IconCard[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c, i) => (
        <li key={c.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className={iconBox}>
              <c.icon className="h-5 w-5" aria-hidden />
            </span>
            {ordered && (
              <span className="text-sm font-semibold text-primary dark:text-violet-300">Step {i + 1}</span>
            )}
          </div>
          <h3 className="mt-4 text-lg font-semibold">{c.title}</h3>
          <p className="mt-2 text-muted-foreground">{c.text}</p>
        </li>
      ))}
    </List>
  );
}

function Categories() {
  return (
    <Section
      id="categories"
      eyebrow="Name categories"
      title="Names for every style"
      intro="Start from a style you like and let the filters do the rest."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORIES.map((c) => (
          <li key={c.title} className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
            <span className={iconBox}>
              <c.icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{c.title}</h3>
              <p className="text-sm font-semibold text-primary dark:text-violet-300">{c.count} names</p>
              <p className="mt-1 text-sm text-muted-foreground">{c.text}</p>
              <p className="mt-1 text-sm">{c.examples}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Testimonials() {
  return (
    <Section
      id="testimonials"
      eyebrow="What parents tell us"
      title="Made for the naming conversation"
      intro="Illustrative stories of how families use the generator (marketing copy, not individual reviews)."
      className="bg-muted/40"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.who}>
            <figure className="h-full rounded-2xl border border-border bg-card p-6 shadow-sm">
              <Quote className="h-6 w-6 text-primary dark:text-violet-300" aria-hidden />
              <blockquote className="mt-3">{t.quote}</blockquote>
              <figcaption className="mt-4 text-sm text-muted-foreground">{t.who}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FinalCta() {
  return (
    <section aria-labelledby="names-cta-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12">
        <h2 id="names-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Your baby’s name is out there
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg">
          Start browsing now, free. Create an account to save favorites, get unlimited name suggestions and
          share your list with your partner.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            className={btn({ size: 'lg', className: 'bg-white text-violet-700 hover:bg-white/90' })}
            to={GENERATOR_HREF}
          >
            Try Generator Free
          </Link>
          <Link
            className={btn({
              size: 'lg',
              variant: 'outline',
              className: 'border-white bg-transparent text-white hover:bg-white/10',
            })}
            to={SIGN_IN_HREF}
          >
            Sign In
          </Link>
        </div>
      </div>
    </section>
  );
}

/** /baby-names: the marketing landing of the name generator (part 2 §2.8). */
export default function BabyNamesLanding() {
  usePageMeta(PAGE_META['/baby-names']);
  return (
    <div className="bg-background">
      <PageHeader />
      <Hero />
      <Section
        id="features"
        eyebrow="Features"
        title="Everything you need to choose a name"
        intro="Meanings, origins and trends in one place, and a shortlist you can share."
      >
        <CardGrid cards={FEATURES} />
      </Section>
      <Section id="how-it-works" title="How It Works" className="bg-muted/40">
        <CardGrid cards={STEPS} ordered />
      </Section>
      <Categories />
      <Testimonials />
      <FinalCta />
      <MarketingFooter anchors={NO_ANCHORS} />
    </div>
  );
}
