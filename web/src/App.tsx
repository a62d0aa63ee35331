import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { queryClient } from '@/api/client';
import { Shell } from '@/components/shell/shell';
import { LazyToaster } from '@/components/shell/lazy-toaster';
import { ThemeProvider } from '@/lib/theme';

// Each screen is its own chunk: the landing page does not ship the dashboard or the tools.
const Landing = lazy(() => import('@/routes/landing'));
const Dashboard = lazy(() => import('@/routes/dashboard'));
const Saved = lazy(() => import('@/routes/saved'));
const Profile = lazy(() => import('@/routes/profile'));
const Setup = lazy(() => import('@/routes/setup'));
const Chat = lazy(() => import('@/routes/chat'));
const Login = lazy(() => import('@/routes/login'));
const Signup = lazy(() => import('@/routes/signup'));
const Legal = lazy(() => import('@/routes/legal'));
const ComingSoon = lazy(() => import('@/routes/coming-soon'));
const NotFound = lazy(() => import('@/routes/not-found'));

/** The route table of spec part 1 §2, with its aliases. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <BrowserRouter>
          <Shell>
            <Suspense fallback={<div className="p-8 text-center text-muted-foreground">Loading...</div>}>
              <Routes>
                <Route path="/" element={<Landing variant="homepage" />} />
                <Route path="/original-landing" element={<Landing variant="basic" />} />
                <Route path="/old-landing" element={<Landing variant="basic" />} />
                <Route path="/new-landing" element={<Landing variant="second" />} />
                <Route path="/app" element={<Dashboard />} />
                <Route path="/dashboard" element={<Dashboard />} />
                <Route path="/saved" element={<Saved />} />
                <Route path="/profile" element={<Profile />} />
                <Route path="/setup" element={<Setup />} />
                <Route path="/chat" element={<Chat />} />
                <Route path="/login" element={<Login />} />
                <Route path="/signup" element={<Signup />} />
                <Route path="/terms" element={<Legal page="terms" />} />
                <Route path="/privacy" element={<Legal page="privacy" />} />
                {[
                  '/tools',
                  '/tools/*',
                  '/baby-milestone-tracker',
                  '/baby-name-generator',
                  '/baby-names',
                  '/admin',
                ].map((path) => (
                  <Route key={path} path={path} element={<ComingSoon />} />
                ))}
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Suspense>
          </Shell>
        </BrowserRouter>
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
