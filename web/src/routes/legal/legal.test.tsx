// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '@/components/marketing/test-utils';
import Legal from './index';

afterEach(cleanup);

const sectionText = (name: RegExp) => screen.getByRole('region', { name }).textContent ?? '';

describe('terms', () => {
  it('has Back to Home and the required sections', () => {
    renderPage(<Legal page="terms" />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(sectionText(/Eligibility/)).toMatch(/18 years old/);
    expect(sectionText(/AI-generated content/)).toMatch(/not medical/);
    expect(sectionText(/Paid plans/)).toMatch(/do not give prorated refunds/);
    expect(sectionText(/DMCA/)).toMatch(/Digital Millennium Copyright Act/);
    expect(sectionText(/Termination/)).toBeTruthy();
    expect(sectionText(/liability/)).toMatch(/100 US dollars or the amount you paid us in the 12 months/);
    expect(document.title).toBe('Terms of Service · NestKeep');
  });
});

describe('privacy', () => {
  it('covers data, marketing emails, children and contact', () => {
    renderPage(<Legal page="privacy" />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(sectionText(/Information we collect/)).toMatch(/Account details/);
    expect(sectionText(/Marketing emails/)).toMatch(/automatically opted in/);
    expect(sectionText(/Marketing emails/)).toMatch(/opt out at any time/);
    expect(sectionText(/Children’s privacy/)).toMatch(/under 13/);
    expect(sectionText(/Your choices and rights/)).toMatch(/within 30 days/);
    const contact = screen.getAllByRole('link', { name: 'privacy@nestkeep.app' });
    expect(contact[0]).toHaveAttribute('href', 'mailto:privacy@nestkeep.app');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('What NestKeep collects'),
    );
  });
});
