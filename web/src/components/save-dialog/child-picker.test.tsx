// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stageLabel, type ChildProfile } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { makeItem, renderWithProviders, stubFetch, USER, type Call } from '@/components/content/test-helpers';
import SaveDialog from './index';

const child = (id: number, name: string, isActive: boolean, currentStage = 'infant'): ChildProfile => ({
  id,
  name,
  dateOfBirth: null,
  currentStage,
  stageLabel: stageLabel(currentStage),
  ageLabel: null,
  sex: null,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
});

let calls: Call[];
function setup(children: ChildProfile[], savedChild: number | null = null) {
  calls = stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/child-profiles': () => ({ status: 200, body: children }),
    'GET /api/user/usage': () => ({
      status: 200,
      body: { usageCount: 0, freeUsageLimit: 8, plan: 'free', unlimited: false },
    }),
    'POST /api/content': () => ({ status: 201, body: makeItem() }),
    'POST /api/content/image': () => ({ status: 201, body: makeItem({ id: 7, childProfileId: savedChild }) }),
    'PUT /api/content/7': (init) => ({
      status: 200,
      body: makeItem({ id: 7, ...JSON.parse(String(init?.body)) }),
    }),
  });
  renderWithProviders(
    <SaveDialog open initial={{ url: 'https://example.com/tip' }} onOpenChange={vi.fn()} />,
  );
  return userEvent.setup();
}
const saved = (path: string) => calls.find((c) => c.method === 'POST' && c.path === path);

beforeEach(() => queryClient.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the save dialog stamps the save with a child', () => {
  it("shows 'For:' the active child and sends its id with the link", async () => {
    const user = setup([child(1, 'Mila', false), child(2, 'Noa', true)]);
    const picker = await screen.findByLabelText('For:');
    expect(picker).toHaveDisplayValue('Noa');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    await screen.findByText('Content saved!');
    expect(saved('/api/content')?.body).toMatchObject({
      originalUrl: 'https://example.com/tip',
      childProfileId: 2,
    });
  });

  it('sends the child the parent picks, or none', async () => {
    const user = setup([child(1, 'Mila', false), child(2, 'Noa', true)]);
    await user.selectOptions(await screen.findByLabelText('For:'), 'Mila');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    await screen.findByText('Content saved!');
    expect(saved('/api/content')?.body).toMatchObject({ childProfileId: 1 });

    cleanup();
    queryClient.clear();
    const again = setup([child(1, 'Mila', false), child(2, 'Noa', true)]);
    await again.selectOptions(await screen.findByLabelText('For:'), 'No particular child');
    await again.click(screen.getByRole('button', { name: 'Save Content' }));
    await screen.findByText('Content saved!');
    expect(saved('/api/content')?.body).toMatchObject({ childProfileId: null });
  });

  it('shows no child choice and sends none without children (the server decides)', async () => {
    const user = setup([]);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/child-profiles')).toBe(true));
    expect(screen.queryByLabelText('For:')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    await screen.findByText('Content saved!');
    expect(saved('/api/content')?.body).not.toHaveProperty('childProfileId');
  });

  it('moves a saved screenshot to the chosen child when the upload was not stamped with it', async () => {
    const user = setup([child(1, 'Mila', true), child(2, 'Noa', false)], 1);
    await user.selectOptions(await screen.findByLabelText('For:'), 'Noa');
    await user.click(screen.getByRole('tab', { name: /Image/ }));
    fireEvent.change(screen.getByLabelText(/^Image/, { selector: 'input' }), {
      target: { files: [new File(['x'], 'chart.png', { type: 'image/png' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    await screen.findByText('Content saved!');
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: '/api/content/7', body: { childProfileId: 2 } }),
    );
  });
});
