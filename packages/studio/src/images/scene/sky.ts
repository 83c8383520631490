import type { Canvas } from './canvas.js';
import { cartoonSky } from './framing.js';

/** The sky: gradient, stars at night, the sun or moon, storm clouds. The back layer. */
export function skyLayer(c: Canvas): string {
  const { W, H, S, n, random, reading, p, recipe, style, horizon, stroke, fill, defs } = c;
  const body: string[] = [];
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="${recipe.flat === true ? 0.75 : 1}" stop-color="${p.skyBottom}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.75"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyBottom}" stop-opacity="0"/><stop offset="1" stop-color="${p.skyBottom}" stop-opacity="0.55"/></linearGradient>`,
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);

  // Stars and the sun or moon.
  const dark = reading.time === 'night' || reading.setting === 'space' || style === 'timelapse';
  if (dark && recipe.lineOnly !== true && !recipe.overlays.includes('trails')) {
    let stars = '';
    for (let i = 0; i < 140; i++) {
      stars += `<circle cx="${n(random.range(0, W))}" cy="${n(random.range(0, horizon))}" r="${n(random.range(0.8, 3.2))}" fill="#ffffff" opacity="${random.range(0.3, 0.95).toFixed(2)}"/>`;
    }
    body.push(stars);
  }
  const sunX = W * random.range(0.25, 0.75);
  const low = reading.time === 'dawn' || reading.time === 'sunset';
  const sunY = low ? horizon - S * 0.08 : H * random.range(0.12, 0.24);
  const sunR = S * (low ? 0.16 : 0.09);
  // The moon as the scene's subject is drawn large by itself: no second moon in the sky.
  const moonSubject = reading.subjects[0] === 'moon' && (reading.time === 'night' || dark);
  const lit = reading.setting !== 'underwater' && reading.setting !== 'interior';
  if (lit && p.sun !== 'none' && !moonSubject) {
    body.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 3.2)}" fill="url(#glow)"/>`);
    if (style === '80s-cartoon') {
      defs.push(
        `<linearGradient id="sun80" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe45e"/><stop offset="1" stop-color="#ff3f8e"/></linearGradient>`,
        `<clipPath id="stripes">${Array.from({ length: 9 }, (_, i) => `<rect x="0" y="${n(sunY - sunR * 1.6 + i * sunR * 0.36)}" width="${W}" height="${n(sunR * (0.36 - i * 0.025))}"/>`).join('')}</clipPath>`,
      );
      body.push(
        `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 1.6)}" fill="url(#sun80)" clip-path="url(#stripes)"/>`,
      );
    } else if (reading.time === 'night' || reading.setting === 'space') {
      body.push(
        `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${fill(p.sun)}" ${stroke}/>`,
        `<circle cx="${n(sunX - sunR * 0.3)}" cy="${n(sunY - sunR * 0.2)}" r="${n(sunR * 0.18)}" fill="${p.far}" opacity="0.25"/>`,
      );
    } else {
      body.push(
        `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${fill(p.sun)}" ${stroke}/>`,
      );
      if (recipe.framing === 'cartoon') body.push(cartoonSky(c, sunX, sunY, sunR));
    }
  }
  if (reading.time === 'storm' || reading.rain) body.push(clouds(c));
  return body.join('');
}

/** Weather in front of everything in the scene: fog, rain, snow, lightning. */
export function weatherLayer(c: Canvas): string {
  const { W, H, S, n, random, reading, recipe, horizon } = c;
  const body: string[] = [];
  // Weather.
  if (reading.fog || recipe.overlays.includes('haze')) {
    body.push(
      `<rect y="${n(horizon - H * 0.2)}" width="${W}" height="${n(H * 0.45)}" fill="url(#fade)"/>`,
    );
  }
  if (reading.rain) {
    let rain = '';
    for (let i = 0; i < 160; i++) {
      const x = random.range(0, W);
      const y = random.range(0, H);
      rain += `<path d="M${n(x)} ${n(y)} l${n(-S * 0.01)} ${n(S * 0.05)}"/>`;
    }
    body.push(
      `<g stroke="${recipe.lineOnly === true ? '#555' : '#cfe3ff'}" stroke-width="2" opacity="0.45">${rain}</g>`,
    );
  }
  if (reading.snow) {
    let snow = '';
    for (let i = 0; i < 140; i++)
      snow += `<circle cx="${n(random.range(0, W))}" cy="${n(random.range(0, H))}" r="${n(random.range(2, 6))}"/>`;
    body.push(`<g fill="#ffffff" opacity="0.8">${snow}</g>`);
  }
  if (reading.lightning) {
    let x = W * random.range(0.2, 0.8);
    let y = 0;
    let d = `M${n(x)} 0`;
    while (y < horizon * 0.9) {
      x += random.range(-S * 0.06, S * 0.06);
      y += random.range(S * 0.05, S * 0.1);
      d += ` L${n(x)} ${n(y)}`;
    }
    body.push(
      `<path d="${d}" fill="none" stroke="#f5f8ff" stroke-width="6"/><path d="${d}" fill="none" stroke="#9fc4ff" stroke-width="18" opacity="0.3"/>`,
    );
  }
  return body.join('');
}

function clouds(c: Canvas): string {
  const { W, H, p, random, n, recipe } = c;
  let out = '';
  for (let i = 0; i < 7; i++) {
    const cx = random.range(-W * 0.1, W * 1.1);
    const cy = random.range(H * 0.05, H * 0.3);
    const r = Math.min(W, H) * random.range(0.1, 0.22);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.8)}" ry="${n(r * 0.6)}" fill="${recipe.lineOnly === true ? 'none' : p.far}" opacity="0.75"/>`;
  }
  return `<g ${recipe.lineOnly === true ? 'stroke="#333" stroke-width="3"' : ''}>${out}</g>`;
}
