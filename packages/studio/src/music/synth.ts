import type { MusicTrack } from './tracks.js';

/**
 * A tiny deterministic synthesizer for the bundled tracks: a warm pad (detuned partials
 * through a one-pole low-pass), an arpeggio (plucked, bell or soft voice), a bass note and,
 * for some tracks, a soft kick and hat. Renders one 4-bar loop; `loopTo` stretches it.
 */
export function renderLoop(
  track: MusicTrack,
  rate: number,
): { left: Float32Array; right: Float32Array } {
  const beat = 60 / track.bpm;
  const barSeconds = beat * 4;
  const length = Math.round(barSeconds * track.chords.length * rate);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const freq = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);
  const add = (i: number, l: number, r: number): void => {
    if (i < 0 || i >= length) return;
    left[i] = (left[i] ?? 0) + l;
    right[i] = (right[i] ?? 0) + r;
  };

  track.chords.forEach((chord, bar) => {
    const start = Math.round(bar * barSeconds * rate);
    const n = Math.round(barSeconds * rate);
    // Pad: each chord tone as three slightly detuned partial stacks, panned apart. Each
    // partial stack is one oscillator turned by a fixed angle a sample (sin and cos of its
    // phase), its 2nd and 3rd harmonics from the double- and triple-angle formulas: the same
    // sum as sin(ph) + 0.3 sin(2ph) + 0.12 sin(3ph) per sample, with no sine calls in the loop
    // (they were most of a render's JavaScript time before the voice was timed).
    const oscillators = chord.flatMap((note) =>
      [-0.004, 0, 0.004].map((detune) => {
        const w = 2 * Math.PI * freq(track.root + note) * (1 + detune);
        const phase = w * bar * barSeconds;
        return {
          s: Math.sin(phase),
          c: Math.cos(phase),
          ds: Math.sin(w / rate),
          dc: Math.cos(w / rate),
        };
      }),
    );
    let lp = 0;
    for (let i = 0; i < n; i++) {
      const t = i / rate;
      const env = Math.min(1, t / 0.6) * Math.min(1, (barSeconds - t) / 0.4 + 0.35);
      let v = 0;
      for (const o of oscillators) {
        const { s, c } = o;
        v += s + 0.3 * (2 * s * c) + 0.12 * (s * (3 - 4 * s * s));
        o.s = s * o.dc + c * o.ds;
        o.c = c * o.dc - s * o.ds;
      }
      lp += (v - lp) * 0.08;
      const s = (lp * env * 0.035) / chord.length;
      add(start + i, s * 1.05, s * 0.95);
    }
    // Bass: the root an octave below, on the bar.
    const bass = oscillator(2 * Math.PI * freq(track.root + (chord[0] ?? 0) - 12), rate);
    const bassDecay = decay(1.2, rate);
    for (let i = 0, e = 1; i < n; i++, e *= bassDecay) {
      const t = i / rate;
      const s = bass.next() * e * Math.min(1, t / 0.01) * 0.16;
      add(start + i, s, s);
    }
    // Arpeggio on eighth notes.
    track.pattern.forEach((index, step) => {
      if (index < 0) return;
      const note = chord[index % chord.length] ?? 0;
      const w = 2 * Math.PI * freq(track.root + note + 12);
      const at = start + Math.round(step * (beat / 2) * rate);
      const dur = Math.round((track.voice === 'soft' ? beat * 2 : beat * 1.2) * rate);
      const pan = 0.5 + 0.35 * Math.sin(step * 1.7 + bar);
      const tone = oscillator(w, rate);
      // The bell's inharmonic partial, with a decay of its own.
      const partial = oscillator(w * 2.76, rate);
      const [d7, d4, d22, d14] = [7, 4, 2.2, 1.4].map((k) => decay(k, rate)) as [
        number,
        number,
        number,
        number,
      ];
      let e7 = 1;
      let e4 = 1;
      let e22 = 1;
      let e14 = 1;
      for (let i = 0; i < dur; i++) {
        const t = i / rate;
        const c = tone.cos;
        const sine = tone.next();
        let s: number;
        if (track.voice === 'pluck') {
          // sin(2x) = 2 sin(x) cos(x)
          s = (sine + 0.4 * (2 * sine * c)) * e7;
        } else if (track.voice === 'bell') {
          s = (sine + 0.5 * partial.next() * e4) * e22;
        } else {
          s = sine * Math.min(1, t / 0.15) * e14;
        }
        s *= 0.09 * Math.min(1, t / 0.004);
        add(at + i, s * (1 - pan) * 2, s * pan * 2);
        e7 *= d7;
        e4 *= d4;
        e22 *= d22;
        e14 *= d14;
      }
    });
    // Drums: a soft kick on 1 and 3, a quiet hat on the off-beats (seeded noise: deterministic).
    if (track.drums) {
      let noise = 12345 + bar;
      for (let b = 0; b < 4; b++) {
        const at = start + Math.round(b * beat * rate);
        if (b % 2 === 0) {
          for (let i = 0; i < 0.25 * rate; i++) {
            const t = i / rate;
            const f = 50 + 90 * Math.exp(-t * 30);
            const s = Math.sin(2 * Math.PI * f * t) * Math.exp(-t * 14) * 0.3;
            add(at + i, s, s);
          }
        }
        const hat = at + Math.round((beat / 2) * rate);
        for (let i = 0; i < 0.05 * rate; i++) {
          noise = (Math.imul(noise, 1103515245) + 12345) >>> 0;
          const s = ((noise / 4294967296) * 2 - 1) * Math.exp((-i / rate) * 90) * 0.035;
          add(hat + i, s * 0.8, s);
        }
      }
    }
  });
  return { left, right };
}

/** Repeats the loop to `seconds`, crossfading each seam over 50 ms so no click is heard. */
export function loopTo(
  loop: { left: Float32Array; right: Float32Array },
  rate: number,
  seconds: number,
): { left: Float32Array; right: Float32Array } {
  const length = Math.round(seconds * rate);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const n = loop.left.length;
  const fade = Math.round(0.05 * rate);
  for (let i = 0; i < length; i++) {
    const k = i % n;
    let l = loop.left[k] ?? 0;
    let r = loop.right[k] ?? 0;
    if (i >= n && k < fade) {
      const w = k / fade;
      l = l * w + (loop.left[n - fade + k] ?? 0) * (1 - w);
      r = r * w + (loop.right[n - fade + k] ?? 0) * (1 - w);
    }
    left[i] = l;
    right[i] = r;
  }
  return { left, right };
}

/** exp(-k t) from one sample to the next. */
function decay(k: number, rate: number): number {
  return Math.exp(-k / rate);
}

/**
 * sin(w t) sample by sample from phase 0 (w in radians a second), turned by a fixed angle a
 * sample instead of a sine call each: `cos` is cos(w t) of the sample `next` returns next.
 */
function oscillator(w: number, rate: number) {
  const ds = Math.sin(w / rate);
  const dc = Math.cos(w / rate);
  let s = 0;
  let c = 1;
  return {
    get cos(): number {
      return c;
    },
    next(): number {
      const value = s;
      [s, c] = [s * dc + c * ds, c * dc - s * ds];
      return value;
    },
  };
}
