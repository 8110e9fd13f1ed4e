// A client-side link that preloads its route's chunk on hover, focus or when it scrolls into
// view (through the shared preload queue, at most four in parallel; not on view when the visitor
// saves data).
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type AnchorHTMLAttributes,
} from 'react';
import { Link } from 'wouter';
import { preloadRoute } from '../lib/route-preload';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; preloadOnView?: boolean };

export const AppLink = forwardRef<HTMLAnchorElement, Props>(function AppLink(
  { href, preloadOnView = true, onMouseEnter, onFocus, children, ...rest },
  forwardedRef,
) {
  const ref = useRef<HTMLAnchorElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current as HTMLAnchorElement);

  useEffect(() => {
    const el = ref.current;
    if (!preloadOnView || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        preloadRoute(href, { speculative: true });
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [href, preloadOnView]);

  return (
    <Link
      href={href}
      ref={ref}
      onMouseEnter={(e) => {
        preloadRoute(href);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preloadRoute(href);
        onFocus?.(e);
      }}
      {...rest}
    >
      {children}
    </Link>
  );
});
