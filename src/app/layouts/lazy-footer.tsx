// The footer is below every page's first screen: its code (the center's columns, address, social
// links and footer menu) loads when the visitor scrolls near it, not with the first screen, whose
// script budget the home page must keep (DESIGN.md section 11). A short page shows it at once.
import { lazy, Suspense, type ComponentType } from 'react';
import { WhenNear } from '../../components/when-near';

const NoFooter: ComponentType = () => null;
// Its code may fail to arrive (offline on a first visit, before the service worker keeps it): then
// no footer for this visit, rather than an error that would take the page down with it.
const SiteFooter = lazy(() =>
  import('./site-footer').then(
    (m) => ({ default: m.SiteFooter }),
    () => ({ default: NoFooter }),
  ),
);
const PLACE = { marginTop: 'auto' };

export function LazyFooter() {
  return (
    <WhenNear style={PLACE}>
      <Suspense fallback={<div style={PLACE} />}>
        <SiteFooter />
      </Suspense>
    </WhenNear>
  );
}
