export default function Page() {
  return <div className="mx-auto max-w-6xl p-4" data-screen="signup" />;
}
