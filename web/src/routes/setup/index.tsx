import type { ApiTokenCreated } from '@nestkeep/common/web';
import { Check, Copy, Lightbulb, PartyPopper, Share, Smartphone, Wrench } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/misc';
import { errorMessage } from '@/api/content';
import { saveWithToken } from '@/api/tokens';
import { usePageMeta } from '@/lib/meta';
import { cn } from '@/lib/utils';
import { BackgroundPath } from './background-path';
import { BookmarkletCard, ExtensionCard } from './desktop-capture';
import { SETUP_STEPS, shortcutUrl, testShortcutHref, toggleStep } from './steps';

export type SetupPath = 'classic' | 'background';

type TestResult = { kind: 'saved'; title: string; duplicate: boolean } | { kind: 'error'; message: string };

const USAGE = [
  'Find a tip worth keeping in Instagram, TikTok, YouTube, Reddit or Safari.',
  'Tap Share, then "Save to NestKeep".',
  'NestKeep opens with the link already filled in: add a note if you like and tap Save.',
  'The AI reads the post in the background and files it under the right category and stage.',
];

const TROUBLESHOOTING = [
  {
    q: '"Save to NestKeep" is not in the Share Sheet',
    a: 'Check that Show in Share Sheet is on in the shortcut’s Details, and that it receives URLs. Some apps hide extra actions: scroll to the end of the row and tap Edit Actions.',
  },
  {
    q: 'NestKeep opens but the link is empty',
    a: 'Open the shortcut and make sure Shortcut Input is inserted right after the address in the URL action, with no space in between.',
  },
  {
    q: 'Long links are cut off',
    a: 'Add a "URL Encode" action on Shortcut Input before the URL action and insert its result instead.',
  },
  {
    q: 'I am asked to sign in every time',
    a: 'Open NestKeep in Safari once and sign in; the shortcut uses the same browser, so you stay signed in.',
  },
];

/**
 * The iOS shortcut setup guide (spec part 1 §2) with two paths (issue 11 point 2): the spec's
 * shortcut that opens NestKeep, and a background one that saves with a personal token. Then the
 * desktop bookmarklet and the browser extension. `go` performs the classic test navigation.
 */
