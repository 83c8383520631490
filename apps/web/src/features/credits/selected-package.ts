import {
  selectedPackageSchema,
  type CreditPackage,
  type SelectedPackage,
} from '@reelsmith/contract';
import { session, STORAGE_KEYS } from '../../lib/storage';

/**
 * The selectedPackage record, saved to session storage before checkout
 * (docs/product/limits.md#storage-keys).
 */
export function saveSelectedPackage(pack: CreditPackage): void {
  const record: SelectedPackage = {
    id: pack.id,
    name: pack.name,
    credits: pack.credits,
    price: pack.price,
  };
  session.set(STORAGE_KEYS.selectedPackage, JSON.stringify(record));
}

export function loadSelectedPackage(): SelectedPackage | null {
  const raw = session.get(STORAGE_KEYS.selectedPackage);
  if (raw === null) return null;
  try {
    const parsed = selectedPackageSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
