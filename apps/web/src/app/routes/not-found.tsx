import { CLIENT_MESSAGES } from '@reelsmith/contract';
import { Link } from 'react-router';
import { usePageTitle } from './page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="container page center">
      <h1>{CLIENT_MESSAGES.pageNotFound}</h1>
      <p className="muted">The page you are looking for does not exist.</p>
      <Link to="/" className="btn btn-primary">
        Go home
      </Link>
    </div>
  );
}
