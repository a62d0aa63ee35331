export default function Onboarding() {
  return <div className="mx-auto max-w-xl p-4" data-screen="onboarding" />;
}
