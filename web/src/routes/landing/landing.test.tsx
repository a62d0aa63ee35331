// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/components/marketing/test-utils';
import { FAQ_ITEMS } from '@/components/marketing/faq-items';
import Landing from './index';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const plan = (name: string) => screen.getByRole('article', { name: `${name} plan` });

describe('pricing', () => {
  it('defaults to yearly and switches to monthly and back', async () => {
    const user = userEvent.setup();
    renderPage(<Landing variant="second" />);
    const yearly = screen.getByRole('button', { name: 'Yearly' });
    const monthly = screen.getByRole('button', { name: 'Monthly' });
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    expect(within(plan('Pro')).getByText('$4')).toBeInTheDocument();
    expect(within(plan('Pro')).getByText(/Billed yearly \$48\/year · Save 20%/)).toBeInTheDocument();
    expect(within(plan('Family')).getByText('$7.25')).toBeInTheDocument();
    expect(within(plan('Free')).getByText('$0')).toBeInTheDocument();
    expect(within(plan('Free')).getByText('25 saves per month')).toBeInTheDocument();

    await user.click(monthly);
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(yearly).toHaveAttribute('aria-pressed', 'false');
    expect(within(plan('Pro')).getByText('$5')).toBeInTheDocument();
    expect(within(plan('Pro')).getByText('Billed monthly')).toBeInTheDocument();
    expect(within(plan('Family')).getByText('$9')).toBeInTheDocument();

    await user.click(yearly);
    expect(within(plan('Pro')).getByText('$4')).toBeInTheDocument();
  });

  it('is keyboard usable', async () => {
    const user = userEvent.setup();
    renderPage(<Landing variant="homepage" />);
    screen.getByRole('button', { name: 'Monthly' }).focus();
    await user.keyboard('{Enter}');
    expect(within(plan('Pro')).getByText('$5')).toBeInTheDocument();
  });

  it('the free plan goes to /app and reads Go to Dashboard when signed in', () => {
    renderPage(<Landing variant="homepage" />, { user: { id: 'u1', email: 'a@b.c' } });
    const link = within(plan('Free')).getByRole('link', { name: 'Go to Dashboard' });
    expect(link).toHaveAttribute('href', '/app');
  });

  it('the free plan invites a signed-out visitor to start free', () => {
    renderPage(<Landing variant="homepage" />);
    expect(within(plan('Free')).getByRole('link', { name: 'Start for Free' })).toHaveAttribute(
      'href',
      '/app',
    );
  });

  it('Pro sends a signed-out visitor to /api/login', async () => {
    const user = userEvent.setup();
    renderPage(<Landing variant="basic" />);
    await user.click(within(plan('Pro')).getByRole('button', { name: 'Upgrade to Pro' }));
    expect(goTo).toHaveBeenCalledWith(`/api/login?redirect=${encodeURIComponent('/')}`);
  });

  it('Family sends a signed-out visitor to /api/login too', async () => {
    const user = userEvent.setup();
    renderPage(<Landing variant="second" />);
    await user.click(within(plan('Family')).getByRole('button', { name: 'Start Family Plan' }));
    expect(goTo).toHaveBeenCalledWith(`/api/login?redirect=${encodeURIComponent('/')}`);
  });

  it('Family starts a family checkout with the chosen billing', async () => {
    const fetchMock = vi.fn(async () => Response.json({ url: 'https://checkout.example/s/2' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<Landing variant="second" />, { user: { id: 'u1', email: 'a@b.c', plan: 'free' } });
    await user.click(within(plan('Family')).getByRole('button', { name: 'Start Family Plan' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.example/s/2'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/create-checkout-session');
    expect(JSON.parse(init.body as string)).toEqual({ planType: 'family', billing: 'annual' });
  });

  it('a 401 on checkout goes to /api/login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    const user = userEvent.setup();
    renderPage(<Landing variant="basic" />, { user: { id: 'u1', email: 'a@b.c', plan: 'free' } });
    await user.click(within(plan('Pro')).getByRole('button', { name: 'Upgrade to Pro' }));
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(`/api/login?redirect=${encodeURIComponent('/')}`),
    );
  });

  it('a Pro user sees Current plan and Manage billing instead of buying again', () => {
    renderPage(<Landing variant="second" />, { user: { id: 'u1', email: 'a@b.c', plan: 'pro' } });
    expect(within(plan('Pro')).queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
    expect(within(plan('Pro')).getByText('Current plan')).toBeInTheDocument();
    expect(within(plan('Pro')).getByRole('link', { name: 'Manage billing' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(plan('Family')).queryByRole('button', { name: 'Start Family Plan' })).toBeNull();
  });

  it('a Family user sees Current plan on the Family card', () => {
    renderPage(<Landing variant="second" />, { user: { id: 'u1', email: 'a@b.c', plan: 'family' } });
    expect(within(plan('Family')).getByText('Current plan')).toBeInTheDocument();
    expect(within(plan('Pro')).queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('Pro starts a checkout with the chosen billing for a signed-in user', async () => {
    const fetchMock = vi.fn(async () => Response.json({ url: 'https://checkout.example/s/1' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<Landing variant="basic" />, { user: { id: 'u1', email: 'a@b.c' } });
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    await user.click(within(plan('Pro')).getByRole('button', { name: 'Upgrade to Pro' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.example/s/1'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/create-checkout-session');
    expect(JSON.parse(init.body as string)).toEqual({ planType: 'pro', billing: 'monthly' });
  });
});

describe('FAQ', () => {
  it('opens one answer at a time and can close the open one', async () => {
    const user = userEvent.setup();
    renderPage(<Landing variant="second" />);
    const faq = screen.getByRole('region', { name: 'Questions parents ask us' });
    const first = within(faq).getByRole('button', { name: FAQ_ITEMS[0].q });
    const second = within(faq).getByRole('button', { name: FAQ_ITEMS[1].q });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(FAQ_ITEMS[0].a)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(FAQ_ITEMS[0].a)).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(faq)
        .getAllByRole('button')
        .every((b) => b.getAttribute('aria-expanded') === 'false'),
    ).toBe(true);
  });

  it('works with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(<Landing variant="homepage" />);
    const first = screen.getByRole('button', { name: FAQ_ITEMS[0].q });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: FAQ_ITEMS[1].q })).toHaveFocus();
  });
});

describe('landing variants', () => {
  it('homepage: third header, sign-up buttons to /auth/google, anchors and stats', () => {
    const { container } = renderPage(<Landing variant="homepage" />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    for (const link of screen.getAllByRole('link', { name: /Get Started Free/ })) {
      expect(link).toHaveAttribute('href', '/auth/google');
    }
    for (const id of ['features', 'pricing', 'faq', 'demo', 'roadmap', 'comparison', 'free-tools']) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
    for (const claim of ['50,000+', '2.3M+', '15 sec', '98%']) {
      expect(screen.getByText(claim)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Sample chat' })).toBeInTheDocument();
  });

  it('footer: links, support mail and a newsletter box without a submit', () => {
    renderPage(<Landing variant="homepage" />);
    const footer = document.querySelector('footer') as HTMLElement;
    expect(within(footer).getByRole('link', { name: 'Baby name generator' })).toHaveAttribute(
      'href',
      '/baby-names',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@nestkeep.app',
    );
    for (const [name, href] of [
      ['Pricing', '#pricing'],
      ['Features', '#features'],
      ['See it in action', '#demo'],
      ['Roadmap', '#roadmap'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const email = within(footer).getByLabelText('Get one helpful parenting tip a week');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder');
    expect(email.closest('form')).toBeNull();
    expect(within(footer).queryByRole('button')).toBeNull();
  });

  it('second: sticky header anchors, Start Organizing Free and Watch Demo focusing #demo', async () => {
    const user = userEvent.setup();
    renderPage(<Landing variant="second" />);
    const nav = screen.getByRole('navigation', { name: 'Page sections' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
    expect(screen.getByRole('link', { name: /Start Organizing Free/ })).toHaveAttribute(
      'href',
      '/auth/google',
    );
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    expect(document.getElementById('demo')).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Family plan' })).toBeInTheDocument();
  });

  it('basic: sign in/up bar, How It Works in three steps, four feature cards, two plans', () => {
    renderPage(<Landing variant="basic" />);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/google');
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument();
    for (const step of ['Save content', 'AI analysis', 'Organise and find']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    for (const f of ['AI Summaries', 'Smart Collections', 'Auto-Tagging', 'Smart Chatbot']) {
      expect(screen.getByRole('heading', { level: 3, name: f })).toBeInTheDocument();
    }
    expect(screen.queryByRole('article', { name: 'Family plan' })).toBeNull();
  });

  it('sets the page metadata of /', () => {
    renderPage(<Landing variant="homepage" />);
    expect(document.title).toContain('NestKeep');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/`,
    );
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]',
    );
    expect(ld.map((d: { '@type': string }) => d['@type'])).toEqual(['WebApplication', 'FAQPage']);
    expect(ld[0].url).toBe(`${window.location.origin}/`);
  });
});
