import { CLIENT_MESSAGES } from '@reelsmith/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { takeReturnPath } from '../../features/auth/return-path';
import { usePageTitle } from './page-title';

/**
 * /oauth2/callback?token=... (docs/product/screens-and-routes.md#oauth-callback): the token
 * leaves the address bar at once (so it is in no history entry, bookmark or screenshot), then
 * the user is loaded and the person goes where they were going. No referrer leaves this page.
 */
export default function OAuthCallbackPage() {
  const { completeSignIn } = useAuth();
  usePageTitle('Signing in');
  const navigate = useNavigate();
  // Read once, before the effect below removes it from the URL.
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; sign in once
    started.current = true;
    window.history.replaceState(window.history.state, '', '/oauth2/callback');
    if (token === null || token === '') {
      toast.error(CLIENT_MESSAGES.noTokenReceived);
      void navigate('/login', { replace: true, state: { error: CLIENT_MESSAGES.noTokenReceived } });
      return;
    }
    completeSignIn(token).then(
      () => void navigate(takeReturnPath(), { replace: true }),
      () => {
        toast.error(CLIENT_MESSAGES.failedFetchUser);
        void navigate('/login', {
          replace: true,
          state: { error: CLIENT_MESSAGES.failedFetchUser },
        });
      },
    );
  }, [token, completeSignIn, navigate]);

  return (
    <>
      <meta name="referrer" content="no-referrer" />
      <Spinner label="Signing you in" />
    </>
  );
}
