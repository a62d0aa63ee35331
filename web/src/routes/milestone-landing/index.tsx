import ComingSoon from '@/routes/coming-soon';

/** Placeholder until issue 9's screen lands. */
export default function Screen() {
  return <ComingSoon />;
}
