import { TOKEN_STORAGE_KEY } from '@reelsmith/contract';

/** Browser storage keys (docs/product/limits.md#storage-keys). */
export const STORAGE_KEYS = {
  token: TOKEN_STORAGE_KEY,
  returnPath: 'returnPath',
  createForm: 'createFormState',
  /** The create form's choices kept when Create opened an existing draft instead. */
  createFormKept: 'createFormKept',
  selectedPackage: 'selectedPackage',
} as const;

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback; // storage can be disabled (private mode, policies)
  }
};

export const getToken = (): string | null =>
  safe(() => globalThis.localStorage?.getItem(STORAGE_KEYS.token) ?? null, null);
export const setToken = (token: string) =>
  safe(() => globalThis.localStorage?.setItem(STORAGE_KEYS.token, token), undefined);
export const clearToken = () =>
  safe(() => globalThis.localStorage?.removeItem(STORAGE_KEYS.token), undefined);

export const session = {
  get: (key: string): string | null =>
    safe(() => globalThis.sessionStorage?.getItem(key) ?? null, null),
  set: (key: string, value: string) =>
    safe(() => globalThis.sessionStorage?.setItem(key, value), undefined),
  remove: (key: string) => safe(() => globalThis.sessionStorage?.removeItem(key), undefined),
};

/** Logout clears both storages (docs/product/screens-and-routes.md#logout). */
export const clearAllStorage = () => {
  safe(() => globalThis.localStorage?.clear(), undefined);
  safe(() => globalThis.sessionStorage?.clear(), undefined);
};
