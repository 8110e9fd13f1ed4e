// Renders its children once the visitor scrolls near the spot (or at once without
// IntersectionObserver): lazy parts below the first screen then load their code only when they
// are about to be seen, keeping the first screen within its script budget (DESIGN.md section 11).
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { usePageLoading } from './page-spinner';

export function WhenNear({
  children,
  margin = '400px',
  style,
}: {
  children: ReactNode;
  /** how far below the screen loading starts */
  margin?: string;
  /** the placeholder's style until then (e.g. margin-top: auto for a footer) */
  style?: CSSProperties;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // Measured once the page stands: while it loads, everything below it looks near.
  const loading = usePageLoading();
  useEffect(() => {
    const element = ref.current;
    if (near || !element || loading) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, loading]);
  if (!near) return <div ref={ref} style={{ minHeight: '1px', ...style }} />;
  return <>{children}</>;
}
