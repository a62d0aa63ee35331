import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Logo, SUPPORT_EMAIL } from './brand';

/** In-page anchors the footer links to; on a page without that section they point at the homepage's. */
export type FooterAnchor = 'features' | 'pricing' | 'demo' | 'roadmap' | 'comparison' | 'free-tools';

const linkClass =
  'rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/**
 * The marketing footer (spec part 1 §2): product anchors, comparison and free tools, /baby-names,
 * /privacy, /terms, a support mail link, and a newsletter email box that is a placeholder only.
 */
export function MarketingFooter({ anchors }: { anchors: ReadonlySet<FooterAnchor> }) {
  const anchor = (id: FooterAnchor) => (anchors.has(id) ? `#${id}` : `/#${id}`);
  const columns = [
    {
      title: 'Product',
      links: [
        { href: anchor('features'), label: 'Features' },
        { href: anchor('pricing'), label: 'Pricing' },
        { href: anchor('demo'), label: 'See it in action' },
        { href: anchor('roadmap'), label: 'Roadmap' },
        { href: anchor('comparison'), label: 'NestKeep vs. screenshots' },
      ],
    },
    {
      title: 'Free tools',
      links: [
        { href: anchor('free-tools'), label: 'All free tools' },
        { to: '/tools', label: 'All parenting tools' },
        { to: '/baby-names', label: 'Baby name generator' },
        { to: '/baby-name-generator', label: 'Try the name generator' },
        { to: '/baby-milestone-tracker', label: 'Milestone tracker' },
        { to: '/tools/phase-calculator', label: 'Parenting phase calculator' },
        { to: '/tools/sleep-schedule', label: 'Sleep schedule generator' },
      ],
    },
    {
      title: 'Company',
      links: [
        { to: '/privacy', label: 'Privacy Policy' },
        { to: '/terms', label: 'Terms of Service' },
        { href: `mailto:${SUPPORT_EMAIL}`, label: 'Contact support' },
      ],
    },
  ];

  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-5">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            The calm home for every parenting tip you find, sorted for your child’s age and ready when you
            need it.
          </p>
          <div className="mt-6 max-w-xs">
            <label htmlFor="newsletter-email" className="text-sm font-medium">
              Get one helpful parenting tip a week
            </label>
            <div className="relative mt-2">
              <Mail
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <input
                id="newsletter-email"
                type="email"
                name="newsletter-email"
                autoComplete="email"
                placeholder="you@example.com"
                className="h-10 w-full rounded-lg border border-border bg-card py-2 pl-9 pr-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              />
            </div>
          </div>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold">{col.title}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((l) => (
                <li key={l.label}>
                  {'to' in l && l.to ? (
                    <Link to={l.to} className={linkClass}>
                      {l.label}
                    </Link>
                  ) : (
                    <a href={'href' in l ? l.href : undefined} className={linkClass}>
                      {l.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground">
          © {new Date().getFullYear()} NestKeep. Made with care for tired parents everywhere. NestKeep shares
          information, not medical advice.
        </p>
      </div>
    </footer>
  );
}
