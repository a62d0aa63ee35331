import type { DataUsage } from '@nestkeep/common';

export const PRIVACY_CONTACT = 'privacy@nestkeep.app';
export const PRIVACY_ANSWER_DAYS = 30;
export const DEFAULT_DELETE_REASON = 'User requested account deletion';

/** nestkeep-export-YYYY-MM-DD.<ext> (the UTC date of the export). */
export function exportFileName(now: Date, ext: 'json' | 'zip'): string {
  return `nestkeep-export-${now.toISOString().slice(0, 10)}.${ext}`;
}

export interface DataUsageSettings {
  analysisInputRetentionDays: number;
  sessionTtlDays: number;
  uploadOrphanHours: number;
}

export const DEFAULT_DATA_USAGE_SETTINGS: DataUsageSettings = {
  analysisInputRetentionDays: 30,
  sessionTtlDays: 30,
  uploadOrphanHours: 24,
};

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/**
 * What NestKeep stores, where, why and for how long: stated from how the services really work
 * (identity, content, billing, the gateway's sessions, the ai-worker) and the retention settings.
 */
export function dataUsage(s: DataUsageSettings): DataUsage {
  const untilDeleted = 'Until you delete it or your account';
  return {
    rights: [
      {
        right: 'Access and portability',
        description:
          'Get a copy of everything NestKeep holds about you and your children, in a machine-readable file.',
        how: 'Profile → Privacy & Data → Export (a JSON file, or a zip with your images when you saved any).',
      },
      {
        right: 'Erasure',
        description:
          'Delete your account and all its data in every service: profile, children, trackers, saved content, images, chats, favourites, family links, API tokens, sessions; your subscription is cancelled.',
        how: 'Profile → Privacy & Data → Delete account. It cannot be undone.',
      },
      {
        right: 'Anonymisation',
        description:
          'Remove your personal identifiers (name, email, Google sign-in, picture, children’s names and dates, notes, saved content, images, chats) and keep only anonymous usage counts. You can no longer sign in to the anonymised account.',
        how: 'Profile → Privacy & Data → Anonymise.',
      },
      {
        right: 'Rectification',
        description: 'Correct your name, your children’s details and your tracker entries.',
        how: 'Edit them on the profile, child and tracker pages.',
      },
      {
        right: 'Withdraw consent to marketing email',
        description: 'Stop marketing emails at any time.',
        how: 'Profile → Email preferences.',
      },
      {
        right: 'Ask or complain',
        description: `Write to ${PRIVACY_CONTACT}; requests are answered within ${PRIVACY_ANSWER_DAYS} days. You may also complain to your data protection authority.`,
        how: `Email ${PRIVACY_CONTACT}.`,
      },
    ],
    dataProcessing: {
      purposes: [
        {
          purpose: 'Your account and sign-in',
          data: [
            'Google account id',
            'email address',
            'name',
            'profile picture',
            'last sign-in time',
            'role',
          ],
          legalBasis: 'Contract (providing the service you signed up for)',
        },
        {
          purpose: 'Personalising content to your stage',
          data: [
            'onboarding answers (stage, interests, trying duration, trimester)',
            'children’s names, dates of birth and stages',
          ],
          legalBasis: 'Contract',
        },
        {
          purpose: 'Trackers (milestones, growth, feeding)',
          data: ['milestone progress and notes', 'growth measurements', 'feeds and their notes'],
          legalBasis: 'Contract',
        },
        {
          purpose: 'Saving and organising content, AI analysis and search',
          data: [
            'saved links and notes',
            'uploaded screenshots',
            'fetched page text',
            'AI summaries and categories',
          ],
          legalBasis: 'Contract',
        },
        {
          purpose: 'AI chat and baby-name generator',
          data: ['your chat questions and the answers', 'your child’s stage and age', 'name favourites'],
          legalBasis: 'Contract',
        },
        {
          purpose: 'Family sharing',
          data: ['the invited adult’s email address', 'which children you share'],
          legalBasis: 'Contract',
        },
        {
          purpose: 'Payments',
          data: ['Stripe customer and subscription ids', 'plan and subscription status', 'billing email'],
          legalBasis: 'Contract; legal obligation for payment records (kept by Stripe)',
        },
        {
          purpose: 'Marketing email',
          data: ['email address', 'opt-in choice and its date'],
          legalBasis: 'Consent (withdraw at any time in email preferences)',
        },
        {
          purpose: 'Security and fair use',
          data: [
            'session cookie',
            'request counts per user and address',
            'hashed API tokens',
            'admin audit log',
          ],
          legalBasis: 'Legitimate interest (keeping accounts and the service safe)',
        },
      ],
      stores: [
        {
          what: 'Account: Google id, email, name, picture, plan, role, onboarding answers, email opt-in',
          where: 'Identity service, PostgreSQL (schema identity)',
          kept: untilDeleted,
        },
        {
          what: 'Children, milestone progress and notes, growth measurements, feeding log',
          where: 'Identity service, PostgreSQL (schema identity)',
          kept: untilDeleted,
        },
        {
          what: 'Family sharing (the invited adult’s email, status) and API tokens (name, hint and a SHA-256 hash, never the token)',
          where: 'Identity service, PostgreSQL (schema identity)',
          kept: 'Until revoked, you leave the family, or you delete your account',
        },
        {
          what: 'Admin audit log (which admin changed what; no personal data of the user it was about)',
          where: 'Identity service, PostgreSQL (schema identity)',
          kept: 'Kept; your id is removed from it when your account is deleted',
        },
        {
          what: 'Saved content: links, notes, titles, AI summaries, categories, favourites',
          where: 'Content service, PostgreSQL (schema content)',
          kept: untilDeleted,
        },
        {
          what: 'Analysis inputs: the text sent with a save only to be analysed (a shortcut’s or share’s caption, the Shared text field), and finished analysis and chat jobs (fetched page text, text read from screenshots, passages a chat answer drew on)',
          where: 'Content service, PostgreSQL (schema content) and job records in Redis',
          kept: `${days(s.analysisInputRetentionDays)}, then deleted by a daily job (the item, its title, link, notes and analysis stay)`,
        },
        {
          what: 'Uploaded screenshots and their thumbnails',
          where: 'Content service, image files on the server’s upload volume',
          kept: `${untilDeleted}; an upload never attached to a save is deleted after ${hours(s.uploadOrphanHours)}`,
        },
        {
          what: 'AI chats (your questions and the answers) and baby-name favourites',
          where: 'Content service, PostgreSQL (schema content)',
          kept: untilDeleted,
        },
        {
          what: 'Monthly usage counters (saves and chat questions)',
          where: 'Content service, PostgreSQL (schema content)',
          kept: 'Kept as anonymous counts after anonymisation; deleted with your account',
        },
        {
          what: 'AI processing of saves, screenshots and chat questions',
          where:
            'AI worker (jobs in Redis while they run); when an AI provider is configured, the text is sent to that OpenAI-compatible API to be answered',
          kept: `The worker keeps nothing itself; finished jobs in Redis are deleted after ${days(s.analysisInputRetentionDays)} (above)`,
        },
        {
          what: 'Sign-in sessions',
          where: 'Gateway, Redis',
          kept: `${days(s.sessionTtlDays)} from sign-in, or until you sign out, anonymise or delete your account`,
        },
        {
          what: 'Subscription: Stripe customer id, subscription id, plan, status, billing email',
          where: 'Billing service, PostgreSQL (schema billing); card details are held by Stripe only',
          kept: 'Until you delete your account (the subscription is cancelled then); Stripe keeps payment records as the law requires',
        },
      ],
    },
    contact: PRIVACY_CONTACT,
    answeredWithinDays: PRIVACY_ANSWER_DAYS,
  };
}
