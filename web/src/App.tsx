import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { queryClient } from '@/api/client';
import { Shell } from '@/components/shell/shell';
import { LazyToaster } from '@/components/shell/lazy-toaster';
import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { ThemeProvider } from '@/lib/theme';

// Each screen is its own chunk: the landing page does not ship the dashboard or the tools.
const Landing = lazy(() => import('@/routes/landing'));
const Dashboard = lazy(() => import('@/routes/dashboard'));
const Saved = lazy(() => import('@/routes/saved'));
const Profile = lazy(() => import('@/routes/profile'));
const Setup = lazy(() => import('@/routes/setup'));
const Share = lazy(() => import('@/routes/share'));
const Chat = lazy(() => import('@/routes/chat'));
const Login = lazy(() => import('@/routes/login'));
const Signup = lazy(() => import('@/routes/signup'));
const Legal = lazy(() => import('@/routes/legal'));
const Admin = lazy(() => import('@/routes/admin'));
const ToolsIndex = lazy(() => import('@/routes/tools'));
const MilestoneTracker = lazy(() => import('@/routes/milestones'));
const MilestoneLanding = lazy(() => import('@/routes/milestone-landing'));
const NameGenerator = lazy(() => import('@/routes/baby-names'));
const NamesLanding = lazy(() => import('@/routes/baby-names-landing'));
const GrowthCalculator = lazy(() => import('@/routes/growth'));
const DueDateCalculator = lazy(() => import('@/routes/due-date'));
const PhaseCalculator = lazy(() => import('@/routes/phase-calculator'));
const SleepSchedule = lazy(() => import('@/routes/sleep-schedule'));
const FeedingTracker = lazy(() => import('@/routes/feeding'));
const FamilyJoin = lazy(() => import('@/routes/family-join'));
const ConnectExtension = lazy(() => import('@/routes/connect-extension'));
const ConnectExtensionDone = lazy(() => import('@/routes/connect-extension/done'));
const NotFound = lazy(() => import('@/routes/not-found'));

/** The route table of spec part 1 §2, with its aliases. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <BrowserRouter>
          <ScrollToTop />
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
                <Route path="/share" element={<Share />} />
                <Route path="/chat" element={<Chat />} />
                <Route path="/login" element={<Login />} />
                <Route path="/signup" element={<Signup />} />
                <Route path="/terms" element={<Legal page="terms" />} />
                <Route path="/privacy" element={<Legal page="privacy" />} />
                <Route path="/tools" element={<ToolsIndex />} />
                <Route path="/tools/milestone-tracker" element={<MilestoneTracker />} />
                <Route path="/baby-milestone-tracker" element={<MilestoneLanding />} />
                <Route path="/baby-name-generator" element={<NameGenerator guarded={false} />} />
                <Route path="/tools/baby-name-generator" element={<NameGenerator guarded />} />
                <Route path="/baby-names" element={<NamesLanding />} />
                <Route path="/tools/growth-calculator" element={<GrowthCalculator />} />
                <Route path="/tools/due-date-calculator" element={<DueDateCalculator />} />
                <Route path="/tools/phase-calculator" element={<PhaseCalculator />} />
                <Route path="/tools/sleep-schedule" element={<SleepSchedule />} />
                <Route path="/tools/feeding-tracker" element={<FeedingTracker />} />
                <Route path="/family/join" element={<FamilyJoin />} />
                <Route path="/connect/extension" element={<ConnectExtension />} />
                <Route path="/connect/extension/done" element={<ConnectExtensionDone />} />
                <Route path="/admin" element={<Admin />} />
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
