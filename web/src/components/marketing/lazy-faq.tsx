import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Section } from './brand';
import { FAQ_ITEMS } from './faq-items';

const Faq = lazy(() => import('./faq').then((m) => ({ default: m.Faq })));

/**
 * The FAQ sits near the bottom of the landing pages: its accordion code loads when the section comes
 * near the screen (or is hovered or focused), keeping it out of the first load. Until then the
 * questions show as plain text and the answers are there for screen readers and search engines.
 */
export function LazyFaq() {
  const ref = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || load) return;
    if (typeof IntersectionObserver === 'undefined') {
      setLoad(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLoad(true);
      },
      { rootMargin: '600px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [load]);

  const placeholder = (
    <Section id="faq" eyebrow="FAQ" title="Questions parents ask us">
      <dl className="mx-auto max-w-3xl divide-y divide-border">
        {FAQ_ITEMS.map((item) => (
          <div key={item.q} className="py-4">
            <dt className="font-medium">{item.q}</dt>
            <dd className="sr-only">{item.a}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
  return (
    <div ref={ref} onFocusCapture={() => setLoad(true)} onPointerEnter={() => setLoad(true)}>
      {load ? <Suspense fallback={placeholder}>{<Faq />}</Suspense> : placeholder}
    </div>
  );
}
