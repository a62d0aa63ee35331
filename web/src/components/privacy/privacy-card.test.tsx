// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataUsage } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { defaultExportName, filenameFromDisposition, pageExit } from '@/api/privacy';
import { renderWithProviders } from '@/components/content/test-helpers';
import { ANONYMIZE_WARNING, DELETE_WARNING, PrivacyCard } from './privacy-card';

const USAGE: DataUsage = {
  rights: [{ right: 'Erasure', description: 'Have your data deleted.', how: 'Delete my account below.' }],
  dataProcessing: {
    purposes: [{ purpose: 'Saving your tips', data: ['saved links', 'notes'], legalBasis: 'Contract' }],
    stores: [{ what: 'Fetched page text', where: 'content service (Postgres)', kept: '30 days' }],
  },
  contact: 'privacy@nestkeep.app',
  answeredWithinDays: 30,
};

interface Call {
  method: string;
  path: string;
  body?: unknown;
}
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
let calls: Call[];
let routes: Record<string, () => Answer>;
let downloads: string[];

function stub() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      // The delete dialog reads the family (to warn an owner whose partner shares their plan).
      if (!(method === 'GET' && url.pathname === '/api/family'))
        calls.push({ method, path: url.pathname, body });
      const handler = routes[`${method} ${url.pathname}`];
      const answer = handler ? handler() : { status: 404, body: { message: 'Not found' } };
      const text =
        answer.body === undefined
          ? null
          : typeof answer.body === 'string'
            ? answer.body
            : JSON.stringify(answer.body);
      return new Response(text, {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
}

const card = () => screen.getByTestId('privacy-card');

beforeEach(() => {
  queryClient.clear();
  routes = {};
  downloads = [];
  stub();
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('export file name', () => {
  it('comes from Content-Disposition (filename* first), else a dated default', () => {
    expect(filenameFromDisposition('attachment; filename="nestkeep-export-2026-11-23.json"')).toBe(
      'nestkeep-export-2026-11-23.json',
    );
    expect(filenameFromDisposition("attachment; filename=a.json; filename*=UTF-8''b%20c.zip")).toBe(
      'b c.zip',
    );
    expect(filenameFromDisposition('attachment; filename=plain.json')).toBe('plain.json');
    expect(filenameFromDisposition('attachment; filename="../../etc/x.json"')).toBe('x.json');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
    const now = new Date(2026, 0, 5);
    expect(defaultExportName('application/json', now)).toBe('nestkeep-data-export-2026-01-05.json');
    expect(defaultExportName('application/zip', now)).toBe('nestkeep-data-export-2026-01-05.zip');
  });
});

describe('Privacy & Data card', () => {
  it('signed out: offers sign-in and asks the server nothing', () => {
    renderWithProviders(<PrivacyCard enabled={false} />);
    expect(within(card()).getByText('Sign in to export or delete your data.')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /export my data/i })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('what is stored is collapsed until opened, then shows stores, purposes and rights', async () => {
    const user = userEvent.setup();
    routes['GET /api/privacy/data-usage'] = () => ({ status: 200, body: USAGE });
    renderWithProviders(<PrivacyCard enabled />);
    const toggle = within(card()).getByRole('button', { name: 'What we store and why' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const stores = await within(card()).findByRole('list', { name: 'What is stored' });
    expect(stores).toHaveTextContent('Fetched page text');
    expect(stores).toHaveTextContent('content service (Postgres) · Kept: 30 days');
    expect(within(card()).getByRole('list', { name: 'Your rights' })).toHaveTextContent(
      'Erasure: Have your data deleted.',
    );
    expect(card()).toHaveTextContent('Saving your tips');
    expect(card()).toHaveTextContent('We answer within 30 days.');
  });

  it('a data-usage failure shows the spec toast', async () => {
    const user = userEvent.setup();
    routes['GET /api/privacy/data-usage'] = () => ({ status: 500, body: { message: 'down' } });
    renderWithProviders(<PrivacyCard enabled />);
    await user.click(within(card()).getByRole('button', { name: 'What we store and why' }));
    expect(await screen.findByText('Failed to Load Data Usage')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to fetch data usage information.', { selector: 'div' }),
    ).toBeInTheDocument();
  });

  it('exports under the Content-Disposition name, with the success toast', async () => {
    const user = userEvent.setup();
    routes['GET /api/privacy/export'] = () => ({
      status: 200,
      body: { profile: { email: 'jamie@example.com' } },
      headers: { 'content-disposition': 'attachment; filename="nestkeep-export-2026-11-23.json"' },
    });
    renderWithProviders(<PrivacyCard enabled />);
    await user.click(within(card()).getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Data Export Complete')).toBeInTheDocument();
    expect(screen.getByText('Your data has been downloaded successfully.')).toBeInTheDocument();
    expect(downloads).toEqual(['nestkeep-export-2026-11-23.json']);
    expect(calls).toEqual([{ method: 'GET', path: '/api/privacy/export', body: undefined }]);
  });

  it('exports under the dated default when no name is given (zip keeps .zip)', async () => {
    const user = userEvent.setup();
    routes['GET /api/privacy/export'] = () => ({
      status: 200,
      body: 'PK..',
      headers: { 'content-type': 'application/zip' },
    });
    renderWithProviders(<PrivacyCard enabled />);
    await user.click(within(card()).getByRole('button', { name: 'Export my data' }));
    await screen.findByText('Data Export Complete');
    expect(downloads).toEqual([defaultExportName('application/zip')]);
    expect(downloads[0]).toMatch(/^nestkeep-data-export-\d{4}-\d{2}-\d{2}\.zip$/);
  });

  it('an export failure shows the spec toast and downloads nothing', async () => {
    const user = userEvent.setup();
    routes['GET /api/privacy/export'] = () => ({ status: 503, body: { message: 'content down' } });
    renderWithProviders(<PrivacyCard enabled />);
    await user.click(within(card()).getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to export your data. Please try again.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('deletes after confirmation with the reason, toasts, clears the cache and goes home after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const goHome = vi.spyOn(pageExit, 'goHome').mockImplementation(() => undefined);
    routes['DELETE /api/privacy/delete-account'] = () => ({ status: 200, body: { deleted: true } });
    queryClient.setQueryData(['/api/auth/user'], { id: 'u1' });
    renderWithProviders(<PrivacyCard enabled />);

    await user.click(within(card()).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(DELETE_WARNING);
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);

    await user.click(within(card()).getByRole('button', { name: 'Delete my account' }));
    const again = await screen.findByRole('alertdialog');
    await user.type(within(again).getByLabelText('Reason (optional)'), '  Moving on  ');
    await user.click(within(again).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(screen.getByText('Your account and all data have been permanently deleted.')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/privacy/delete-account', body: { reason: 'Moving on' } },
    ]);
    expect(goHome).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['/api/auth/user'])).toEqual({ id: 'u1' });
    act(() => vi.advanceTimersByTime(1900));
    expect(goHome).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeUndefined();
  });

  it('an empty reason sends the default; a failure shows the spec toast and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const goHome = vi.spyOn(pageExit, 'goHome').mockImplementation(() => undefined);
    routes['DELETE /api/privacy/delete-account'] = () => ({ status: 500, body: { message: 'boom' } });
    renderWithProviders(<PrivacyCard enabled />);
    await user.click(within(card()).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Deletion Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to delete your account. Please contact support.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ reason: 'User requested account deletion' });
    act(() => vi.advanceTimersByTime(5000));
    expect(goHome).not.toHaveBeenCalled();
  });

  it('anonymises after an irreversible-warning confirmation, toasts and reloads after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const reload = vi.spyOn(pageExit, 'reload').mockImplementation(() => undefined);
    routes['POST /api/privacy/anonymize'] = () => ({ status: 200, body: { anonymized: true } });
    renderWithProviders(<PrivacyCard enabled />);
    await user.click(within(card()).getByRole('button', { name: 'Anonymize my data' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(ANONYMIZE_WARNING);
    expect(dialog).toHaveTextContent(/irreversible/i);
    await user.click(within(dialog).getByRole('button', { name: 'Anonymize my data' }));
    expect(await screen.findByText('Data Anonymized')).toBeInTheDocument();
    expect(
      screen.getByText('Your personal identifiers have been removed while preserving anonymous usage data.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/privacy/anonymize', body: undefined }]);
    act(() => vi.advanceTimersByTime(1900));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an anonymisation failure shows the spec toast and does not reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const reload = vi.spyOn(pageExit, 'reload').mockImplementation(() => undefined);
    routes['POST /api/privacy/anonymize'] = () => ({ status: 500, body: { message: 'boom' } });
    renderWithProviders(<PrivacyCard enabled />);
    await user.click(within(card()).getByRole('button', { name: 'Anonymize my data' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anonymize my data' }),
    );
    expect(await screen.findByText('Anonymization Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to anonymize your data. Please contact support.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(card()).getByRole('button', { name: 'Anonymize my data' })).toBeEnabled(),
    );
  });
});
