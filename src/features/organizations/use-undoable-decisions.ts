// Approve and deny with an undo window: a decision leaves the queue at once (optimistic), is
// sent when the window closes, and can be taken back until then. Leaving the page sends what is
// still waiting, so no decision is ever lost; a refused one comes back with its error.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../lib/app-context';
import { changeOrganizationStatus } from './api/change-status';
import { organizationKeys } from './keys';

export const UNDO_WINDOW_MS = 10_000;

export interface Decision {
  id: string;
  name: string;
  status: 'approved' | 'denied';
}

export function useUndoableDecisions({
  delayMs = UNDO_WINDOW_MS,
  onSent,
  onFailed,
}: {
  delayMs?: number;
  onSent: (decision: Decision) => void;
  onFailed: (decision: Decision, error: unknown) => void;
}) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<Decision[]>([]);
  /** Sent and accepted, hidden until the refetched list no longer holds them. */
  const [done, setDone] = useState<Set<string>>(new Set());
  const timers = useRef(
    new Map<string, { timer: ReturnType<typeof setTimeout>; decision: Decision }>(),
  );
  const callbacks = useRef({ onSent, onFailed });
  callbacks.current = { onSent, onFailed };

  const send = useCallback(
    async (decision: Decision) => {
      timers.current.delete(decision.id);
      try {
        await changeOrganizationStatus(api, { id: decision.id, status: decision.status });
        setDone((s) => new Set(s).add(decision.id));
        callbacks.current.onSent(decision);
        void queryClient.invalidateQueries({
          queryKey: organizationKeys.all(api.context().tenant),
        });
      } catch (error) {
        callbacks.current.onFailed(decision, error);
      } finally {
        setWaiting((list) => list.filter((d) => d.id !== decision.id));
      }
    },
    [api, queryClient],
  );

  const decide = useCallback(
    (decision: Decision) => {
      if (timers.current.has(decision.id)) return;
      setWaiting((list) => [...list, decision]);
      const timer = setTimeout(() => void send(decision), delayMs);
      timers.current.set(decision.id, { timer, decision });
    },
    [delayMs, send],
  );

  const undo = useCallback((id: string) => {
    const entry = timers.current.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    timers.current.delete(id);
    setWaiting((list) => list.filter((d) => d.id !== id));
  }, []);

  // Leaving the page (or closing the tab) sends what still waits instead of dropping it.
  useEffect(() => {
    const pending = timers.current;
    const flush = () => {
      for (const { timer, decision } of [...pending.values()]) {
        clearTimeout(timer);
        void send(decision);
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [send]);

  const hidden = new Set([...waiting.map((d) => d.id), ...done]);
  return { waiting, hidden, decide, undo };
}
