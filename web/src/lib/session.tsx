import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PublicUser, Role } from '../../../shared/types';
import { api } from './api';
import { clearToken, readToken, storeToken } from './token';

interface Session {
  user: PublicUser | null;
  userType: Role | null;
  /** True while a stored token is being checked against the profile endpoint. */
  loading: boolean;
  isAuthenticated: boolean;
  isStudent: boolean;
  isAdmin: boolean;
  signIn: (token: string, user: PublicUser, userType: Role) => void;
  logout: () => void;
}

interface SessionState {
  user: PublicUser | null;
  userType: Role | null;
  loading: boolean;
}

const signedOut: SessionState = { user: null, userType: null, loading: false };

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => ({ ...signedOut, loading: readToken() !== null }));

  useEffect(() => {
    const token = readToken();
    if (!token) return;
    const controller = new AbortController();
    // A sign-in may replace the token while this check runs; the result then no longer applies.
    const stillCurrent = () => !controller.signal.aborted && readToken() === token;
    api('GET /api/auth/profile', {}, { signal: controller.signal })
      .then(({ user, userType }) => {
        if (!user || (userType !== 'student' && userType !== 'admin')) throw new Error('Profile response has no user');
        if (stillCurrent()) setState({ user, userType, loading: false });
      })
      .catch(() => {
        if (!stillCurrent()) return;
        clearToken();
        setState(signedOut);
      });
    return () => controller.abort();
  }, []);

  const signIn = useCallback((token: string, user: PublicUser, userType: Role) => {
    storeToken(token);
    setState({ user, userType, loading: false });
  }, []);

  const logout = useCallback(() => {
    clearToken();
    setState(signedOut);
  }, []);

  const session = useMemo<Session>(
    () => ({
      ...state,
      isAuthenticated: state.user !== null,
      isStudent: state.user !== null && state.userType === 'student',
      isAdmin: state.user !== null && state.userType === 'admin',
      signIn,
      logout,
    }),
    [state, signIn, logout],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
