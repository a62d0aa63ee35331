import ComingSoon from '@/routes/coming-soon';

/** Placeholder until issue 9's screen lands. guarded: the /tools route asks for sign-in. */
export default function Screen(_props: { guarded: boolean }) {
  return <ComingSoon />;
}
