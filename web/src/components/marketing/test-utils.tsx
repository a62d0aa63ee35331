import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@nestkeep/common/web';
import { USER_KEY } from '@/api/auth';

/** Shows the router's current address, for tests that check where a link went. */
function Where() {
  const l = useLocation();
  return <div data-testid="location">{`${l.pathname}${l.search}`}</div>;
}

/**
 * Renders inside a MemoryRouter and a fresh QueryClientProvider. `user`: a user object (signed in),
 * null (signed out) or 'loading' (the user query never answers).
 */
export function renderPage(
  ui: ReactElement,
  {
    path = '/',
    route = '*',
    user = null,
  }: { path?: string; route?: string; user?: Partial<CurrentUser> | null | 'loading' } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (user === 'loading') vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
  else client.setQueryData(USER_KEY, user);
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          {route !== '*' && <Route path="*" element={null} />}
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
