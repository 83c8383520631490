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
    // Pad: each chord tone as three slightly detuned partial stacks, panned apart.
    let lp = 0;
    for (let i = 0; i < n; i++) {
      const t = i / rate;
      const env = Math.min(1, t / 0.6) * Math.min(1, (barSeconds - t) / 0.4 + 0.35);
      let v = 0;
      for (const note of chord) {
        const f = freq(track.root + note);
        for (const detune of [-0.004, 0, 0.004]) {
          const ph = 2 * Math.PI * f * (1 + detune) * (t + bar * barSeconds);
          v += Math.sin(ph) + 0.3 * Math.sin(2 * ph) + 0.12 * Math.sin(3 * ph);
        }
      }
      lp += (v - lp) * 0.08;
      const s = (lp * env * 0.035) / chord.length;
      add(start + i, s * 1.05, s * 0.95);
    }
    // Bass: the root an octave below, on the bar.
    const bassF = freq(track.root + (chord[0] ?? 0) - 12);
    for (let i = 0; i < n; i++) {
      const t = i / rate;
      const env = Math.exp(-t * 1.2) * Math.min(1, t / 0.01);
      const s = Math.sin(2 * Math.PI * bassF * t) * env * 0.16;
      add(start + i, s, s);
    }
    // Arpeggio on eighth notes.
    track.pattern.forEach((index, step) => {
      if (index < 0) return;
      const note = chord[index % chord.length] ?? 0;
      const f = freq(track.root + note + 12);
      const at = start + Math.round(step * (beat / 2) * rate);
      const dur = Math.round((track.voice === 'soft' ? beat * 2 : beat * 1.2) * rate);
      const pan = 0.5 + 0.35 * Math.sin(step * 1.7 + bar);
      for (let i = 0; i < dur; i++) {
        const t = i / rate;
        let s: number;
        if (track.voice === 'pluck') {
          s =
            (Math.sin(2 * Math.PI * f * t) + 0.4 * Math.sin(4 * Math.PI * f * t)) *
            Math.exp(-t * 7);
        } else if (track.voice === 'bell') {
          s =
            (Math.sin(2 * Math.PI * f * t) +
              0.5 * Math.sin(2 * Math.PI * f * 2.76 * t) * Math.exp(-t * 4)) *
            Math.exp(-t * 2.2);
        } else {
          s = Math.sin(2 * Math.PI * f * t) * Math.min(1, t / 0.15) * Math.exp(-t * 1.4);
        }
        s *= 0.09 * Math.min(1, t / 0.004);
        add(at + i, s * (1 - pan) * 2, s * pan * 2);
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
