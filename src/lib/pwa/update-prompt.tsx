// Offers a new version when one is available (see update-store.ts). The bar's code loads only
// then, so it costs the first load nothing.
import { Suspense, lazy } from 'react';
import { shouldShowPrompt, useUpdateState } from './update-store';

const UpdateBar = lazy(() => import('./update-bar').then((m) => ({ default: m.UpdateBar })));

export function UpdatePrompt() {
  const state = useUpdateState();
  if (!shouldShowPrompt(state)) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBar />
    </Suspense>
  );
}
