// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_META, usePageMeta, type PageMeta } from './meta';

afterEach(cleanup);

function Page({ meta }: { meta: PageMeta }) {
  usePageMeta(meta);
  return null;
}

const head = (selector: string) => document.head.querySelector(selector);

describe('page metadata', () => {
  it('defines the listed routes', () => {
    expect(Object.keys(PAGE_META).sort()).toEqual(
      [
        '/',
        '/app',
        '/tools/milestone-tracker',
        '/baby-milestone-tracker',
        '/chat',
        '/saved',
        '/profile',
        '/family/join',
        '/connect/extension',
        '/connect/extension/done',
        '/login',
        '/terms',
        '/privacy',
        '/admin',
        '/tools',
        '/baby-name-generator',
        '/baby-names',
        '/tools/growth-calculator',
        '/tools/due-date-calculator',
        '/tools/phase-calculator',
        '/tools/sleep-schedule',
        '/tools/feeding-tracker',
      ].sort(),
    );
    for (const [path, meta] of Object.entries(PAGE_META)) {
      expect(meta.path).toBe(path);
      expect(meta.title).toMatch(/NestKeep/);
      expect(meta.description.length).toBeGreaterThan(40);
    }
  });

  it('sets title, description, keywords, canonical, social tags and JSON-LD, and restores them', () => {
    document.title = 'Before';
    const { unmount } = render(<Page meta={PAGE_META['/chat']} />);
    const url = `${window.location.origin}/chat`;
    expect(document.title).toBe('AI Parenting Chat · NestKeep');
    expect(head('meta[name="description"]')).toHaveAttribute('content', PAGE_META['/chat'].description);
    expect(head('meta[name="keywords"]')).toHaveAttribute('content', PAGE_META['/chat'].keywords);
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'AI Parenting Chat · NestKeep');
    expect(head('meta[property="og:url"]')).toHaveAttribute('content', url);
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    expect(head('meta[name="twitter:description"]')).toHaveAttribute(
      'content',
      PAGE_META['/chat'].description,
    );
    const ld = JSON.parse(head('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld).toMatchObject({ '@type': 'WebApplication', url });

    unmount();
    expect(document.title).toBe('Before');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('script[type="application/ld+json"]')).toBeNull();
    expect(head('meta[property="og:title"]')).toBeNull();
  });

  it('keeps the admin panel out of search engines, and only it', () => {
    const { unmount } = render(<Page meta={PAGE_META['/admin']} />);
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    unmount();
    expect(head('meta[name="robots"]')).toBeNull();
    const chat = render(<Page meta={PAGE_META['/chat']} />);
    expect(head('meta[name="robots"]')).toBeNull();
    chat.unmount();
  });
});
