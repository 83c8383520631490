import '../../features/auth/components/auth.css';
import './header.css';
import { LogOut, Menu, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { Logo } from '../../components/ui/logo';
import { loadQueryClient } from '../../lib/query-provider';

// The signed-in widgets query the API: they load on demand, with the query client, so that
// visitors' first page load carries neither.
const CreditBalance = lazy(async () => {
  const [{ CreditBalance }] = await Promise.all([
    import('../../features/credits/components/credit-balance'),
    loadQueryClient(),
  ]);
  return { default: CreditBalance };
});
const NotificationsBell = lazy(async () => {
  const [{ NotificationsBell }] = await Promise.all([
    import('../../features/notifications/components/notifications-bell'),
    loadQueryClient(),
  ]);
  return { default: NotificationsBell };
});

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link active' : 'nav-link';

export function Header() {
  const { isAuthenticated, user, logout, checkAuth } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  // The bell met an expired session (docs/product/errors.md#notifications): the status check
  // forgets the dead token, then the way to sign in again.
  const onSessionExpired = useCallback(() => {
    void checkAuth().then(() => navigate('/login', { replace: true }));
  }, [checkAuth, navigate]);

  const onLogout = async () => {
    setOpen(false);
    await logout();
    await navigate('/login', { replace: true });
  };

  return (
    <header className="site-header">
      <div className="container">
        <Logo />
        {isAuthenticated && (
          // In the bar itself, not in the menu: the balance stays in view on a phone too.
          <div className="header-balance">
            <Suspense fallback={null}>
              <CreditBalance />
            </Suspense>
          </div>
        )}
        <button
          type="button"
          className="icon-btn menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
        </button>
        <nav
          id="site-nav"
          className={open ? 'nav open' : 'nav'}
          aria-label="Main"
          // Close the small-screen menu when a link in it is followed.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a') !== null) setOpen(false);
          }}
        >
          <NavLink to="/" end className={linkClass}>
            Home
          </NavLink>
          {isAuthenticated ? (
            <>
              <NavLink to="/create" className={linkClass}>
                Create
              </NavLink>
              <NavLink to="/dashboard" className={linkClass}>
                Dashboard
              </NavLink>
              <NavLink to="/custom-tool" className={linkClass}>
                Script to video
              </NavLink>
              <NavLink to="/batch" className={linkClass}>
                Batch
              </NavLink>
              <NavLink to="/settings" className={linkClass}>
                Settings
              </NavLink>
              <div className="header-account">
                <Suspense fallback={null}>
                  <NotificationsBell onSessionExpired={onSessionExpired} />
                </Suspense>
                {user !== null && (
                  // The email leads to the account's settings.
                  <Link to="/settings" className="nav-email" title="Settings">
                    {user.email}
                  </Link>
                )}
                <button type="button" className="nav-link" onClick={() => void onLogout()}>
                  <LogOut
                    size={16}
                    aria-hidden="true"
                    style={{ display: 'inline', verticalAlign: '-2px' }}
                  />{' '}
                  Logout
                </button>
              </div>
            </>
          ) : (
            <NavLink to="/login" className="btn btn-primary btn-sm">
              Login
            </NavLink>
          )}
        </nav>
      </div>
    </header>
  );
}
