import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '@/components/marketing/brand';
import { PAGE_META, usePageMeta } from '@/lib/meta';

interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const LAST_UPDATED = 'November 1, 2026';

const mail = (address: string) => (
  <a
    href={`mailto:${address}`}
    className="font-medium text-primary dark:text-violet-300 underline underline-offset-2"
  >
    {address}
  </a>
);

const TERMS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Agreeing to these terms',
    body: (
      <p>
        These terms apply whenever you use NestKeep, on the web, through our iOS shortcut or through our
        browser extension. By creating an account or using the service you agree to them. If you do not agree,
        please do not use NestKeep.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be at least 18 years old to create an account and use NestKeep. By using the service you
        confirm that you are 18 or older and able to agree to these terms. NestKeep is made for parents and
        caregivers, not for children.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your account and your content',
    body: (
      <>
        <p>
          You sign in with your Google account and are responsible for what happens under your account. The
          links, notes and other material you save remain yours; you give us permission to store, process and
          analyse them only to provide the service to you. Your saved content is private to your account.
        </p>
        <p>
          Please save only content you are allowed to save, and do not use NestKeep for anything unlawful,
          harmful or abusive, or to interfere with the service or other people’s use of it.
        </p>
      </>
    ),
  },
  {
    id: 'ai-content',
    title: 'AI-generated content',
    body: (
      <>
        <p>
          NestKeep uses artificial intelligence to summarise content, suggest categories and tags, and answer
          questions in the AI chat. AI output can be incomplete, out of date or wrong.
        </p>
        <p>
          Everything NestKeep generates is general information only. It is not medical, health, nutritional,
          psychological or legal advice, and it does not replace a doctor, paediatrician or other qualified
          professional. Always seek professional advice about your or your child’s health, and call your local
          emergency number in an emergency.
        </p>
      </>
    ),
  },
  {
    id: 'paid-plans',
    title: 'Paid plans and billing',
    body: (
      <>
        <p>
          Some features need a paid plan (Pro or Family). Paid plans are billed in advance, monthly or yearly,
          and renew automatically until you cancel. You can cancel at any time from your profile; your plan
          stays active until the end of the period you have paid for.
        </p>
        <p>
          We do not give prorated refunds for partly used billing periods, including when you cancel or change
          plans part way through a period, except where the law requires it or where a specific guarantee was
          offered to you at purchase. We may change prices with notice before your next renewal.
        </p>
      </>
    ),
  },
  {
    id: 'dmca',
    title: 'Copyright and DMCA notices',
    body: (
      <>
        <p>
          We respect the rights of creators. If you believe material available through NestKeep infringes your
          copyright, send a notice under the Digital Millennium Copyright Act (DMCA) to {mail(SUPPORT_EMAIL)}{' '}
          including: your contact details; a description of the copyrighted work; where the material appears;
          a statement that you believe in good faith the use is not authorised; a statement, under penalty of
          perjury, that your notice is accurate and that you are the owner or authorised to act for the owner;
          and your physical or electronic signature.
        </p>
        <p>We may remove the material and close the accounts of repeat infringers.</p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using NestKeep and delete your account at any time from your profile. We may suspend or
        end your access if you break these terms, if we must do so by law, or if continuing would harm other
        users or the service. Where reasonable we will tell you first. The sections on AI content, copyright
        and liability continue to apply after your account ends.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          NestKeep is provided “as is” and “as available”, without warranties of any kind to the extent the
          law allows. We do not promise the service will be uninterrupted or error-free.
        </p>
        <p>
          To the fullest extent the law allows, we are not liable for indirect, incidental, special or
          consequential damages, and our total liability for any claim relating to NestKeep is limited to the
          greater of 100 US dollars or the amount you paid us in the 12 months before the claim arose. Nothing
          in these terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms. If a change is significant we will tell you by email or in the app before
        it takes effect. Questions? Write to {mail(SUPPORT_EMAIL)}.
      </p>
    ),
  },
];

const PRIVACY: LegalSection[] = [
  {
    id: 'data-collected',
    title: 'Information we collect',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong>Account details</strong> from Google when you sign in: your name, email address and profile
          picture.
        </li>
        <li>
          <strong>Content you save</strong>: links, titles, descriptions, thumbnails, notes, tags and
          categories, plus the AI analysis we create for them.
        </li>
        <li>
          <strong>Family and child details you choose to add</strong>, such as a child’s first name, birth or
          due date and stage, and your onboarding answers.
        </li>
        <li>
          <strong>Questions you ask the AI chat</strong> and its answers.
        </li>
        <li>
          <strong>Usage and device information</strong>, such as pages viewed, features used, browser type and
          approximate location from your IP address.
        </li>
        <li>
          <strong>Billing details</strong> for paid plans, handled by our payment processor. We never see or
          store your full card number.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <p>
        We use your information to run NestKeep: to save and organise your content, tag it for your child’s
        stage, generate summaries and chat answers, keep your account secure, provide support, process
        payments and improve the service. We do not sell your personal information, and we do not use the
        content you save to advertise to you.
      </p>
    ),
  },
  {
    id: 'marketing-emails',
    title: 'Marketing emails',
    body: (
      <p>
        When you create an account you are automatically opted in to occasional emails with parenting tips,
        product news and offers. You can opt out at any time with the unsubscribe link in any email or with
        the email preferences switch in your profile. Service emails about your account, security and billing
        are still sent after you opt out.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We share information only with providers that help us run NestKeep (hosting, AI processing, payments,
        email and analytics) under contracts that limit how they use it; with the adult you invite to a Family
        plan, who sees that you share a plan but not your saved content; and where the law requires it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <p>
        You can see, correct, export, anonymise or delete your data. Most of this is available in your profile
        under privacy and data management. You can also email us; we answer privacy requests within 30 days.
        We keep your data while your account is open and delete it when you delete your account, except for
        records we must keep by law.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    body: (
      <p>
        NestKeep is for adults. It is not directed to children under 13 and we do not knowingly collect
        personal information from children under 13. Details about your child that you add to your own
        account, such as a first name and birth date, are provided by you as the parent and used only to
        personalise your experience. If you believe a child under 13 has given us personal information,
        contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encryption in transit, access controls and regular reviews. No system
        is perfectly secure, so please keep your Google account safe too.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For any privacy question or request, email {mail(PRIVACY_EMAIL)}. We will reply within 30 days. If we
        change this policy in a significant way, we will tell you by email or in the app.
      </p>
    ),
  },
];

/** Terms of Service and Privacy Policy (spec part 1 §2). */
export default function Legal({ page }: { page: 'terms' | 'privacy' }) {
  usePageMeta(PAGE_META[page === 'terms' ? '/terms' : '/privacy']);
  const title = page === 'terms' ? 'Terms of Service' : 'Privacy Policy';
  const sections = page === 'terms' ? TERMS : PRIVACY;

  return (
    <article
      className="mx-auto max-w-3xl px-4 py-8 sm:py-12"
      data-screen={page}
      aria-labelledby="legal-title"
    >
      <Button asChild variant="outline" size="sm">
        <Link to="/">
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Home
        </Link>
      </Button>
      <h1 id="legal-title" className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated: {LAST_UPDATED}</p>

      <nav aria-label="On this page" className="mt-8 rounded-xl border border-border bg-card p-5">
        <h2 className="text-sm font-semibold">On this page</h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="text-primary dark:text-violet-300 underline-offset-2 hover:underline"
              >
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-20">
          <h2 id={`${s.id}-title`} className="text-xl font-semibold">
            {i + 1}. {s.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed">{s.body}</div>
        </section>
      ))}
    </article>
  );
}
