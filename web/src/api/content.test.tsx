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
  isUsageLimitError,
  PENDING_POLL_MS,
  useContentList,
} from './content';

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
