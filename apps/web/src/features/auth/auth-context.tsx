import { CLIENT_MESSAGES, TOKEN_STORAGE_KEY, type User } from '@reelsmith/contract';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { env } from '../../config/env';
import { clearQueryCache } from '../../lib/query-provider';
import { clearAllStorage, clearToken, getToken, setToken } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { getAuthStatus } from './api/get-auth-status';
import { getUser } from './api/get-user';
import { logoutRequest } from './api/logout';
import { isAuthFailure } from './auth-failure';
import { saveReturnPath } from './return-path';

/** Auth state (docs/product/screens-and-routes.md#auth-state). */
export interface AuthState {
  isAuthenticated: boolean;
  token: string | null;
  user: User | null;
  loading: boolean;
  error: string | null;
  lastChecked: number | null;
}

interface AuthContextValue extends AuthState {
  /** Saves the return path and sends the browser to the backend's Google start URL. */
  login: (returnPath?: string) => void;
  /** Stores a token from the sign-in callback and loads its user; throws when that fails. */
  completeSignIn: (token: string) => Promise<User>;
  /**
   * Asks the server whether the stored token is still signed in
   * (docs/product/screens-and-routes.md#status-check).
   */
  checkAuth: () => Promise<void>;
  /** Revokes the session, clears auth state and both storages, toasts; never throws. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const signedOut = (error: string | null = null): AuthState => ({
  isAuthenticated: false,
  token: null,
  user: null,
  loading: false,
  error,
  lastChecked: Date.now(),
});

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => {
    // At start a stored token counts as signed in; its user is fetched right away.
    const token = getToken();
    return {
      isAuthenticated: token !== null,
      token,
      user: null,
      loading: token !== null,
      error: null,
      lastChecked: null,
    };
  });

  const forget = useCallback((error: string | null) => {
    clearToken();
    setState(signedOut(error));
  }, []);

  // The user of a stored token, fetched once at start.
  const [startToken] = useState(state.token);
  useEffect(() => {
    if (startToken === null) return;
    let current = true;
    getUser().then(
      (user) => {
        if (current && getToken() === startToken) {
          setState((s) => ({ ...s, user, loading: false, error: null, lastChecked: Date.now() }));
        }
      },
      (error: unknown) => {
        if (!current || getToken() !== startToken) return;
        if (isAuthFailure(error)) forget(CLIENT_MESSAGES.failedFetchUser);
        else setState((s) => ({ ...s, loading: false, error: CLIENT_MESSAGES.failedFetchUser }));
      },
    );
    return () => {
      current = false;
    };
  }, [startToken, forget]);

  // Signing out (or in) in another tab does the same here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const token = getToken();
      if (token === null) setState(signedOut());
      else if (event.key === TOKEN_STORAGE_KEY) {
        setState((s) => ({ ...s, isAuthenticated: true, token }));
        getUser().then(
          (user) => setState((s) => (s.token === token ? { ...s, user } : s)),
          () => undefined,
        );
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback((returnPath?: string) => {
    if (returnPath !== undefined) saveReturnPath(returnPath);
    window.location.assign(`${env.apiBase}/oauth2/authorization/google`);
  }, []);

  const completeSignIn = useCallback(
    async (token: string) => {
      setToken(token);
      setState((s) => ({ ...s, isAuthenticated: true, token, loading: true, error: null }));
      try {
        const user = await getUser();
        setState({
          isAuthenticated: true,
          token,
          user,
          loading: false,
          error: null,
          lastChecked: Date.now(),
        });
        return user;
      } catch (error) {
        forget(CLIENT_MESSAGES.failedFetchUser);
        throw error;
      }
    },
    [forget],
  );

  const checkAuth = useCallback(async () => {
    const token = getToken();
    if (token === null) {
      setState(signedOut(CLIENT_MESSAGES.noTokenFound));
      return;
    }
    try {
      const status = await getAuthStatus();
      if (getToken() !== token) return; // signed out or in again meanwhile
      if (status.authenticated && status.user !== null) {
        const user = status.user;
        setState((s) => ({
          ...s,
          isAuthenticated: true,
          token,
          user,
          loading: false,
          error: null,
          lastChecked: Date.now(),
        }));
      } else {
        forget(null);
      }
    } catch (error) {
      if (isAuthFailure(error)) forget(null);
      else setState((s) => ({ ...s, error: CLIENT_MESSAGES.authCheckFailed }));
    }
  }, [forget]);

  const logout = useCallback(async () => {
    let error: string | null = null;
    try {
      if (getToken() !== null) await logoutRequest();
    } catch {
      // The cleanup below happens all the same (docs/product/screens-and-routes.md#logout).
      error = CLIENT_MESSAGES.logoutFailed;
    }
    clearAllStorage();
    clearQueryCache();
    setState(signedOut(error));
    toast.success(CLIENT_MESSAGES.loggedOut);
  }, []);

  const value = useMemo(
    () => ({ ...state, login, completeSignIn, checkAuth, logout }),
    [state, login, completeSignIn, checkAuth, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
