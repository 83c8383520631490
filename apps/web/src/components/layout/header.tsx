import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { Logo } from '../ui/logo';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link active' : 'nav-link';

export function Header() {
  const { isAuthenticated, user, logout } = useAuth();
  const [open, setOpen] = useState(false);

  return (
    <header className="site-header">
      <div className="container">
        <Logo />
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
              {user !== null && <span className="nav-email">{user.email}</span>}
              <button type="button" className="nav-link" onClick={() => void logout()}>
                <LogOut
                  size={16}
                  aria-hidden="true"
                  style={{ display: 'inline', verticalAlign: '-2px' }}
                />{' '}
                Logout
              </button>
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
