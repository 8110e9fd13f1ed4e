// Closing a popup the way people expect: Escape, or a press anywhere outside what belongs to it
// (the panel, the button that opened it, whatever else the caller counts as inside). The header's
// 'Meer' menu and the phone menu share it, so both close alike.
import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/** While `active`, calls `onDismiss` on Escape or on a pointer press outside every `inside`. */
export function useDismiss(
  active: boolean,
  inside: readonly RefObject<Element | null>[],
  onDismiss: (reason: DismissReason) => void,
): void {
  const latest = useRef({ inside, onDismiss });
  useEffect(() => {
    latest.current = { inside, onDismiss };
  });
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (latest.current.inside.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [active]);
}
