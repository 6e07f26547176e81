import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { PublicUser, Role } from '#shared/types.js';
import { api } from './api';
import { clearToken, readToken, storeToken } from './token';

interface Session {
  user: PublicUser | null;
  userType: Role | null;
  /** True while a stored token is being checked against the profile endpoint. */
  loading: boolean;
  /**
   * False until the browser has looked for a stored sign-in and checked it. A page from the server
   * starts signed out before that, so an action that depends on who is signed in waits for this.
   */
  known: boolean;
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
  /** Local storage has been read (always, except during hydration and right after it). */
  storageRead: boolean;
}

const signedOut: SessionState = { user: null, userType: null, loading: false, storageRead: true };

const SessionContext = createContext<Session | null>(null);

const subscribeToNothing = () => () => undefined;

/**
 * True while React takes over HTML rendered on the server. The server renders every page signed
 * out, so the first render in the browser must too; the stored token is read right after.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  const [state, setState] = useState<SessionState>(() =>
    hydrating ? { ...signedOut, storageRead: false } : { ...signedOut, loading: readToken() !== null },
  );

  useEffect(() => {
    const token = readToken();
    // Transitions, so a part of the page still taking over its server HTML finishes first instead of
    // being thrown away and rendered again.
    startTransition(() =>
      setState((current) =>
        current.storageRead ? current : { ...current, storageRead: true, loading: token !== null },
      ),
    );
    if (!token) return;
    const controller = new AbortController();
    // A sign-in may replace the token while this check runs; the result then no longer applies.
    const stillCurrent = () => !controller.signal.aborted && readToken() === token;
    api('GET /api/auth/profile', {}, { signal: controller.signal })
      .then(({ user, userType }) => {
        if (!user || (userType !== 'student' && userType !== 'admin')) throw new Error('Profile response has no user');
        if (stillCurrent()) startTransition(() => setState({ user, userType, loading: false, storageRead: true }));
      })
      .catch(() => {
        if (!stillCurrent()) return;
        clearToken();
        startTransition(() => setState(signedOut));
      });
    return () => controller.abort();
  }, []);

  const signIn = useCallback((token: string, user: PublicUser, userType: Role) => {
    storeToken(token);
    setState({ user, userType, loading: false, storageRead: true });
  }, []);

  const logout = useCallback(() => {
    clearToken();
    setState(signedOut);
  }, []);

  const session = useMemo<Session>(
    () => ({
      user: state.user,
      userType: state.userType,
      loading: state.loading,
      known: state.storageRead && !state.loading,
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

/** The signed-in person, or undefined: also outside a <SessionProvider> (a screen rendered on its own), where nobody is. */
export function useSignedInUser(): Session['user'] | undefined {
  return useContext(SessionContext)?.user;
}
