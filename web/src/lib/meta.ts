import { useEffect } from 'react';

/**
 * Per-page metadata (spec part 1 §2): title, description, keywords, canonical URL, social preview
 * (Open Graph and Twitter) and structured data (JSON-LD). Values a page sets are restored when it
 * unmounts, so a page without metadata never shows the previous page's tags.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** The path only; the canonical URL is the current origin plus this path. */
  path: string;
  keywords?: string;
  /** e.g. 'noindex, nofollow' for private pages. */
  robots?: string;
  structuredData?: Record<string, unknown> | Array<Record<string, unknown>>;
}

export const SITE_NAME = 'NestKeep';
const JSON_LD_ID = 'page-structured-data';

const webApp = (name: string, description: string, path: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebApplication',
  name,
  description,
  url: path,
  applicationCategory: 'LifestyleApplication',
  operatingSystem: 'Web, iOS',
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
});

const webPage = (name: string, description: string, path: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  name,
  description,
  url: path,
  isPartOf: { '@type': 'WebSite', name: SITE_NAME },
});

function entry(
  path: string,
  title: string,
  description: string,
  keywords: string,
  kind: 'app' | 'page' = 'page',
): PageMeta & { keywords: string; structuredData: Record<string, unknown> } {
  return {
    path,
    title,
    description,
    keywords,
    structuredData: (kind === 'app' ? webApp : webPage)(title, description, path),
  };
}

/** Metadata of the listed routes, for any screen to pass to `usePageMeta`. */
export const PAGE_META = {
  '/': entry(
    '/',
    'NestKeep · Save and find the parenting tips you love',
    'Save parenting tips from Instagram, TikTok, YouTube, Reddit and the web. NestKeep sorts them by topic and your child’s age, summarises them with AI and finds them again in seconds.',
    'parenting tips, save parenting content, baby sleep tips, parenting app, AI parenting assistant, toddler tips',
    'app',
  ),
  '/app': entry(
    '/app',
    'Dashboard · NestKeep',
    'Your saved parenting tips, sorted by category and child stage, with AI summaries and search.',
    'parenting dashboard, saved parenting tips, parenting organiser',
    'app',
  ),
  '/tools/milestone-tracker': entry(
    '/tools/milestone-tracker',
    'Milestone Tracker · NestKeep',
    'Track your baby’s developmental milestones month by month and see what usually comes next.',
    'milestone tracker, baby milestones, child development, developmental milestones by month',
    'app',
  ),
  '/baby-milestone-tracker': entry(
    '/baby-milestone-tracker',
    'Free Baby Milestone Tracker · NestKeep',
    'A free, friendly baby milestone tracker: see typical milestones for your child’s age and note each first.',
    'free baby milestone tracker, baby development checklist, infant milestones, toddler milestones',
    'app',
  ),
  '/tools': entry(
    '/tools',
    'Free Parenting Tools · NestKeep',
    'Free parenting tools: milestone tracker, baby name generator, growth percentiles, due date calculator, parenting phase calculator, sleep schedule and feeding log.',
    'parenting tools, baby tools, free pregnancy tools, baby milestone tracker, due date calculator',
  ),
  '/baby-name-generator': entry(
    '/baby-name-generator',
    'Baby Name Generator · Meanings, Origins & Trends · NestKeep',
    'Find the perfect baby name: filter thousands of names by gender, origin, meaning, syllables and popularity, with US popularity trends.',
    'baby name generator, baby names, baby name meanings, unique baby names, popular baby names',
    'app',
  ),
  '/baby-names': entry(
    '/baby-names',
    'Baby Names with Meanings and Origins · NestKeep',
    'Browse baby names with meanings, origins and popularity trends, save favourites and share the list with your partner.',
    'baby names, baby names with meanings, baby name ideas, name origins',
  ),
  '/tools/growth-calculator': entry(
    '/tools/growth-calculator',
    'Baby Growth Percentile Calculator (WHO) · NestKeep',
    'Work out weight, length and head circumference percentiles from the WHO Child Growth Standards and follow them on a growth chart.',
    'baby growth percentile calculator, WHO growth chart, weight percentile, head circumference percentile',
    'app',
  ),
  '/tools/due-date-calculator': entry(
    '/tools/due-date-calculator',
    'Due Date Calculator · NestKeep',
    'Calculate your due date from your last period, conception date or IVF transfer, with your week of pregnancy, trimester and key dates.',
    'due date calculator, pregnancy due date, conception date calculator, IVF due date, pregnancy week calculator',
    'app',
  ),
  '/tools/phase-calculator': entry(
    '/tools/phase-calculator',
    'Parenting Phase Calculator · NestKeep',
    'Find your parenting phase from a due date or birthday, from trying to conceive to preschool, and what that phase usually brings.',
    'parenting phase calculator, baby age calculator, pregnancy trimester calculator, toddler age',
    'app',
  ),
  '/tools/sleep-schedule': entry(
    '/tools/sleep-schedule',
    'Baby Sleep Schedule Generator · NestKeep',
    'A day plan of wake windows, naps and bedtime for your baby’s age, built from the time your child wakes up.',
    'baby sleep schedule, wake windows by age, nap schedule, toddler bedtime, sleep schedule generator',
    'app',
  ),
  '/tools/feeding-tracker': entry(
    '/tools/feeding-tracker',
    'Feeding Tracker · NestKeep',
    'Log breastfeeds with a timer, bottles and first foods, and see the last feed, today’s totals and the past week.',
    'feeding tracker, breastfeeding timer, bottle feeding log, baby solids log',
    'app',
  ),
  '/chat': entry(
    '/chat',
    'AI Parenting Chat · NestKeep',
    'Ask parenting questions and get answers drawn from trusted medical sources and the tips you saved. Informational only, not medical advice.',
    'AI parenting chat, parenting questions, baby sleep questions, parenting assistant',
    'app',
  ),
  '/saved': entry(
    '/saved',
    'Saved Content · NestKeep',
    'Search and filter every parenting tip, article and video you have saved.',
    'saved parenting content, parenting library, search parenting tips',
  ),
  '/profile': entry(
    '/profile',
    'Profile & Settings · NestKeep',
    'Manage your NestKeep profile, child profiles, preferences and privacy settings.',
    'NestKeep profile, account settings, child profiles',
  ),
  '/family/join': entry(
    '/family/join',
    'Join a Family Plan · NestKeep',
    'Accept an invitation to share a NestKeep Family plan: unlimited saves, AI summaries and AI chat, with your own private library.',
    'NestKeep family plan, family invitation, share parenting app',
  ),
  '/connect/extension': entry(
    '/connect/extension',
    'Connect the browser extension · NestKeep',
    'Connect the NestKeep browser extension to your account so it can save pages, links and images to your library.',
    'NestKeep browser extension, connect extension, save to NestKeep',
  ),
  '/connect/extension/done': entry(
    '/connect/extension/done',
    'Extension connected · NestKeep',
    'The NestKeep browser extension is connected to your account. You can close this tab and start saving.',
    'NestKeep browser extension, extension connected',
  ),
  '/login': entry(
    '/login',
    'Log in · NestKeep',
    'Log in to NestKeep with Google to get back to your saved parenting tips.',
    'NestKeep login, sign in, parenting app login',
  ),
  '/terms': entry(
    '/terms',
    'Terms of Service · NestKeep',
    'The terms that apply when you use NestKeep: eligibility, AI content, paid plans, copyright and liability.',
    'NestKeep terms of service, terms and conditions',
  ),
  '/privacy': entry(
    '/privacy',
    'Privacy Policy · NestKeep',
    'What NestKeep collects, how it is used, your choices about emails, children’s privacy and how to reach us.',
    'NestKeep privacy policy, data protection, parenting app privacy',
  ),
  '/admin': {
    ...entry(
      '/admin',
      'Admin Panel · NestKeep',
      'NestKeep administration: users, plans, email opt-in, account deletion and the audit log of admin changes.',
      'NestKeep admin',
    ),
    robots: 'noindex, nofollow',
  },
};

