import { FlaskConical } from 'lucide-react';
import { usePaymentConfig } from '../api/get-payment-config';

/** "Test mode" on every payment screen while the built-in test provider runs. */
export function TestModeBadge({ always = false }: { always?: boolean }) {
  const { data } = usePaymentConfig();
  if (!always && data?.provider !== 'test') return null;
  return (
    <span className="test-mode">
      <FlaskConical size={14} aria-hidden="true" /> Test mode
    </span>
  );
}
