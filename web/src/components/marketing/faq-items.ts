/** The questions and answers of the landing pages' FAQ (also published as structured data). */
export const FAQ_ITEMS = [
  {
    q: 'How do I save content to NestKeep?',
    a: 'On iPhone, add our free shortcut and tap Share, then NestKeep, on any post or video. On a computer, use the browser extension or paste a link. It takes about three seconds.',
  },
  {
    q: 'Which apps and websites does it work with?',
    a: 'Instagram, TikTok, YouTube and Reddit, plus any web link: blogs, articles, product pages and more.',
  },
  {
    q: 'What does the AI actually do?',
    a: 'It reads what you save, writes a short summary with key points and action steps, adds hashtags, and sorts it by topic and by your child’s age or stage, so you never have to file anything yourself.',
  },
  {
    q: 'Is the AI chat medical advice?',
    a: 'No. The chat draws on trusted medical sources and the tips you saved to give helpful information, but it is not medical advice. Always talk to your paediatrician or doctor about your child’s health.',
  },
  {
    q: 'Who can see what I save?',
    a: 'Only you. Your saved content is private to your account. On the Family plan, the adult you invite shares the plan’s benefits but keeps their own account and their own saves.',
  },
  {
    q: 'What is included in the free plan?',
    a: '25 saves and 25 AI summaries every month, basic search and mobile access, free forever. Upgrade to Pro any time for unlimited saves.',
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes. Cancel from your profile whenever you like and keep Pro until the end of the period you paid for. Pro also comes with a 30-day money-back guarantee.',
  },
] as const;
