/**
 * What the built-in illustrator takes from an image prompt: the time of day, the setting,
 * the weather and up to two subjects, by keywords. Pure: unit-tested.
 */
export const TIMES = ['night', 'dawn', 'sunset', 'day', 'storm'] as const;
export type TimeOfDay = (typeof TIMES)[number];

export const SETTINGS = [
  'sea',
  'mountains',
  'desert',
  'forest',
  'city',
  'space',
  'underwater',
  'interior',
  'field',
  'ice',
] as const;
export type Setting = (typeof SETTINGS)[number];

export const MOTIFS = [
  'figure',
  'crowd',
  'ship',
  'lighthouse',
  'castle',
  'rocket',
  'planet',
  'tree',
  'birds',
  'cat',
  'fish',
  'book',
  'clock',
  'bulb',
  'heart',
  'eye',
  'crown',
  'sword',
  'plane',
  'vehicle',
  'candle',
  'brain',
  'trophy',
  'tent',
  'fire',
  'cube',
  'wall',
  'bridge',
  'key',
  'flag',
  'submarine',
  'satellite',
] as const;
export type Motif = (typeof MOTIFS)[number];

export interface SceneReading {
  time: TimeOfDay;
  setting: Setting;
  subjects: Motif[];
  rain: boolean;
  snow: boolean;
  fog: boolean;
  lightning: boolean;
}

const TIME_WORDS: [TimeOfDay, RegExp][] = [
  ['storm', /\b(storm\w*|thunder\w*|lightning|hurricane|tempest)\b/],
  [
    'night',
    /\b(night\w*|moon\w*|midnight|stars?|starry|dark|darkness|candle ?light|nocturnal|milky way)\b/,
  ],
  ['sunset', /\b(sunset|dusk|evening|twilight|golden hour|setting sun)\b/],
  ['dawn', /\b(dawn|sunrise|morning|daybreak|rising sun)\b/],
  ['day', /\b(day|sunny|sun|noon|bright|blue sky|daylight)\b/],
];

const SETTING_WORDS: [Setting, RegExp][] = [
  [
    'space',
    /\b(space|planet\w*|galaxy|orbit|stars? field|cosmos|spacecraft|astronaut|saturn|jupiter|venus|solar system|milky way|constellation)\b/,
  ],
  [
    'underwater',
    /\b(underwater|deep (sea|ocean)|ocean floor|sea floor|reef|submarine|under water|beneath the (sea|waves))\b/,
  ],
  ['ice', /\b(ice|icy|iceberg\w*|antarctic\w*|arctic|frozen|glacier|snowy|polar)\b/],
  ['desert', /\b(desert|dunes?|sand|outback|dusty|pyramid\w*|dry (field|plain))\b/],
  ['sea', /\b(sea|ocean|waves?|harbou?r|shore|beach|coast\w*|lake|river|island|boat|ship|canoe)\b/],
  [
    'city',
    /\b(city|town|street\w*|skyline|buildings?|urban|village|square|cafe|factory|station|office)\b/,
  ],
  [
    'interior',
    /\b(room|desk|table|kitchen|library|laboratory|lab|cabin|church|studio|bedroom|office|tent|cockpit|theater|theatre|shelf|hall)\b/,
  ],
  ['forest', /\b(forest\w*|jungle|rainforest|trees|woods|canopy)\b/],
  ['mountains', /\b(mountains?|peak|cliff\w*|hills?|valley|volcano)\b/],
  ['field', /\b(field|meadow|grass|farm\w*|park|garden|plain)\b/],
];

const MOTIF_WORDS: [Motif, RegExp][] = [
  ['rocket', /\b(rocket|launch\w*|lander|lunar module)\b/],
  ['satellite', /\b(spacecraft|satellite|probe|voyager|antenna)\b/],
  ['submarine', /\b(submarine|bathyscaphe|sub)\b/],
  ['planet', /\b(planet\w*|earth|saturn|venus|jupiter|globe|moon surface)\b/],
  ['ship', /\b(ship|boat|sail\w*|ferry|canoe|lifeboat|vessel)\b/],
  ['lighthouse', /\b(lighthouse)\b/],
  [
    'castle',
    /\b(castle|tower|palace|temple|church|building|station|university|labyrinth|shrine|factory)\b/,
  ],
  ['plane', /\b(plane|airplane|aircraft|jet|pilot|cockpit)\b/],
  ['vehicle', /\b(bus|train|car|truck|tank|fire engines?)\b/],
  ['cat', /\b(cat|cats|kitten|calico)\b/],
  ['fish', /\b(fish|whale|shark|octopus|dolphin|slug)\b/],
  ['birds', /\b(birds?|emus?|feathers?|wings?|gulls?|winged)\b/],
  [
    'book',
    /\b(book\w*|notebook\w*|pages?|manuscript|logbook|letter|papers?|documents?|blueprints?|map)\b/,
  ],
  ['clock', /\b(clock|hourglass|timer|calendar|time)\b/],
  ['bulb', /\b(light ?bulb|idea|lamp|lantern|invent\w*)\b/],
  ['heart', /\b(heart|love|kind\w*)\b/],
  ['eye', /\b(eye|eyes|watch\w*|vision)\b/],
  ['crown', /\b(crown|king|queen|throne|royal)\b/],
  ['sword', /\b(sword|soldier\w*|battle\w*|war|army|knight|helmet)\b/],
  ['candle', /\b(candles?|flame)\b/],
  ['brain', /\b(brain|mind|neurons?|memory|thought)\b/],
  ['trophy', /\b(trophy|medals?|gold|award|prize|winner)\b/],
  ['tent', /\b(tent|camp\w*)\b/],
  ['fire', /\b(fire|flames|burn\w*|blaze|explosion|embers?)\b/],
  ['cube', /\b(cube|puzzle|blocks?)\b/],
  ['wall', /\b(wall|barrier|border)\b/],
  ['bridge', /\b(bridge\w*)\b/],
  ['key', /\b(key|lock|secret)\b/],
  ['flag', /\b(flag\w*)\b/],
  ['crowd', /\b(crowds?|people|audience|families|protest\w*|tourists)\b/],
  ['tree', /\b(tree|trees|sprout|leaf|leaves|blossom\w*|forest)\b/],
  [
    'figure',
    /\b(man|woman|girl|boy|child|person|figure|hero|astronaut|scientist|explorer|runner|musician|father|mother|son|silhouette|he|she|someone|inventor|captain|student|cook|farmer|officer|pilot)\b/,
  ],
];

export function readScene(prompt: string): SceneReading {
  const p = ` ${prompt.toLowerCase()} `;
  const time = TIME_WORDS.find(([, re]) => re.test(p))?.[0] ?? 'day';
  const setting = SETTING_WORDS.find(([, re]) => re.test(p))?.[0] ?? 'field';
  // Subjects in the order the prompt names them: the first named is the main one.
  const found = MOTIF_WORDS.map(([motif, re]) => {
    const m = re.exec(p);
    return { motif, at: m === null ? -1 : m.index };
  })
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((f) => f.motif);
  return {
    time: setting === 'space' ? 'night' : time,
    setting,
    subjects: [...new Set(found)].slice(0, 2),
    rain: /\b(rain|rainy|raining|rainfall|rainstorm|wet|downpour)\b/.test(p),
    snow: /\b(snow\w*|blizzard|winter)\b/.test(p),
    fog: /\b(fog\w*|mist\w*|haze|hazy|smoke)\b/.test(p),
    lightning: /\b(lightning|thunder\w*)\b/.test(p),
  };
}
