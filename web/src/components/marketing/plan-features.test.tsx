// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, USER } from '@/components/content/test-helpers';
import UpgradeDialog from '@/components/upgrade-dialog';
import { Pricing } from './pricing';
import { renderPage } from './test-utils';

/**
 * Issue 22 point 8: exporting one's data is every user's right (the privacy card offers it on every
 * plan), so no plan list sells it as a paid feature.
 */
beforeEach(() => {
  queryClient.clear();
  stubFetch({ 'GET /api/auth/user': () => ({ status: 200, body: USER }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the plans' feature lists", () => {
  it('the marketing pricing lists no data export under Pro or Family', () => {
    renderPage(<Pricing plans="three" />);
    // The lists are there (a Pro bullet), without the export bullet.
    expect(screen.getAllByText('Priority support').length).toBeGreaterThan(0);
    expect(screen.queryByText(/data export/i)).toBeNull();
  });

  it('the upgrade dialog lists no data export among the benefits', async () => {
    renderWithProviders(<UpgradeDialog open onOpenChange={() => {}} />);
    expect(await screen.findByText('Unlimited content saves')).toBeInTheDocument();
    expect(screen.queryByText(/data export/i)).toBeNull();
  });
});
