import type { User } from '@reelsmith/contract';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { env } from '../../config/env';
import { clearAllStorage, getToken, session, STORAGE_KEYS } from '../../lib/storage';

/** Auth state (spec section 3). The sign-in work fills in the server checks. */
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
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => {
    const token = getToken();
    return {
      isAuthenticated: token !== null,
      token,
      user: null,
      loading: false,
      error: null,
      lastChecked: null,
    };
  });

  const login = useCallback((returnPath?: string) => {
    if (returnPath !== undefined) session.set(STORAGE_KEYS.returnPath, returnPath);
    window.location.assign(`${env.apiBase}/oauth2/authorization/google`);
  }, []);

  const logout = useCallback(async () => {
    clearAllStorage();
    setState({
      isAuthenticated: false,
      token: null,
      user: null,
      loading: false,
      error: null,
      lastChecked: null,
    });
  }, []);

  const value = useMemo(() => ({ ...state, login, logout }), [state, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
