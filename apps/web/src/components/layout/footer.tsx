import { Link } from 'react-router';
import { LogoMark } from '../ui/logo';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.6rem' }}>
          <LogoMark />
          <span>
            © {new Date().getFullYear()} Reelsmith. Story-driven short videos, made for you by AI.
          </span>
        </div>
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/disclosure">Disclosure</Link>
            </li>
          </ul>
        </nav>
        <ul className="social-links" aria-label="Social links">
          <li>
            <a href="https://www.youtube.com/@reelsmith" rel="noopener noreferrer" target="_blank">
              YouTube
            </a>
          </li>
          <li>
            <a href="https://www.tiktok.com/@reelsmith" rel="noopener noreferrer" target="_blank">
              TikTok
            </a>
          </li>
          <li>
            <a href="https://www.instagram.com/reelsmith" rel="noopener noreferrer" target="_blank">
              Instagram
            </a>
          </li>
          <li>
            <a href="https://x.com/reelsmith" rel="noopener noreferrer" target="_blank">
              X
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
