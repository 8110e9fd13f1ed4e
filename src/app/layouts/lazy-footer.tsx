// The footer is below every page's first screen: its code (the center's columns, address, social
// links and footer menu) loads when the visitor scrolls near it, not with the first screen, whose
// script budget the home page must keep (DESIGN.md section 11). A short page shows it at once.
import { Suspense } from 'react';
import { WhenNear } from '../../components/when-near';
import { lazyPart } from '../../lib/lazy-part';

const SiteFooter = lazyPart(() => import('./site-footer').then((m) => m.SiteFooter));
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
