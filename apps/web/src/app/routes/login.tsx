import '../../features/auth/components/auth.css';
import { isSignInErrorCode, SIGN_IN_ERRORS } from '@reelsmith/contract';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { peekReturnPath, takeReturnPath } from '../../features/auth/return-path';
import { FacebookButton, GoogleButton } from '../../features/auth/sign-in-buttons';
import { usePageTitle } from './page-title';

/** The message for `/login?error=<code>` or a failed callback; codes only, never raw text. */
function useSignInError(): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const code = params.get('error');
  if (code !== null) return isSignInErrorCode(code) ? SIGN_IN_ERRORS[code] : SIGN_IN_ERRORS.failed;
  const state = location.state as { error?: unknown } | null;
  return typeof state?.error === 'string' ? state.error : null;
}

export default function LoginPage() {
  usePageTitle('Sign in');
  const { isAuthenticated, login } = useAuth();
  const navigate = useNavigate();
  const error = useSignInError();

  useEffect(() => {
    if (isAuthenticated) void navigate(takeReturnPath(), { replace: true });
  }, [isAuthenticated, navigate]);

  return (
    <div className="container page page-narrow login-page">
      <div className="card login-card">
        <h1>Sign in to Reelsmith</h1>
        <p className="muted">Create story-driven short videos with AI.</p>
        {error !== null && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <div className="sign-in-buttons">
          <GoogleButton onClick={() => login(peekReturnPath() ?? '/create')} />
          <FacebookButton />
        </div>
        <p className="muted sign-in-legal">
          By continuing you agree to our <Link to="/terms">Terms</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </div>
    </div>
  );
}
