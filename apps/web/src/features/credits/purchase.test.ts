import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  keepPurchaseReturnPath,
  paymentPathReturningTo,
  takePurchaseReturnPath,
} from './purchase-return-path';
import { installSessionStorage, removeSessionStorage } from '../../test-support/session-storage';

let store: Map<string, string>;
beforeEach(() => {
  store = installSessionStorage();
});
afterEach(removeSessionStorage);

describe('the purchase return path', () => {
  it('is carried in the address, encoded', () => {
    expect(paymentPathReturningTo('/editor/p-1?x=1')).toBe(
      '/payment?returnTo=%2Feditor%2Fp-1%3Fx%3D1',
    );
  });

  it('comes back once after paying', () => {
    keepPurchaseReturnPath('/editor/p-1');
    expect(takePurchaseReturnPath()).toBe('/editor/p-1');
    expect(takePurchaseReturnPath()).toBeNull();
  });

  it('is forgotten by a visit to /payment without one', () => {
    keepPurchaseReturnPath('/editor');
    keepPurchaseReturnPath(null);
    expect(takePurchaseReturnPath()).toBeNull();
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'editor'])(
    'never leads to %s',
    (path) => {
      keepPurchaseReturnPath('/editor');
      keepPurchaseReturnPath(path);
      expect(takePurchaseReturnPath()).toBeNull();
      store.set('purchaseReturnPath', path); // even when something else wrote it
      expect(takePurchaseReturnPath()).toBeNull();
    },
  );
});

describe('the purchase receipt', () => {
  // Read once per page load: each test loads the module afresh, as a reload does.
  const load = async () => {
    vi.resetModules();
    return import('./purchase-receipt');
  };

  it('reaches the page the full navigation lands on, once', async () => {
    (await load()).savePurchaseReceipt({ credits: 10 });
    const page = await load();
    expect(page.arrivedPurchase()).toEqual({ credits: 10 });
    expect(page.arrivedPurchase()).toEqual({ credits: 10 });
    expect(store.size).toBe(0);
    expect((await load()).arrivedPurchase()).toBeNull();
  });

  it.each(['not json', '{"credits":"10"}', '{"credits":-1}', 'null'])(
    'is nothing when storage holds %s',
    async (raw) => {
      store.set('purchaseReceipt', raw);
      expect((await load()).arrivedPurchase()).toBeNull();
    },
  );
});
