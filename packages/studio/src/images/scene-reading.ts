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
  'soldier',
  'robot',
  'ship',
  'lighthouse',
  'castle',
  'house',
  'rocket',
  'planet',
  'saturn',
  'earth',
  'moon',
  'star',
  'tree',
  'birds',
  'cat',
  'fish',
  'animal',
  'cactus',
  'wave',
  'book',
  'clock',
  'bulb',
  'heart',
  'eye',
  'crown',
  'sword',
  'plane',
  'vehicle',
  'tank',
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
  'screen',
  'bottle',
  'food',
  'mic',
] as const;
export type Motif = (typeof MOTIFS)[number];

export interface SceneReading {
  time: TimeOfDay;
  setting: Setting;
  /** One or two, never none: the first is the main one. */
  subjects: Motif[];
  /** True when no word named a subject and the setting chose one (scene-coverage.test.ts). */
  chosen: boolean;
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
    /\b(space|planet\w*|galaxy|orbit|stars? field|cosmos|spacecraft|astronaut|saturn|jupiter|venus|solar system|milky way|constellation|on the moon|lunar surface|moon surface|moonwalk|apollo)\b/,
  ],
  [
    'underwater',
    /\b(underwater|deep (sea|ocean)|ocean floor|sea floor|reef|submarine|under water|beneath the (sea|waves))\b/,
  ],
  ['ice', /\b(ice|icy|iceberg\w*|antarctic\w*|arctic|frozen|glacier|snowy|polar)\b/],
  ['desert', /\b(desert|dunes?|sand|outback|dusty|pyramid\w*|dry (field|plain))\b/],
  [
    'sea',
    /\b(sea|ocean|waves?|harbou?r|shore|beach|coast\w*|lake|river|island|boat|ship|canoe|lighthouse|whale|sailor|fisherman|pirate)\b/,
  ],
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

/** Words as a pattern: each may take a plural (s, es; y -> ies is written out). */
const w = (...words: string[]): RegExp => new RegExp(`\\b(?:${words.join('|')})(?:e?s)?\\b`);

/** People words: one is a figure, several a crowd. */
const PEOPLE =
  'man|men|woman|women|girl|boy|child|children|kid|person|figure|hero|heroine|astronaut|scientist|explorer|runner|musician|father|mother|son|daughter|brother|sister|grand(?:mother|father|ma|pa)|silhouette|inventor|captain|student|cook|chef|farmer|officer|pilot|engineer|journalist|reporter|designer|singer|cowboy|doctor|nurse|teacher|worker|keeper|sailor|fisherman|detective|writer|artist|painter|dancer|player|athlete|climber|diver|monk|priest|prince|princess|witch|wizard|baby|teen(?:ager)?|human|traveller|traveler|hiker|stranger|friend|wife|husband|poet|mathematician|programmer|coder|founder|leader|president|emperor|villager|merchant|thief|spy|survivor|passenger|crew|family|guard|prisoner|refugee|queen|king';

