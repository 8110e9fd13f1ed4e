// Runs the session for the app (mounted once, in App): loads the current user after sign-in,
// then the organizations; after the signed-out cleanup drops the user's cached queries; tries
// again when the connection returns after a load failed for want of a network.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppContext } from '../app-context';
import { useAuthState } from '../auth-store';
import { initOrganizations, loadCurrentUser } from './load-session';
import { connectSessionToAuth, sessionStore, useSession } from './session';
import { registerSessionRuntime, removeUserQueries } from './session-runtime';

export function useSessionBootstrap(): void {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  useState(() => {
    registerSessionRuntime({ api, queryClient });
    connectSessionToAuth();
    return null;
  });
  const authState = useAuthState();
  const { userStatus, organizationsStatus } = useSession();

  useEffect(() => sessionStore.onCleanup(() => removeUserQueries(queryClient)), [queryClient]);

  useEffect(() => {
    if (authState === 'SIGNED_IN' && userStatus === 'idle') void loadCurrentUser(api, sessionStore);
  }, [api, authState, userStatus]);

  useEffect(() => {
    if (authState === 'SIGNED_IN' && userStatus === 'loaded' && organizationsStatus === 'idle') {
      void initOrganizations(api, sessionStore);
    }
  }, [api, authState, userStatus, organizationsStatus]);

  useEffect(() => {
    const retry = () => {
      const state = sessionStore.getState();
      if (state.userStatus === 'failed' && state.userFailedStatus === 0) {
        sessionStore.setState({ userStatus: 'idle' });
      } else if (state.organizationsStatus === 'failed' && state.organizationsFailedStatus === 0) {
        sessionStore.setState({ organizationsStatus: 'idle' });
      }
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
}
