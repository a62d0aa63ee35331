import { ChevronDown, Download, EyeOff, Loader2, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '@/api/client';
import { useFamily } from '@/api/family';
import {
  anonymizeAccount,
  deleteAccount,
  fetchExport,
  pageExit,
  saveBlob,
  useDataUsage,
} from '@/api/privacy';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';

/** Delay before leaving after deletion or anonymisation (part 1 §9). */
export const LEAVE_DELAY_MS = 2000;

export const ANONYMIZE_WARNING =
  'This is irreversible. Your name, email, Google sign-in, children’s names and birth dates, notes, saved content, images and chats are removed or replaced. Only anonymous usage counts are kept, and you will not be able to sign in to this account as before.';
export const DELETE_WARNING =
  'This permanently deletes your account and all your data across NestKeep: saved content and images, chats, child profiles, milestones, growth and feeding records, family sharing and your subscription. This cannot be undone.';

/**
 * What deleting the account does to the adult who shares the owner's Family plan (issue 22 point
 * 5): said in the delete dialog, and told to them on their next visit.
 */
export const familyEndsWarning = (partner: string) =>
  `${partner} shares your Family plan. Deleting your account ends it for them: they keep their own account and saved content but go back to their own plan and no longer see the children you share. We will tell them why on their next visit.`;

/**
 * The profile's privacy and data management card (part 1 §2, §4, §7, §8): what is stored and why
 * (collapsed until asked), Export my data, Anonymize my data and Delete my account, each with the
 * spec's toasts; deletion leaves for / and anonymisation reloads after 2 seconds.
 */
export function PrivacyCard({ enabled }: { enabled: boolean }) {
  return (
    <Card role="region" aria-labelledby="privacy-card-title" data-testid="privacy-card">
      <CardHeader className="flex-row items-start gap-3">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1.5">
          <CardTitle id="privacy-card-title">Privacy &amp; Data</CardTitle>
          <CardDescription>
            See what NestKeep keeps about you, take a copy of it, or have it gone.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <WhatWeStore />
        {enabled ? (
          <Actions />
        ) : (
          <p className="text-sm text-muted-foreground">Sign in to export or delete your data.</p>
        )}
      </CardContent>
    </Card>
  );
}

function WhatWeStore() {
  const [open, setOpen] = useState(false);
  const usage = useDataUsage(open);
  useEffect(() => {
    if (usage.isError) {
      toast({
        title: 'Failed to Load Data Usage',
        description: 'Unable to fetch data usage information.',
        variant: 'destructive',
      });
    }
  }, [usage.isError]);

  return (
    <div className="rounded-lg border border-border">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm font-medium"
        aria-expanded={open}
        aria-controls="privacy-data-usage"
        onClick={() => setOpen((o) => !o)}
      >
        What we store and why
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open && (
        <div id="privacy-data-usage" className="space-y-4 border-t border-border px-3 py-3 text-sm">
          {usage.isLoading && (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> Loading...
            </p>
          )}
          {usage.isError && (
            <p role="alert" className="text-destructive">
              Unable to fetch data usage information.
            </p>
          )}
          {usage.data && (
            <>
              <section aria-labelledby="privacy-stores">
                <h3 id="privacy-stores" className="mb-1 font-semibold">
                  What is stored
                </h3>
                <ul className="space-y-2" aria-label="What is stored">
                  {usage.data.dataProcessing.stores.map((s) => (
                    <li key={`${s.what}-${s.where}`}>
                      <span className="font-medium">{s.what}</span>
                      <span className="block text-muted-foreground">
                        {s.where} · Kept: {s.kept}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="privacy-purposes">
                <h3 id="privacy-purposes" className="mb-1 font-semibold">
                  Why
                </h3>
                <ul className="space-y-2">
                  {usage.data.dataProcessing.purposes.map((p) => (
                    <li key={p.purpose}>
                      <span className="font-medium">{p.purpose}</span>
                      <span className="block text-muted-foreground">
                        {p.data.join(', ')} · {p.legalBasis}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="privacy-rights">
                <h3 id="privacy-rights" className="mb-1 font-semibold">
                  Your rights
                </h3>
                <ul className="space-y-2" aria-label="Your rights">
                  {usage.data.rights.map((r) => (
                    <li key={r.right}>
                      <span className="font-medium">{r.right}</span>: {r.description}
                      <span className="block text-muted-foreground">{r.how}</span>
                    </li>
                  ))}
                </ul>
              </section>
              <p className="text-muted-foreground">
                Questions or requests: {usage.data.contact}. We answer within {usage.data.answeredWithinDays}{' '}
                days.
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function Actions() {
  const [confirm, setConfirm] = useState<null | 'delete' | 'anonymize'>(null);
  const [reason, setReason] = useState('');
  const [leaving, setLeaving] = useState(false);

  const exporter = useMutation({
    mutationFn: fetchExport,
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      toast({ title: 'Data Export Complete', description: 'Your data has been downloaded successfully.' });
    },
    onError: () =>
      toast({
        title: 'Export Failed',
        description: 'Unable to export your data. Please try again.',
        variant: 'destructive',
      }),
  });

  const remover = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      setConfirm(null);
      setLeaving(true);
      toast({
        title: 'Account Deleted',
        description: 'Your account and all data have been permanently deleted.',
      });
      setTimeout(() => {
        queryClient.clear();
        pageExit.goHome();
      }, LEAVE_DELAY_MS);
    },
    onError: () => {
      setConfirm(null);
      toast({
        title: 'Deletion Failed',
        description: 'Unable to delete your account. Please contact support.',
        variant: 'destructive',
      });
    },
  });

  const anonymizer = useMutation({
    mutationFn: anonymizeAccount,
    onSuccess: () => {
      setConfirm(null);
      setLeaving(true);
      toast({
        title: 'Data Anonymized',
        description: 'Your personal identifiers have been removed while preserving anonymous usage data.',
      });
      setTimeout(() => pageExit.reload(), LEAVE_DELAY_MS);
    },
    onError: () => {
      setConfirm(null);
      toast({
        title: 'Anonymization Failed',
        description: 'Unable to anonymize your data. Please contact support.',
        variant: 'destructive',
      });
    },
  });

  const busy = leaving || remover.isPending || anonymizer.isPending;
  // The owner of a Family plan someone has joined is warned that deleting ends it for them.
  const family = useFamily(confirm === 'delete');
  const joined = family.data?.hasFamilyPlan
    ? family.data.members.find((m) => m.status === 'active')
    : undefined;
  const partner = joined ? joined.displayName || joined.memberEmail || joined.email : undefined;

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => exporter.mutate()} disabled={exporter.isPending || busy}>
          {exporter.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <Download className="h-4 w-4" aria-hidden />
          )}
          {exporter.isPending ? 'Preparing export...' : 'Export my data'}
        </Button>
        <Button variant="outline" onClick={() => setConfirm('anonymize')} disabled={busy}>
          <EyeOff className="h-4 w-4" aria-hidden /> Anonymize my data
        </Button>
        <Button variant="destructive" onClick={() => setConfirm('delete')} disabled={busy}>
          <Trash2 className="h-4 w-4" aria-hidden /> Delete my account
        </Button>
      </div>

      <AlertDialog open={confirm === 'anonymize'} onOpenChange={(o) => !o && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Anonymize your data?</AlertDialogTitle>
            <AlertDialogDescription>{ANONYMIZE_WARNING}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={anonymizer.isPending}>Cancel</AlertDialogCancel>
            {/* A plain button: the dialog stays open until the server has answered. */}
            <Button variant="destructive" disabled={anonymizer.isPending} onClick={() => anonymizer.mutate()}>
              {anonymizer.isPending ? 'Anonymizing...' : 'Anonymize my data'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={confirm === 'delete'} onOpenChange={(o) => !o && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>{DELETE_WARNING}</AlertDialogDescription>
          </AlertDialogHeader>
          {partner && (
            <p
              className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
              data-testid="delete-family-warning"
            >
              {familyEndsWarning(partner)}
            </p>
          )}
          <div className="mt-4 space-y-1">
            <Label htmlFor="delete-reason">Reason (optional)</Label>
            <Textarea
              id="delete-reason"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="Tell us why you are leaving, if you like"
            />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remover.isPending}>Cancel</AlertDialogCancel>
            <Button variant="destructive" disabled={remover.isPending} onClick={() => remover.mutate(reason)}>
              {remover.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
