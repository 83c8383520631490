/**
 * For unit tests (they run in Node, which has no sessionStorage): a sessionStorage over a Map,
 * installed on globalThis, and its removal. Only test files import this.
 */
export function installSessionStorage(): Map<string, string> {
  const store = new Map<string, string>();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  };
  return store;
}

export function removeSessionStorage(): void {
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
}
