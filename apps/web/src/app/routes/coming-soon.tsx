import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from './page-title';

/** A screen that is not built yet: clear about it, behind a working guard. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="container page center">
      <Construction size={40} aria-hidden="true" />
      <h1>{title}</h1>
      <p className="muted">This screen is coming soon.</p>
      <Link to="/" className="btn btn-secondary">
        Back home
      </Link>
    </div>
  );
}