export type MetaPath = keyof typeof PAGE_META;

/** Sets a `<meta>` (by name or property) and returns how to put back what was there. */
function setMeta(attr: 'name' | 'property', key: string, content: string | undefined): () => void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  const previous = el?.getAttribute('content') ?? null;
  const created = !el;
  if (content === undefined) {
    if (!el) return () => undefined;
    el.remove();
    return () => {
      if (previous !== null && el) {
        el.setAttribute('content', previous);
        document.head.appendChild(el);
      }
    };
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
  const node = el;
  return () => {
    if (created) node.remove();
    else if (previous !== null) node.setAttribute('content', previous);
  };
}

function setCanonical(href: string): () => void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const previous = el?.getAttribute('href') ?? null;
  const created = !el;
  if (!el) {
    el = document.createElement('link');
    el.setAttribute('rel', 'canonical');
    document.head.appendChild(el);
  }
  el.setAttribute('href', href);
  const node = el;
  return () => {
    if (created) node.remove();
    else if (previous !== null) node.setAttribute('href', previous);
  };
}

function setJsonLd(data: PageMeta['structuredData'], origin: string): () => void {
  document.getElementById(JSON_LD_ID)?.remove();
  if (!data) return () => undefined;
  const absolute = (d: Record<string, unknown>) =>
    typeof d.url === 'string' && d.url.startsWith('/') ? { ...d, url: origin + d.url } : d;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.id = JSON_LD_ID;
  script.textContent = JSON.stringify(Array.isArray(data) ? data.map(absolute) : absolute(data));
  document.head.appendChild(script);
  return () => script.remove();
}

/** Applies the metadata to the document now; returns a function that restores the previous values. */
export function applyPageMeta(meta: PageMeta): () => void {
  const origin = window.location.origin;
  const url = origin + meta.path;
  const previousTitle = document.title;
  document.title = meta.title;
  const restores = [
    setMeta('name', 'description', meta.description),
    setMeta('name', 'keywords', meta.keywords),
    setMeta('name', 'robots', meta.robots),
    setCanonical(url),
    setMeta('property', 'og:title', meta.title),
    setMeta('property', 'og:description', meta.description),
    setMeta('property', 'og:url', url),
    setMeta('property', 'og:type', 'website'),
    setMeta('property', 'og:site_name', SITE_NAME),
    setMeta('property', 'og:image', `${origin}/favicon.svg`),
    setMeta('name', 'twitter:card', 'summary'),
    setMeta('name', 'twitter:title', meta.title),
    setMeta('name', 'twitter:description', meta.description),
    setJsonLd(meta.structuredData, origin),
  ];
  return () => {
    for (const restore of restores.reverse()) restore();
    document.title = previousTitle;
  };
}

/** Sets the page's title, description, keywords, canonical URL, social tags and JSON-LD while mounted. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, keywords, robots, structuredData } = meta;
  const data = structuredData ? JSON.stringify(structuredData) : undefined;
  useEffect(
    () =>
      applyPageMeta({
        title,
        description,
        path,
        keywords,
        robots,
        structuredData: data ? (JSON.parse(data) as PageMeta['structuredData']) : undefined,
      }),
    [title, description, path, keywords, robots, data],
  );
}
