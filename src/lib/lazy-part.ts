// Parts of the shell a page can do without for a moment (the account menu, the notification bell,
// the footer, the outbox list...) load their code when first shown. That code may fail to arrive:
// offline on a first visit, before the service worker keeps it. React's lazy would then throw to
// the nearest error boundary and take the whole page down for want of a menu; a part made here
// is left out instead, and fetched again when the browser is back online.
import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  function Missing(props: P) {
    const [part, setPart] = useState<{ C: ComponentType<P> } | null>(null);
    useEffect(() => {
      const retry = () =>
        void load().then(
          (C) => setPart({ C }),
          () => undefined,
        );
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, []);
    return part ? createElement(part.C, props) : null;
  }
  return lazy<ComponentType<P>>(() =>
    load().then(
      (C) => ({ default: C }),
      () => ({ default: Missing }),
    ),
  );
}
