// Offers a new version when one is available (see update-store.ts). The bar's code loads only
// then, so it costs the first load nothing.
import { Suspense } from 'react';
import { lazyPart } from '../lazy-part';
import { shouldShowPrompt, useUpdateState } from './update-store';

const UpdateBar = lazyPart(() => import('./update-bar').then((m) => m.UpdateBar));

export function UpdatePrompt() {
  const state = useUpdateState();
  if (!shouldShowPrompt(state)) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBar />
    </Suspense>
  );
}
