import { LOCAL_PACKAGES } from '@reelsmith/contract';
import type * as Contract from '@reelsmith/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import shippedCatalog from '../src/db/migrations/0001-catalog.js';
import { packagesRepository } from '../src/repositories/packages.repository.js';
import { openTestDatabase, testDatabases } from './harness.js';

describe.each(testDatabases())('the credit packs the migrations seed on %s', (kind) => {
  // A drift alarm: when the contract's packs change, a new migration must change the rows.
  it("equal the contract's LOCAL_PACKAGES", async () => {
    const database = await openTestDatabase(kind);
    try {
      expect(await packagesRepository(database.db).listActive()).toEqual(LOCAL_PACKAGES);
    } finally {
      await database.close();
    }
  });
});

describe('a shipped migration', () => {
  afterEach(() => {
    vi.doUnmock('@reelsmith/contract');
    vi.resetModules();
  });

  it("keeps its rows when the contract's constant changes", async () => {
    vi.resetModules();
    vi.doMock('@reelsmith/contract', async (importOriginal) => ({
      ...(await importOriginal<typeof Contract>()),
      LOCAL_PACKAGES: [
        { id: 'edited', name: 'Edited', price: 1, credits: 1, discountPercentage: 0 },
      ],
    }));
    const reloaded = await import('../src/db/migrations/0001-catalog.js');
    expect(reloaded.default).toBe(shippedCatalog);
    expect(reloaded.default).toContain("('starter', 'Starter Pack', 3, 300,");
  });
});
