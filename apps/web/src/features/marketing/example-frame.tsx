import type { ArtStyle } from '@reelsmith/contract';

/** Palettes that hint at each art style on the landing page. */
const PALETTES: Record<ArtStyle, [string, string, string]> = {
  steampunk: ['#3b2412', '#b87333', '#f0c987'],
  lichtenstein: ['#ffde00', '#e4002b', '#1b5fc1'],
  portrait: ['#2b1d1a', '#a66a4c', '#f2d2b6'],
  noir: ['#050505', '#3a3a3a', '#e8e8e8'],
  infrared: ['#2a0845', '#ff3d7f', '#f9e0ff'],
  analog: ['#3d2c20', '#c98b4f', '#f6e3c2'],
  timelapse: ['#0b1e3f', '#ff8c42', '#ffd166'],
  concept: ['#101a2b', '#3e7cb1', '#9ad1d4'],
  'post-apocalyptic': ['#2b241b', '#7a6a4f', '#d9c8a0'],
  wildlife: ['#0f2a1d', '#4f8a3c', '#e9c46a'],
  'classic-animation': ['#2d6cdf', '#ffb703', '#fefae0'],
  'tim-burton': ['#120d1f', '#5b3a8c', '#c9b8e8'],
  '80s-cartoon': ['#ff00a8', '#00e5ff', '#ffe600'],
  sketch: ['#f4f1ea', '#8c8c8c', '#2b2b2b'],
  vintage: ['#3e2f1c', '#a47e4f', '#efdcb8'],
  'double-exposure': ['#0e1c2f', '#6c8ebf', '#f2f2f2'],
  fairytale: ['#2c1a4d', '#e07bb5', '#ffe5a3'],
  cinematic: ['#061a23', '#1f6f78', '#f3a65a'],
  minimalist: ['#f1efe9', '#d6cfc2', '#1e1e1e'],
  'titan-anime': ['#1a1423', '#b23a48', '#f7d08a'],
};

interface Props {
  style: ArtStyle;
  format: 'vertical' | 'square' | 'horizontal';
  caption?: string;
  highlight?: string;
  label?: string;
}

/** A stylised frame: sky, sun and horizon in the style's palette, with a caption like a short. */
export function ExampleFrame({ style, format, caption, highlight, label }: Props) {
  const [dark, mid, light] = PALETTES[style];
  return (
    <figure className={`frame frame-${format}`} style={{ margin: 0 }}>
      <svg
        viewBox={
          format === 'horizontal'
            ? '0 0 160 90'
            : format === 'square'
              ? '0 0 100 100'
              : '0 0 90 160'
        }
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-label={label ?? `Example ${style} frame`}
        style={{ width: '100%', height: '100%' }}
      >
        <defs>
          <linearGradient id={`sky-${style}-${format}`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={dark} />
            <stop offset="0.7" stopColor={mid} />
            <stop offset="1" stopColor={light} />
          </linearGradient>
        </defs>
        <rect width="200" height="200" fill={`url(#sky-${style}-${format})`} />
        <circle cx="65%" cy="35%" r="14" fill={light} opacity="0.85" />
        <path d="M0 120 Q 40 90 80 115 T 200 105 V 200 H 0 Z" fill={dark} opacity="0.85" />
        <path d="M0 140 Q 50 120 100 138 T 200 130 V 200 H 0 Z" fill={dark} />
      </svg>
      {caption !== undefined && (
        <figcaption
          style={{
            left: 0,
            right: 0,
            bottom: '22%',
            textAlign: 'center',
            fontWeight: 800,
            fontSize: '0.8rem',
            textShadow: '0 2px 6px rgb(0 0 0 / 0.8)',
          }}
        >
          {caption} <span style={{ color: '#ffe600' }}>{highlight}</span>
        </figcaption>
      )}
      {label !== undefined && (
        <figcaption>
          <span className="badge">{label}</span>
        </figcaption>
      )}
    </figure>
  );
}
