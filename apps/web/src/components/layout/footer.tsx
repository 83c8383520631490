import { Link } from 'react-router';
import { LogoMark } from '../ui/logo';

const PAGES = [
  ['/pricing', 'Pricing'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms'],
  ['/disclosure', 'Disclosure'],
] as const;

const SOCIAL = [
  ['https://www.youtube.com/@reelsmith', 'YouTube'],
  ['https://www.tiktok.com/@reelsmith', 'TikTok'],
  ['https://www.instagram.com/reelsmith', 'Instagram'],
  ['https://x.com/reelsmith', 'X'],
] as const;

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
            {PAGES.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="social-links" aria-label="Social links">
          {SOCIAL.map(([href, label]) => (
            <li key={href}>
              <a href={href} rel="noopener noreferrer" target="_blank">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