// prettier-ignore
const MOTIF_WORDS: [Motif, RegExp][] = [
  ['rocket', w('rocket', 'launch(?:ed|ing)?', 'lander', 'lunar module', 'shuttle')],
  ['satellite', w('spacecraft', 'satellite', 'probe', 'voyager', 'antenna', 'space station', 'telescope')],
  ['submarine', w('submarine', 'bathyscaphe', 'sub')],
  // The Earth before "planet": "planet earth, a pale blue dot" is the Earth, not Saturn.
  ['earth', /\b((planet )?earth|(pale |faint |tiny |little )?blue dot|globe|whole world|our world|home planet)\b/],
  ['saturn', /\b(saturn|ringed planet|planet with rings|rings? of)\b/],
  ['planet', w('planet', 'jupiter', 'venus', 'mars', 'neptune', 'exoplanet', 'moon surface')],
  ['moon', /\b(full moon|crescent( moon)?|half moon|the moon|moonrise|lunar|a moon)\b/],
  ['star', /\b((a|one|the|single|tiny|bright|shooting|falling|dying|new) star|constellation|supernova|north star)\b/],
  ['ship', w('ship', 'boat', 'sail(?:ing|boat)?', 'ferry', 'ferries', 'canoe', 'lifeboat', 'vessel', 'yacht', 'raft', 'galleon', 'steamer', 'fleet')],
  ['lighthouse', w('lighthouse')],
  ['castle', w('castle', 'tower', 'palace', 'temple', 'church', 'cathedral', 'pyramid', 'fortress', 'fort', 'shrine', 'university', 'labyrinth', 'factory', 'factories', 'monument', 'museum', 'mosque', 'colosseum', 'power plant')],
  ['house', w('house', 'home', 'farmhouse', 'cottage', 'cabin', 'hut', 'shed', 'barn', 'hospital', 'school', 'shop', 'store', 'bakery', 'cafe', 'restaurant', 'houses', 'apartment', 'building')],
  ['plane', w('plane', 'airplane', 'aircraft', 'aircrafts', 'jet', 'pilot', 'cockpit', 'airliner', 'glider', 'helicopter')],
  // Tanks are tanks: "soldiers and tanks" became a sword and a bus (issue 19).
  ['tank', /\b(tanks?)\b(?! of)/],
  ['vehicle', w('bus', 'train', 'car', 'truck', 'fire engine', 'taxi', 'tram', 'bicycle', 'bike', 'motorcycle', 'wagon', 'carriage', 'tractor', 'van', 'vehicle', 'half-track', 'landing craft')],
  ['robot', w('robot', 'robotic', 'android', 'cyborg', 'machine learning', 'artificial intelligence', 'ai')],
  ['cat', w('cat', 'kitten', 'calico')],
  ['fish', w('fish', 'fishes', 'whale', 'shark', 'octopus', 'octopuses', 'dolphin', 'slug', 'jellyfish', 'starfish', 'crab', 'squid', 'turtle', 'salmon', 'eel')],
  ['birds', w('bird', 'emu', 'feather', 'wing', 'gull', 'winged', 'eagle', 'owl', 'crow', 'raven', 'parrot', 'pigeon', 'dove', 'penguin', 'swan', 'duck', 'hawk', 'flock')],
  ['animal', w('animal', 'horse', 'dog', 'puppy', 'puppies', 'wombat', 'cow', 'deer', 'bear', 'wolf', 'wolves', 'lion', 'fox', 'foxes', 'rabbit', 'sheep', 'goat', 'elephant', 'tiger', 'monkey', 'pig', 'mouse', 'mice', 'rat', 'camel', 'kangaroo', 'dinosaur', 'dragon', 'giraffe', 'zebra', 'cattle', 'bull', 'ox', 'oxen', 'pony', 'ponies', 'mammoth', 'sloth', 'panda', 'koala', 'squirrel', 'hedgehog', 'pet', 'snake', 'serpent', 'axolotl', 'salamander', 'lizard', 'frog', 'chimpanzee', 'ape', 'gorilla')],
  ['cactus', /\b(cactus|cacti|saguaro)\b/],
  ['book', w('book', 'notebook', 'page', 'manuscript', 'logbook', 'letter', 'paper', 'document', 'blueprint', 'map', 'diary', 'diaries', 'journal', 'parchment', 'scroll', 'newspaper', 'library', 'libraries', 'script', 'recipe', 'poem', 'novel')],
  ['clock', /\b(clocks?|hourglass(es)?|timers?|calendars?|time machine|time travel|wristwatch|stopwatch|alarm)\b/],
  ['bulb', w('light ?bulb', 'idea', 'question mark', 'lamp', 'lantern', 'invent(?:ion|or|ed|ing)?')],
  ['heart', w('heart', 'love')],
  ['eye', /\b(eyes?|vision|gaze|stare)\b/],
  ['crown', w('crown', 'king', 'queen', 'throne', 'royal', 'emperor', 'empress', 'pharaoh')],
  ['soldier', w('soldier', 'troop', 'army', 'armies', 'infantry', 'warrior', 'war', 'battle', 'battlefield', 'trench', 'regiment', 'marine', 'paratrooper', 'militia', 'veteran')],
  ['sword', w('sword', 'knight', 'blade', 'duel', 'samurai', 'gladiator')],
  ['candle', w('candle', 'flame', 'candlelight', 'torch')],
  ['brain', w('brain', 'mind', 'neuron', 'memory', 'memories', 'thought', 'dream')],
  ['trophy', w('trophy', 'trophies', 'medal', 'award', 'prize', 'winner', 'podium', 'champion')],
  ['tent', w('tent', 'camp', 'campsite', 'camping')],
  ['fire', w('fire', 'flames', 'burn(?:ing|ed|t)?', 'blaze', 'explosion', 'ember', 'bonfire', 'volcano', 'eruption', 'lava')],
  ['cube', w('cube', 'puzzle', 'block', 'lego', 'chess', 'chessboard', 'dice')],
  ['wall', w('wall', 'barrier', 'border', 'barricade', 'sandbag')],
  ['bridge', w('bridge')],
  ['key', w('key', 'lock', 'padlock', 'keyhole', 'vault')],
  ['flag', w('flag')],
  ['screen', w('screen', 'television', 'tv', 'computer', 'laptop', 'monitor', 'phone', 'smartphone', 'keyboard', 'chip', 'circuit', 'internet', 'website', 'app', 'video game', 'console', 'typewriter', 'calculator', 'whiteboard', 'control room', 'mission control', 'camera')],
  ['bottle', w('bottle', 'jar', 'vial', 'potion', 'flask', 'test tube', 'glass of', 'cup', 'mug', 'tea', 'coffee', 'medicine', 'pill', 'sunscreen', 'perfume', 'chemical', 'laboratory', 'laboratories', 'lab')],
  ['food', w('fruit', 'banana', 'strawberry', 'strawberries', 'apple', 'tomato', 'tomatoes', 'grape', 'avocado', 'bread', 'pizza', 'plate of', 'bowl', 'spoon', 'pot', 'meal', 'food', 'egg', 'vegetable', 'honey', 'garlic', 'ginger', 'cake', 'sugar', 'dinner', 'breakfast', 'lunch', 'kitchen', 'soup', 'rice', 'cheese', 'chocolate', 'cookie', 'dish', 'dishes', 'pot of')],
  ['mic', w('microphone', 'mic', 'podcast', 'radio', 'stage', 'concert', 'speech', 'song', 'singer', 'guitar', 'band')],
  ['crowd', new RegExp(`\\b(crowds?|people|audience|families|protest\\w*|tourists|fans|spectators|villagers|the public|strangers|${PEOPLE.split('|').filter((p) => !/(man|men|child|children|crew|family)$/.test(p)).map((p) => `${p}s`).join('|')}|men|women|children|crews?|families)\\b`)],
  ['tree', w('tree', 'sprout', 'leaf', 'leaves', 'blossom', 'forest', 'oak', 'pine', 'palm', 'seed', 'seedling', 'plant', 'flower', 'garden', 'orchard')],
  ['figure', new RegExp(`\\b(${PEOPLE}|he|she|someone|somebody|you|i|we|him|her)\\b`)],
  ['wave', w('wave', 'surf', 'tide', 'tsunami')],
];

