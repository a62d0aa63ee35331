// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeItem, stubFetch, type Call } from '@/components/content/test-helpers';
import { ApiError, queryClient } from './client';
import {
  contentQueryString,
  errorMessage,
  isInProgress,
  isUsageLimitError,
  PENDING_POLL_MS,
  useContentList,
} from './content';
import { createDeferredDeletes } from './deferred-deletes';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('content api', () => {
  let calls: Call[];
  let status: 'pending' | 'done';
  beforeEach(() => {
    queryClient.clear();
    status = 'pending';
    calls = stubFetch({
      'GET /api/content': () => ({ status: 200, body: [makeItem({ analysisStatus: status })] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('builds the list query string from the filters, leaving empty ones out', () => {
    expect(contentQueryString({})).toBe('');
    expect(contentQueryString({ search: ' sleep ', category: 'Health & Safety', phase: 'newborn' })).toBe(
      '?search=sleep&category=Health+%26+Safety&phase=newborn',
    );
    expect(contentQueryString({ favorites: true })).toBe('?favorites=true');
  });

  it('refetches while an item is pending, then stops once analysed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useContentList({}), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]?.analysisStatus).toBe('pending'));
    expect(calls).toHaveLength(1);
    status = 'done';
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
    await waitFor(() => expect(result.current.data?.[0]?.analysisStatus).toBe('done'));
    const after = calls.length;
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 3);
    expect(calls.length).toBe(after);
  });

  it('reads the usage limit answer and the server message', () => {
    const limit = new ApiError(403, '403: {"error":"Usage limit reached"}', {
      error: 'Usage limit reached',
      message: 'Usage limit reached',
      requiresUpgrade: true,
    });
    expect(isUsageLimitError(limit)).toBe(true);
    expect(isUsageLimitError(new Error('Usage limit reached'))).toBe(true);
    expect(isUsageLimitError(new ApiError(403, '403: Forbidden', { error: 'forbidden' }))).toBe(false);
    expect(errorMessage(new ApiError(400, '400: x', { error: 'bad_request', message: 'Bad URL' }))).toBe(
      'Bad URL',
    );
    expect(errorMessage(new ApiError(500, '500: Internal', 'Internal'))).toBeUndefined();
  });
});

describe('deletes that wait for Undo', () => {
  afterEach(() => vi.useRealTimers());

  function setup(send = vi.fn(async () => {})) {
    const onDeleted = vi.fn(async () => {});
    const onFailed = vi.fn();
    const deletes = createDeferredDeletes({ delayMs: 5000, send, onDeleted, onFailed });
    return { deletes, send, onDeleted, onFailed };
  }

  it('hides at once, sends after the window, and shows the id again only after the lists refreshed', async () => {
    vi.useFakeTimers();
    const { deletes, send, onDeleted } = setup();
    const onSend = vi.fn();
    deletes.schedule(7, { onSend });
    expect(deletes.hiddenIds().has(7)).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledWith(7, false);
    expect(onSend).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith(7));
    await vi.waitFor(() => expect(deletes.hiddenIds().has(7)).toBe(false));
    expect(deletes.undo(7)).toBe(false);
  });

  it('Undo cancels the delete and shows the item again', async () => {
    vi.useFakeTimers();
    const { deletes, send } = setup();
    const seen: number[] = [];
    deletes.subscribe(() => seen.push(deletes.hiddenIds().size));
    deletes.schedule(7);
    expect(deletes.undo(7)).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(seen).toEqual([1, 0]);
  });

  it('a failed delete brings the item back and reports it', async () => {
    const { deletes, onFailed } = setup(vi.fn(async () => Promise.reject(new Error('500: boom'))));
    deletes.schedule(7);
    deletes.flush({ leaving: true });
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
    expect(deletes.hiddenIds().has(7)).toBe(false);
  });

  it("sends an older delete when a newer one's toast replaces its Undo", () => {
    const { deletes, send } = setup();
    deletes.schedule(1);
    deletes.schedule(2);
    expect(send).toHaveBeenCalledWith(1, false);
    expect(send).not.toHaveBeenCalledWith(2, expect.anything());
    deletes.flush({ leaving: true });
    expect(send).toHaveBeenCalledWith(2, true);
  });
});

describe('items in progress', () => {
  it('counts a link whose page is still being read as in progress', () => {
    expect(isInProgress(makeItem({ analysisStatus: 'done', linkStatus: 'pending' }))).toBe(true);
    expect(isInProgress(makeItem({ analysisStatus: 'pending', linkStatus: null }))).toBe(true);
    expect(isInProgress(makeItem({ analysisStatus: 'skipped', linkStatus: 'unreadable' }))).toBe(false);
  });
});