export default function Setup({
  go = (href: string) => window.location.assign(href),
}: {
  go?: (href: string) => void;
}) {
  usePageMeta({
    title: 'Set up the iOS Shortcut · NestKeep',
    description:
      'Save parenting tips to NestKeep from the iPhone Share button in about 3 seconds: five steps.',
    path: '/setup',
  });
  const origin = window.location.origin;
  const [done, setDone] = useState<Set<number>>(() => new Set());
  const [testUrl, setTestUrl] = useState('');
  const [copied, setCopied] = useState(false);
  const [path, setPath] = useState<SetupPath>('classic');
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [testToken, setTestToken] = useState('');
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);
  const total = SETUP_STEPS.length;
  const allDone = done.size === total;
  const url = shortcutUrl(origin);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (insecure context, permissions): the address stays visible to copy by hand.
    }
  };
  const tokenForTest = testToken.trim() || created?.token || '';
  const test = async (e: FormEvent) => {
    e.preventDefault();
    if (!testUrl.trim()) return;
    if (path === 'classic') {
      go(testShortcutHref(origin, testUrl));
      return;
    }
    if (!tokenForTest) {
      setResult({ kind: 'error', message: 'Create a token for the shortcut first (step 1).' });
      return;
    }
    // What the background shortcut does: POST /api/content with the bearer token, no cookie.
    setTesting(true);
    setResult(null);
    try {
      const saved = await saveWithToken(tokenForTest, testUrl);
      setResult({ kind: 'saved', title: saved.title, duplicate: saved.duplicate });
    } catch (err) {
      setResult({ kind: 'error', message: errorMessage(err) ?? 'The test save failed. Please try again.' });
    } finally {
      setTesting(false);
    }
  };
  const onCreated = (token: ApiTokenCreated) => {
    setCreated(token);
    setTestToken('');
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 pb-8" data-screen="setup">
      <header className="space-y-2 text-center">
        <Smartphone className="mx-auto h-10 w-10 text-primary" aria-hidden />
        <h1 className="text-2xl font-bold">Set up the iOS Shortcut</h1>
        <p className="text-muted-foreground">
          Save any parenting tip to NestKeep from the Share button in about 3 seconds.
        </p>
      </header>

      <TabsRoot value={path} onValueChange={(v) => setPath(v as SetupPath)} className="space-y-4">
        <TabsList
          aria-label="How the shortcut saves"
          className="grid w-full grid-cols-1 gap-1 sm:grid-cols-2"
        >
          <TabsTrigger value="classic">Open NestKeep to save</TabsTrigger>
          <TabsTrigger value="background">Save in the background (no app switch)</TabsTrigger>
        </TabsList>
        <TabsContent value="classic" className="space-y-6 focus-visible:outline-none">
          <Card>
            <CardHeader>
              <CardTitle>Your shortcut address</CardTitle>
              <CardDescription>The shortcut opens this address followed by the shared link.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap items-center gap-2">
              <code
                className="min-w-0 flex-1 break-all rounded-md bg-muted px-3 py-2 text-sm"
                data-testid="shortcut-url"
              >
                {url}
              </code>
              <Button variant="outline" size="sm" onClick={copy}>
                {copied ? (
                  <Check className="h-4 w-4" aria-hidden />
                ) : (
                  <Copy className="h-4 w-4" aria-hidden />
                )}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </CardContent>
          </Card>

          <section aria-labelledby="steps-heading" className="space-y-3">
            <div className="flex items-center justify-between gap-4">
              <h2 id="steps-heading" className="text-xl font-semibold">
                Five steps
              </h2>
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {done.size} of {total} done
              </span>
            </div>
            <div
              role="progressbar"
              aria-label="Setup progress"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={done.size}
              aria-valuetext={`${done.size} of ${total} steps done`}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full bg-primary transition-all"
                style={{ width: `${(done.size / total) * 100}%` }}
              />
            </div>
            <ol className="space-y-3">
              {SETUP_STEPS.map((step, i) => {
                const n = i + 1;
                const isDone = done.has(n);
                return (
                  <li key={step.title}>
                    <Card className={cn(isDone && 'border-green-600/50')}>
                      <CardContent className="flex gap-4 pt-5">
                        <button
                          type="button"
                          aria-pressed={isDone}
                          aria-label={`Step ${n}: ${isDone ? 'done, click to undo' : 'mark as done'}`}
                          onClick={() => setDone((d) => toggleStep(d, n))}
                          className={cn(
                            'flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                            isDone
                              ? 'border-green-700 bg-green-700 text-white'
                              : 'border-primary text-primary hover:bg-muted',
                          )}
                        >
                          {isDone ? <Check className="h-5 w-5" aria-hidden /> : n}
                        </button>
                        <div className="space-y-1">
                          <h3 className={cn('font-semibold', isDone && 'text-muted-foreground line-through')}>
                            {step.title}
                          </h3>
                          {step.body.map((p) => (
                            <p key={p} className="text-sm text-muted-foreground">
                              {p.includes('{url}') ? (
                                <>
                                  {p.split('{url}')[0]}
                                  <code className="rounded bg-muted px-1 text-foreground">{url}</code>
                                  {p.split('{url}')[1]}
                                </>
                              ) : (
                                p
                              )}
                            </p>
                          ))}
                        </div>
                      </CardContent>
                    </Card>
                  </li>
                );
              })}
            </ol>
          </section>

          {allDone && (
            <Card className="border-green-600/50" role="status">
              <CardContent className="flex items-start gap-3 pt-5">
                <PartyPopper className="h-6 w-6 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
                <div>
                  <h2 className="text-lg font-semibold">Setup complete!</h2>
                  <p className="text-sm text-muted-foreground">
                    Your shortcut is ready. Test it below, then save your first tip from the Share button.
                  </p>
                </div>
              </CardContent>
            </Card>
          )}
        </TabsContent>
        <TabsContent value="background" className="space-y-4 focus-visible:outline-none">
          <p className="text-sm text-muted-foreground">
            The shortcut sends the shared link straight to your library with a personal token and shows a
            notification: you never leave the app you are in.
          </p>
          <BackgroundPath origin={origin} created={created} onCreated={onCreated} />
        </TabsContent>
      </TabsRoot>

      <Card>
        <CardHeader>
          <CardTitle>Test your setup</CardTitle>
          <CardDescription>
            {path === 'classic'
              ? 'Paste any link to open NestKeep the way the shortcut will, with the save dialog filled in.'
              : 'Paste any link to save it the way the background shortcut will: with your token, without opening anything.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <form onSubmit={(e) => void test(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <Label htmlFor="test-url">Link to test</Label>
              <Input
                id="test-url"
                type="url"
                placeholder="https://www.instagram.com/p/..."
                value={testUrl}
                onChange={(e) => setTestUrl(e.target.value)}
              />
            </div>
            {path === 'background' && (
              <div className="flex-1">
                <Label htmlFor="test-token">Token</Label>
                <Input
                  id="test-token"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={created ? 'The token created above' : 'nk_...'}
                  value={testToken}
                  onChange={(e) => setTestToken(e.target.value)}
                />
              </div>
            )}
            <Button type="submit" disabled={!testUrl.trim() || testing}>
              {path === 'classic' ? 'Test Shortcut' : testing ? 'Saving...' : 'Test background save'}
            </Button>
          </form>
          {path === 'background' && result?.kind === 'saved' && (
            <p role="status" className="text-sm text-green-700 dark:text-green-400" data-testid="test-result">
              Saved to NestKeep: {result.title}
              {result.duplicate ? ' (it was already in your library)' : ''}
            </p>
          )}
          {path === 'background' && result?.kind === 'error' && (
            <p role="alert" className="text-sm text-destructive" data-testid="test-result">
              {result.message}
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row items-center gap-2">
          <Share className="h-5 w-5 text-primary" aria-hidden />
          <CardTitle>How to save with it</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {USAGE.map((u) => (
              <li key={u}>{u}</li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row items-center gap-2">
          <Wrench className="h-5 w-5 text-primary" aria-hidden />
          <CardTitle>Troubleshooting</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3 text-sm">
            {TROUBLESHOOTING.map(({ q, a }) => (
              <div key={q}>
                <dt className="font-medium">{q}</dt>
                <dd className="text-muted-foreground">{a}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <BookmarkletCard origin={origin} />
      <ExtensionCard />

      <p className="text-center text-sm text-muted-foreground">
        <Lightbulb className="mr-1 inline h-4 w-4 align-text-bottom" aria-hidden />
        Not on iPhone? Use{' '}
        <Link to="/app" className="text-primary underline underline-offset-4">
          Add Content
        </Link>{' '}
        on the dashboard.
      </p>
    </div>
  );
}