/** The words after a thing that make it a person's trade: "lighthouse keeper", "bus driver". */
const ROLE =
  /^ (keepers?|captains?|drivers?|guards?|commanders?|scientists?|engineers?|builders?|makers?|workers?|pilots?|crews?|owners?|fighters?|hunters?|lovers?|sellers?|tamers?|whisperers?)\b/;

/**
 * The subject a scene gets when no word names one: something its setting and light hold
 * anyway (a sea is its wave, a night its moon), so no scene is an empty landscape.
 */
const CHOSEN: Record<Setting, Motif> = {
  sea: 'wave',
  mountains: 'figure',
  desert: 'cactus',
  forest: 'tree',
  city: 'house',
  space: 'planet',
  underwater: 'fish',
  interior: 'bulb',
  field: 'tree',
  ice: 'figure',
};

export function readScene(prompt: string): SceneReading {
  const p = ` ${prompt.toLowerCase()} `;
  const time = TIME_WORDS.find(([, re]) => re.test(p))?.[0] ?? 'day';
  const setting = SETTING_WORDS.find(([, re]) => re.test(p))?.[0] ?? 'field';
  // Subjects in the order the prompt names them: the first named is the main one. Two that
  // start at one word ("planet earth": earth and planet) keep the first listed.
  const found = MOTIF_WORDS.map(([motif, re]) => {
    const m = re.exec(p);
    if (m === null) return { motif, at: -1 };
    // A word that names someone's trade ("lighthouse keeper", "tank commander") is not the
    // main subject: the person is. It stays second, and still sets the scene.
    const trade = ROLE.test(p.slice(m.index + m[0].length));
    return { motif, at: trade ? m.index + p.length : m.index };
  })
    .filter((f) => f.at >= 0)
    .filter((f, i, all) => all.findIndex((g) => g.at === f.at) === i)
    .sort((a, b) => a.at - b.at)
    .map((f) => f.motif)
    // The sky draws a moon at night: a moon named after the main subject adds nothing.
    .filter((motif, i) => motif !== 'moon' || i === 0);
  const night = setting === 'space' || time === 'night';
  const chosen = found.length === 0;
  const open = setting !== 'interior' && setting !== 'underwater' && setting !== 'space';
  const subjects: Motif[] = chosen ? [night && open ? 'moon' : CHOSEN[setting]] : found.slice(0, 2);
  return {
    time: setting === 'space' ? 'night' : time,
    setting,
    subjects,
    chosen,
    rain: /\b(rain|rainy|raining|rainfall|rainstorm|wet|downpour)\b/.test(p),
    snow: /\b(snow\w*|blizzard|winter)\b/.test(p),
    fog: /\b(fog\w*|mist\w*|haze|hazy|smoke)\b/.test(p),
    lightning: /\b(lightning|thunder\w*)\b/.test(p),
  };
}
