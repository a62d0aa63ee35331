import {
  Check,
  Copy,
  Crown,
  Heart,
  Loader2,
  LogIn,
  LogOut,
  Mail,
  Trash2,
  UserPlus,
  Users,
} from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FAMILY_EXTRA_ADULTS, type FamilyMember, type FamilyOverview } from '@nestkeep/common/web';
import { signIn, useCurrentUser } from '@/api/auth';
import { errorMessage } from '@/api/content';
import {
  useFamily,
  useFamilyInviteLink,
  useFamilySettings,
  useInviteFamilyMember,
  useLeaveFamily,
  useRemoveFamilyMember,
} from '@/api/family';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/misc';
import UpgradeDialog from '@/components/upgrade-dialog';
import { toast } from '@/hooks/use-toast';

/** What a family member gets (part 1 §4). */
export const MEMBER_BENEFITS = [
  'Unlimited content saves',
  'Unlimited AI summaries',
  'Advanced search and filters',
  'AI chatbot access',
];

export const REMOVE_CONFIRM = 'Are you sure you want to remove this family member?';
export const LEAVE_CONFIRM =
  'Leave this family plan? You keep your own account and saved content, and go back to your own plan.';

/** The spec's member statuses ('Invitation sent', 'Active member'), and invitations that ended. */
const STATUS_BADGE: Record<
  FamilyMember['status'],
  { label: string; variant: 'success' | 'warning' | 'secondary' }
> = {
  pending: { label: 'Invitation sent', variant: 'warning' },
  active: { label: 'Active member', variant: 'success' },
  expired: { label: 'Invitation expired', variant: 'secondary' },
  declined: { label: 'Declined', variant: 'secondary' },
};
/** A pending invitation that went out by email was sent; one that did not waits for its link to be shared. */
export const LINK_READY = 'Link ready to share';
const badgeOf = (m: FamilyMember) =>
  m.status === 'pending' && m.emailSent === false
    ? { label: LINK_READY, variant: 'warning' as const }
    : STATUS_BADGE[m.status];
/** Expired and declined invitations stay listed but free the slot (the server replaces them). */
const holdsSlot = (m: FamilyMember) => m.status === 'pending' || m.status === 'active';
const INVITE_LIMIT_TEXT = `Family plan users can invite up to ${FAMILY_EXTRA_ADULTS} additional adult.`;

/**
 * The profile's family sharing card, in the variants of part 1 §4: loading; 'Please Log In' (signed
 * out or the status failed); a member's view ('You're part of a family account', the benefits, the
 * owner, Leave family); the plan owner's invite form and members (N/1); 'Family Plan Required'
 * with an Upgrade that offers Family (price, cycle; checkout, or the switch for a Pro subscriber).
 */
