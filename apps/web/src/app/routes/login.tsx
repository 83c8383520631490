import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { GoogleButton, FacebookButton } from '../../features/auth/sign-in-buttons';
import { session, STORAGE_KEYS } from '../../lib/storage';

export default function LoginPage() {
  const { isAuthenticated, login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const error = params.get('error');

  useEffect(() => {
    if (isAuthenticated) {
      const returnPath = session.get(STORAGE_KEYS.returnPath);
      session.remove(STORAGE_KEYS.returnPath);
      void navigate(returnPath ?? '/create', { replace: true });
    }
  }, [isAuthenticated, navigate]);

  return (
    <div className="container page page-narrow" style={{ maxWidth: 460 }}>
      <div className="card" style={{ padding: '2.25rem' }}>
        <h1 style={{ fontSize: '1.8rem' }}>Sign in to Reelsmith</h1>
        <p className="muted">Create story-driven short videos with AI.</p>
        {error !== null && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <div style={{ display: 'grid', gap: '0.75rem', margin: '1.5rem 0' }}>
          <GoogleButton onClick={() => login(session.get(STORAGE_KEYS.returnPath) ?? '/create')} />
          <FacebookButton />
        </div>
        <p className="muted" style={{ fontSize: '0.88rem' }}>
          By continuing you agree to our <Link to="/terms">Terms</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </div>
    </div>
  );
}
