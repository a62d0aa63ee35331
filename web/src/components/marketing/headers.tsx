import { Link } from 'react-router';
import { btn } from '@/components/marketing/button-class';
import { Logo } from './brand';

export type HeaderVariant = 'basic' | 'second' | 'third';

const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#faq', label: 'FAQ' },
];

/**
 * The marketing top bars (spec part 1 §2): the basic bar (sign in, sign up), the second, sticky one
 * (anchors and 'Get Started Free') and the third ('Log in' and 'Get Started Free').
 */
export function MarketingHeader({ variant }: { variant: HeaderVariant }) {
  return (
    <header
      className={
        variant === 'basic'
          ? 'border-b border-border bg-card'
          : 'sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur'
      }
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Logo />
        {variant !== 'basic' && (
          <nav aria-label="Page sections" className="ml-6 hidden items-center gap-1 md:flex">
            {ANCHORS.map((a) => (
              <a
                key={a.href}
                href={a.href}
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                {a.label}
              </a>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {variant === 'basic' && (
            <>
              <a className={btn({ variant: 'ghost', size: 'sm' })} href="/auth/google">
                Sign In
              </a>

              <a className={btn({ size: 'sm' })} href="/auth/google">
                Sign Up
              </a>
            </>
          )}
          {variant === 'second' && (
            <a className={btn({ size: 'sm' })} href="/auth/google">
              Get Started Free
            </a>
          )}
          {variant === 'third' && (
            <>
              <Link className={btn({ variant: 'ghost', size: 'sm' })} to="/login">
                Log in
              </Link>

              <a className={btn({ size: 'sm' })} href="/auth/google">
                Get Started Free
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
