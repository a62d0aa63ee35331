export default function Legal({ page }: { page: 'terms' | 'privacy' }) {
  return <div className="mx-auto max-w-3xl p-4" data-screen={page} />;
}
