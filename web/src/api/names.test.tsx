// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/components/content/test-helpers';
import { ApiError, queryClient } from './client';
import { useGenerateNames } from './names';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => vi.unstubAllGlobals());

describe('useGenerateNames', () => {
  it('throws the status and the body of a non-OK answer', async () => {
    const body = { error: 'service_unavailable', message: 'Name generation is busy, try again shortly' };
    stubFetch({ 'POST /api/generate-baby-names': () => ({ status: 503, body }) });
    const { result } = renderHook(() => useGenerateNames(), { wrapper });
    const err = await result.current.mutateAsync({ count: 8 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 503, body, message: `503: ${JSON.stringify(body)}` });
  });

  it('refuses an answer that is not of the contract’s shape', async () => {
    stubFetch({
      'POST /api/generate-baby-names': () => ({ status: 200, body: { names: [{ name: 'Ava' }] } }),
    });
    const { result } = renderHook(() => useGenerateNames(), { wrapper });
    await expect(result.current.mutateAsync({ count: 8 })).rejects.toThrow();
  });
});
