// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '@/components/marketing/test-utils';
import BabyNamesLanding from './index';

afterEach(cleanup);

const SIGN_IN = '/login?redirect=/tools/baby-name-generator&source=baby-names-landing';

describe('/baby-names landing', () => {
  it('has its own title, the header buttons and the sections of the spec', () => {
    renderPage(<BabyNamesLanding />, { path: '/baby-names' });
    expect(document.title).toBe('Baby Names with Meanings and Origins · NestKeep');
    const header = screen.getByRole('navigation', { name: 'Baby names' });
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', SIGN_IN);
    expect(within(header).getByRole('link', { name: 'Try Generator Free' })).toHaveAttribute(
      'href',
      '/baby-name-generator',
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sample names' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    const features = screen.getByRole('region', { name: 'Everything you need to choose a name' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const how = screen.getByRole('region', { name: 'How It Works' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/marketing copy/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /save favorites, get unlimited name suggestions and\s+share your list with your partner/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('lists the six name categories with their counts', () => {
    renderPage(<BabyNamesLanding />, { path: '/baby-names' });
    const cats = within(screen.getByRole('region', { name: 'Names for every style' }));
    const counts = cats
      .getAllByRole('listitem')
      .map((li) => [within(li).getByRole('heading').textContent, within(li).getByText(/names$/).textContent]);
    expect(counts).toEqual([
      ['Traditional', '500+ names'],
      ['Modern and Unique', '300+ names'],
      ['Nature-Inspired', '200+ names'],
      ['International', '400+ names'],
      ['Short and Sweet', '150+ names'],
      ['Literary', '250+ names'],
    ]);
  });

  it('sends Sign In to the login page with the generator as the way back', async () => {
    renderPage(<BabyNamesLanding />, { path: '/baby-names' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Baby names' })).getByRole('link', { name: 'Sign In' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(SIGN_IN);
  });
});