export function FamilyCard({ enabled }: { enabled: boolean }) {
  const family = useFamily(enabled);

  let body;
  if (enabled && family.isLoading) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> Loading family
        sharing...
      </p>
    );
  } else if (!enabled || family.isError || !family.data) {
    body = <PleaseLogIn />;
  } else if (family.data.isFamilyMember) {
    body = <MemberView family={family.data} />;
  } else if (family.data.hasFamilyPlan) {
    body = <OwnerView family={family.data} />;
  } else {
    body = <PlanRequired />;
  }

  return (
    <Card role="region" aria-labelledby="family-card-title" data-testid="family-card">
      <CardHeader className="flex-row items-start gap-3">
        <Users className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1.5">
          <CardTitle id="family-card-title">Family Sharing</CardTitle>
          <CardDescription>
            Share your plan with one more adult; each keeps a private library.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function PleaseLogIn() {
  return (
    <div className="space-y-3">
      <p className="font-semibold">Please Log In</p>
      <p className="text-sm text-muted-foreground">Sign in to manage family sharing. {INVITE_LIMIT_TEXT}</p>
      <Button variant="outline" onClick={() => signIn('/profile')}>
        <LogIn className="h-4 w-4" aria-hidden /> Log In
      </Button>
    </div>
  );
}

function Benefits() {
  return (
    <ul className="space-y-1 text-sm" aria-label="Family plan benefits">
      {MEMBER_BENEFITS.map((b) => (
        <li key={b} className="flex items-center gap-2">
          <Check className="h-4 w-4 text-primary dark:text-violet-300" aria-hidden /> {b}
        </li>
      ))}
    </ul>
  );
}

function MemberView({ family }: { family: FamilyOverview }) {
  const leave = useLeaveFamily();
  const owner = family.primaryUser;
  const ownerName = owner?.displayName || owner?.email;
  const onLeave = () => {
    if (!window.confirm(LEAVE_CONFIRM)) return;
    leave.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'You left the family plan',
          description: 'Your own account and content are unchanged.',
        }),
      onError: (err) =>
        toast({
          title: 'Failed to leave family',
          description: errorMessage(err) ?? 'Unable to leave the family plan. Please try again.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <p className="font-semibold">You're part of a family account</p>
        {ownerName && (
          <p className="text-sm text-muted-foreground" data-testid="family-owner">
            {owner?.displayName && owner.email ? `${owner.displayName} (${owner.email})` : ownerName} shares
            their Family plan with you.
          </p>
        )}
      </div>
      <Benefits />
      <NameSharing family={family} partnerName={ownerName} />
      <Button variant="outline" onClick={onLeave} disabled={leave.isPending}>
        <LogOut className="h-4 w-4" aria-hidden /> Leave family
      </Button>
    </div>
  );
}

/**
 * The adult's own baby-name favourites switch. Favourites are shared only while both adults' are
 * on, so a partner's switch that is off is named (the caller cannot turn it back on).
 */
function NameSharing({ family, partnerName }: { family: FamilyOverview; partnerName?: string | null }) {
  const settings = useFamilySettings();
  const shareChange = (on: boolean) =>
    settings.mutate(on, {
      onError: (err) =>
        toast({
          title: 'Failed to update sharing',
          description: errorMessage(err) ?? 'Unable to change baby-name sharing. Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <div className="flex items-center justify-between gap-4 border-t border-border pt-4">
      <div className="flex items-center gap-3">
        <Heart className="h-5 w-5 text-muted-foreground" aria-hidden />
        <div>
          <Label htmlFor="family-share-names">Share baby-name favourites</Label>
          <p className="text-sm text-muted-foreground">
            You and your partner see each other's favourite names.
          </p>
          {family.shareNameFavorites && family.partnerSharesNameFavorites === false && (
            <p className="text-sm text-muted-foreground" data-testid="family-share-partner-off">
              Sharing is off: {partnerName || 'your partner'} turned it off.
            </p>
          )}
        </div>
      </div>
      <Switch
        id="family-share-names"
        checked={family.shareNameFavorites}
        disabled={settings.isPending}
        onCheckedChange={shareChange}
      />
    </div>
  );
}

function OwnerView({ family }: { family: FamilyOverview }) {
  const invite = useInviteFamilyMember();
  const remove = useRemoveFamilyMember();
  const [email, setEmail] = useState('');
  const copyLink = useFamilyInviteLink();
  const [link, setLink] = useState<{ email: string; url: string; emailSent: boolean }>();
  const limit = family.limit || FAMILY_EXTRA_ADULTS;
  const taken = family.members.filter(holdsSlot).length;
  const full = taken >= limit;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value || invite.isPending) return;
    invite.mutate(value, {
      onSuccess: (res) => {
        setEmail('');
        setLink(
          res.emailSent
            ? undefined
            : { email: res.member?.email ?? value, url: res.inviteUrl, emailSent: false },
        );
        // No email went out (no SMTP, or it failed): the link is ready for the owner to send.
        toast({
          title: res.emailSent ? 'Invitation sent' : LINK_READY,
          description: res.emailSent
            ? `We emailed ${value} an invitation to join your family plan.`
            : 'Copy the invitation link below and send it to them.',
        });
      },
      onError: (err) =>
        toast({
          title: 'Failed to send invitation',
          description: errorMessage(err) ?? 'Unable to send invitation',
          variant: 'destructive',
        }),
    });
  };

  const onRemove = (member: FamilyMember) => {
    if (!window.confirm(REMOVE_CONFIRM)) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        if (link?.email === member.email) setLink(undefined);
        toast({
          title: 'Family member removed',
          description: `${member.displayName || member.email} no longer shares your plan.`,
        });
      },
      onError: () =>
        toast({
          title: 'Failed to remove member',
          description: 'Unable to remove family member',
          variant: 'destructive',
        }),
    });
  };

  // A pending row's link again (after a reload the invite's is gone): shown below the form, and
  // copied when the browser lets us (it may refuse once the request has taken a while).
  const onCopyLink = (member: FamilyMember) => {
    copyLink.mutate(member.id, {
      onSuccess: async ({ inviteUrl }) => {
        setLink({ email: member.email, url: inviteUrl, emailSent: member.emailSent === true });
        try {
          await navigator.clipboard.writeText(inviteUrl);
          toast({ title: 'Copied!', description: 'The invitation link is on your clipboard.' });
        } catch {
          toast({ title: LINK_READY, description: 'Copy the invitation link below and send it to them.' });
        }
      },
      onError: (err) =>
        toast({
          title: 'Failed to copy link',
          description: errorMessage(err) ?? 'Unable to get the invitation link. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  const joined = family.members.find((m) => m.status === 'active');

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted-foreground">
        Your Family plan covers you and {limit === 1 ? 'one more adult' : `${limit} more adults`}. They get
        every Pro benefit and keep their own private library.
      </p>

      {full ? (
        <p className="text-sm text-muted-foreground">
          Your family plan is full. Remove a member to invite someone else.
        </p>
      ) : (
        <form
          onSubmit={submit}
          className="flex flex-wrap items-end gap-2"
          aria-label="Invite a family member"
        >
          <div className="min-w-56 flex-1">
            <Label htmlFor="family-invite-email">Invite by email</Label>
            <Input
              id="family-invite-email"
              type="email"
              autoComplete="off"
              placeholder="partner@example.com"
              maxLength={320}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={!email.trim() || invite.isPending}>
            {invite.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <UserPlus className="h-4 w-4" aria-hidden />
            )}
            {invite.isPending ? 'Sending...' : 'Send Invite'}
          </Button>
        </form>
      )}

      {link && <InviteLink email={link.email} url={link.url} emailSent={link.emailSent} />}

      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <h4 className="text-sm font-semibold">Family members</h4>
          <Badge variant="secondary" data-testid="family-count">
            {taken}/{limit}
          </Badge>
        </div>
        {family.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one invited yet.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Family members">
            {family.members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <Mail className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="break-all text-sm font-medium">{m.displayName || m.email}</p>
                  {/* Who joined: their account's address under their name. */}
                  {m.displayName && (
                    <p className="break-all text-xs text-muted-foreground">{m.memberEmail ?? m.email}</p>
                  )}
                </div>
                <Badge variant={badgeOf(m).variant}>{badgeOf(m).label}</Badge>
                {m.status === 'pending' && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Copy link for ${m.email}`}
                    disabled={copyLink.isPending}
                    onClick={() => onCopyLink(m)}
                  >
                    <Copy className="h-4 w-4" aria-hidden /> Copy link
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${m.displayName || m.email}`}
                  disabled={remove.isPending}
                  onClick={() => onRemove(m)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <NameSharing family={family} partnerName={joined && (joined.displayName || joined.memberEmail)} />
    </div>
  );
}

/** The invitation link to copy: no email went out (no SMTP configured), or the owner asked for it. */
function InviteLink({ email, url, emailSent }: { email: string; url: string; emailSent: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast({ title: 'Copied!', description: 'The invitation link is on your clipboard.' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Unable to copy to clipboard', variant: 'destructive' });
    }
  };
  return (
    <div
      className="space-y-2 rounded-lg border border-dashed border-border p-3"
      data-testid="family-invite-link"
    >
      <Label htmlFor="family-invite-url">
        {emailSent ? '' : 'No email was sent. '}Send {email} this invitation link:
      </Label>
      <div className="flex gap-2">
        <Input id="family-invite-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Family Plan Required' (part 1 §4). Upgrade opens the plan offer on Family with its price and
 * cycle choice: checkout for a free user, the one-step switch for a Pro subscriber (issue 22).
 */
function PlanRequired() {
  const [offerOpen, setOfferOpen] = useState(false);
  const { user } = useCurrentUser();
  const onPro = user?.plan === 'pro' || user?.plan === 'trialing';
  return (
    <div className="space-y-3">
      <p className="font-semibold">Family Plan Required</p>
      <p className="text-sm text-muted-foreground">
        Upgrade to the Family plan to share unlimited saves, AI summaries and AI chat with one more adult.{' '}
        {INVITE_LIMIT_TEXT}
      </p>
      {onPro && (
        <p className="text-sm text-muted-foreground" data-testid="family-switch-note">
          You're on Pro: switch your subscription to Family in one step and pay only the difference.
        </p>
      )}
      <Button onClick={() => setOfferOpen(true)}>
        <Crown className="h-4 w-4" aria-hidden />
        Upgrade
      </Button>
      {offerOpen && (
        <UpgradeDialog open={offerOpen} onOpenChange={setOfferOpen} reason="family" plan="family" />
      )}
    </div>
  );
}
