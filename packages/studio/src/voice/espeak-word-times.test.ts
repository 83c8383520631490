import { describe, expect, it } from 'vitest';
import { matchIslands, walk } from './espeak-islands.js';
import { phonemeTokens, placeWords } from './espeak-phonemes.js';
import { probeGap } from './espeak-word-times.js';

describe('phonemeTokens: eSpeak NG’s -x output', () => {
  it('reads one token a word it says, clause starts and its own pauses', () => {
    // `espeak-ng -q -x -g 1 -v en-us` for "His father gave him wings and one rule. He broke it
    // in the most beautiful way possible." ("in the" glued; a pause before "and").
    const tokens = phonemeTokens(
      "hIz_ f'A:D3_ g'eIv_ h,Im_ w'INz_:_:_ and_ w'Vn_ r'u:l_\nhi:_ br'oUk_ It#_ InD@2_ m'oUst_\n",
    );
    expect(tokens.map((t) => t.text)).toEqual([
      'hIz_',
      "f'A:D3_",
      "g'eIv_",
      'h,Im_',
      "w'INz_:_:_",
      'and_',
      "w'Vn_",
      "r'u:l_",
      'hi:_',
      "br'oUk_",
      'It#_',
      'InD@2_',
      "m'oUst_",
    ]);
    expect(tokens.filter((t) => t.pauseBefore).map((t) => t.text)).toEqual([
      'hIz_',
      'and_',
      'hi:_',
    ]);
  });

  it('does not count a pause alone as a token', () => {
    expect(phonemeTokens('_:_:\n').map((t) => t.text)).toEqual([]);
    const quoted = phonemeTokens("v'y_:_: _|w,i_:_: kil_\n");
    expect(quoted.map((t) => t.pauseBefore)).toEqual([true, true, true]);
  });
});

describe('placeWords: the script’s words in eSpeak’s tokens', () => {
  const script = ['He', 'broke', 'it', 'in', 'the', 'most', 'beautiful', 'way.'];
  const alone = [
    ["h'i:_"],
    ["br'oUk_"],
    ["'It_"],
    ["'In_"],
    ["D'@2_"],
    ["m'oUst_"],
    ["bj'u:t#if@L_"],
    ["w'eI_"],
  ];
  const tokens = ['hi:_', "br'oUk_", 'It#_', 'InD@2_', "m'oUst_", "bj'u:t#if@L_", "w'eI_"];

  it('gives glued words one token, shared by their sounds', () => {
    const places = placeWords(script, alone, tokens)!;
    expect(places.map((p) => p.token)).toEqual([0, 1, 2, 3, 3, 4, 5, 6]);
    // "in" and "the" share "InD@2" half and half (two sounds each).
    expect(places[3]).toEqual({ token: 3, from: 0, to: 0.5 });
    expect(places[4]).toEqual({ token: 3, from: 0.5, to: 1 });
  });

  it('gives a number the tokens it is spoken as', () => {
    const places = placeWords(
      ['Belgium,', 'December', '1914.', 'The', 'war'],
      [["b'EldZ@m_"], ["dI#s'Emb3_"], ["n'aInti:nh'VndrI2d_", "f'o@ti:n_"], ["D'@2_"], ["w'O@_"]],
      ["b'EldZ@m_", "dI#s'Emb3_", "n'aInti:nh'VndrI2d_", "f'o@ti:n_", 'D@2_', "w'O@_"],
    )!;
    expect(places.map((p) => p.token)).toEqual([0, 1, 2, 4, 5]);
  });

  it('keeps eSpeak’s 0 and 3 as sounds: "was a" glued stays "was a"', () => {
    // `-x` for "was a secret" (en-gb-x-rp): "a" is glued to "was", not to "secret".
    const places = placeWords(
      ['was', 'a', 'secret'],
      [["w'0z_"], ["'eI_"], ["s'i:krI2t_"]],
      ['wVza#_', "s'i:krI2t_"],
    )!;
    expect(places.map((p) => p.token)).toEqual([0, 0, 1]);
  });

  it('never glues across a clause, even where the sounds change ("E" said "i")', () => {
    const places = placeWords(
      ['Sebastião.', 'E', 'você,'],
      [["s,eb&s#ti;'&U~_"], ["'E_"], ["vos'e_"]],
      ["s,eb&s#ti;'&U~_", 'i_', "vos'e_"],
    )!;
    expect(places.map((p) => p.token)).toEqual([0, 1, 2]);
  });
});

describe('matchIslands: probe islands to units of expected length', () => {
  it('gives each unit its island when there are as many', () => {
    expect(matchIslands([100, 300, 200], [1, 3, 2])).toEqual([
      { units: [0, 0], islands: [0, 0] },
      { units: [1, 1], islands: [1, 1] },
      { units: [2, 2], islands: [2, 2] },
    ]);
  });

  it('puts units that came out as one island together, and splits one over two', () => {
    const glued = matchIslands([120, 250, 500, 330], [1, 1, 1, 3, 2]);
    expect(glued[1]).toEqual({ units: [1, 2], islands: [1, 1] });
    const split = matchIslands([120, 400, 450, 150, 300], [1, 8, 1, 2]);
    expect(split[1]).toEqual({ units: [1, 1], islands: [1, 2] });
  });

  it('widens the probe’s gap for fast speech', () => {
    expect(probeGap(165)).toBe(60);
    expect(probeGap(280)).toBeGreaterThan(180);
  });
});

describe('walk: each probe island’s start in the clip', () => {
  it('steps over each word’s length to the sound after the next silence', () => {
    const rate = 1000;
    // Words of 100, 60 (with a 20 ms closure inside) and 80 samples, 10 ms gaps, a 30 ms lead.
    const clip = new Float32Array(400);
    const sound = (from: number, to: number): void => {
      for (let i = from; i < to; i++) clip[i] = 0.5;
    };
    sound(30, 130);
    sound(140, 160);
    sound(180, 200);
    sound(210, 290);
    const islands = [
      { start: 700, end: 800 },
      { start: 1500, end: 1560 },
      { start: 2000, end: 2080 },
    ];
    expect(walk(islands, clip, rate)).toEqual([30, 140, 210]);
  });
});
