import type { StoryPlan } from './library/types.js';

/**
 * What a custom prompt is about, read by words: who it follows, what happens, to what, and
 * where. Any part may be missing ("x", "NASA and the first photo of a black hole").
 */
export interface PromptParts {
  /** The whole subject, as promptSubject gives it. */
  subject: string;
  /** The person or creature it follows: "a lighthouse keeper", "my grandmother". */
  who?: string | undefined;
  /** What happens: "befriends a whale", "survived the war". */
  event?: string | undefined;
  /** What it happens to: "a whale", "the war". */
  thing?: string | undefined;
  /** Where, with its preposition: "on the coast of Maine", "in Kenya". */
  where?: string | undefined;
}

const PERSON =
  'man|woman|girl|boy|child|kid|person|hero|heroine|astronaut|scientist|explorer|runner|musician|father|mother|dad|mom|mum|son|daughter|brother|sister|grandmother|grandfather|grandma|grandpa|grandson|granddaughter|uncle|aunt|inventor|captain|student|cook|chef|farmer|officer|pilot|engineer|journalist|designer|singer|cowboy|doctor|nurse|teacher|worker|keeper|sailor|fisherman|detective|writer|artist|painter|dancer|player|athlete|climber|diver|monk|priest|prince|princess|king|queen|witch|wizard|knight|soldier|baby|teenager|traveller|traveler|stranger|friend|wife|husband|poet|programmer|founder|leader|emperor|villager|merchant|thief|spy|survivor|refugee|orphan|robot|cat|dog|fox|wolf|bear|whale|dragon|horse|owl|mouse|bird|puppy|kitten|neighbor|neighbour|boss|coach|chief|ranger|miner|baker|pirate|monster|ghost|alien|crew|team|family|couple';

const PLACE =
  'village|city|town|island|forest|woods|sea|ocean|desert|mountains?|coast|shore|beach|school|house|home|kitchen|space|moon|mars|jungle|rainforest|river|lake|castle|farm|street|office|hospital|station|world|kingdom|valley|harbou?r|port|lighthouse|cave|arctic|antarctica|north pole|garden|park|library|museum|lab|laboratory|factory|ship|train|war|trenches|sky|galaxy|planet|country|countryside|mine|prison|palace|temple|stadium|attic|basement|cafe|restaurant|market|bakery';

const WHO_THEN_REST = new RegExp(
  `^((?:(?:a|an|the|my|our|his|her|their|one|two|three|some)\\s+)?(?:[\\w'-]+\\s+){0,3}?(?:${PERSON})s?)\\b\\s*(?:,\\s*)?(?:(?:who|that|which)\\s+)?(.*)$`,
  'i',
);
const NAME_THEN_REST = /^((?:[A-Z][\w'-]+)(?:\s+(?:[A-Z][\w'-]+|de|da|van|von))*)\s*(.*)$/;
const WHERE = new RegExp(
  `\\b((?:in|at|on|across|under|inside|near|off|aboard|beneath|above|through|into)\\s+(?:(?:the|a|an|my|our|his|her|their)\\s+)?(?:[A-Z][\\w'-]+(?:\\s+(?:of\\s+)?[A-Z][\\w'-]+)*|(?:[\\w'-]+\\s+){0,2}?(?:${PLACE})(?:\\s+of\\s+(?:the\\s+)?[A-Z]?[\\w'-]+)?))\\b`,
  'g',
);
const THING =
  /\b((?:a|an|the|his|her|their|its|my|our|one|two|some)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+?)(?=\s+(?:in|at|on|to|with|from|for|of|and|who|that|into|after|before|during)\b|\s*$)/i;
const LAST_THING =
  /\b((?:a|an|the|his|her|their|its|my|our|one|two|some)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)\s*$/i;

/** Reads a custom prompt's subject into its parts. Pure. */
export function promptParts(subject: string): PromptParts {
  const s = subject.trim();
  // Where: a named place first ("in Kenya"), else the first place word ("in her village").
  const places = [...s.matchAll(WHERE)].map((m) => m[1] ?? '');
  const where = places.find((p) => /\s[A-Z]/.test(p)) ?? places[0];
  let who: string | undefined;
  let rest = '';
  const person = WHO_THEN_REST.exec(s);
  const name = NAME_THEN_REST.exec(s);
  if (person !== null && (person[1] ?? '').split(/\s+/).length <= 5) {
    who = person[1];
    rest = person[2] ?? '';
  } else if (name !== null && !/^(What|How|Why|When|Where|The|A|An|If)$/.test(name[1] ?? '')) {
    who = name[1];
    rest = name[2] ?? '';
  }
  // "Rome and its emperors", "NASA and the first photo of a black hole": a name and a thing,
  // nothing done yet; an acronym is an organisation, not someone to follow.
  const and = /^(?:and|with)\s+(.+)$/i.exec(rest);
  if (who !== undefined && and !== null) {
    const thing = cleanEvent(and[1] ?? '', where);
    return { subject: s, who: /^[A-Z]{2,}$/.test(who) ? undefined : who, thing, where };
  }
  // "of ...", "'s ...": the rest is not something the person does.
  if (who !== undefined && /^(of|from|for|'s)\b/i.test(rest)) rest = '';
  const event = who === undefined || rest === '' ? undefined : cleanEvent(rest, where);
  const thing = event === undefined ? undefined : THING.exec(event)?.[1];
  return { subject: s, who, event, thing: thing === who ? undefined : thing, where };
}

/** An event without its place (told apart) or trailing commas. */
function cleanEvent(rest: string, where: string | undefined): string | undefined {
  let e = rest;
  if (where !== undefined) e = e.replace(where, '');
  e = e
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:]+$/, '')
    .trim();
  return e.split(' ').length >= 1 && e !== '' ? e : undefined;
}

/** "a lighthouse keeper" -> "the lighthouse keeper"; names and "my grandmother" stay. */
export function definite(phrase: string): string {
  return phrase.replace(/^(a|an|one)\s+/i, 'the ');
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The place's own words for a picture: "on the coast of Maine" -> "the coast of Maine". */
function placeWords(where: string): string {
  return where.replace(/^\w+\s+/, '');
}

/**
 * A custom prompt told as its own story: its person, what happens to them and where, scene by
 * scene; each image prompt pictures that scene (who, where, the moment), not the whole prompt.
 * With nobody to follow, the subject itself is the story's thread.
 */
export function promptStoryPlan(parts: PromptParts, title: string): StoryPlan {
  const { subject, who, event, thing, where } = parts;
  // Who each picture shows: the person, or without one the subject's last noun ("a black hole").
  const one = who ?? LAST_THING.exec(subject)?.[1] ?? subject;
  // Who the narration follows; without a person, the people behind the subject.
  const the = who === undefined ? 'the people behind it' : definite(who);
  const The = cap(the);
  const about = who === undefined ? subject : the;
  // Without a named place, each scene has a place of its own (the subject's words still win:
  // a lighthouse keeper's scenes stay by the sea).
  const scene = (generic: string): string => (where === undefined ? `, ${generic}` : place);
  const at = where === undefined ? '' : ` ${where}`;
  const place = where === undefined ? '' : `, ${placeWords(where)}`;
  const it = thing === undefined ? undefined : definite(thing);
  const happened =
    event === undefined
      ? `Then came the moment this story is about.`
      : `Then came the moment this story is about: ${the} ${event}.`;
  const moment = thing ?? one;
  return {
    titles: [title, `The Story of ${title}`],
    hooks: [
      [
        `This is the story of ${subject}. It sounds simple. It was not.`,
        `${one}${place}, cinematic wide shot at dawn`,
      ],
      [
        who === undefined
          ? `Nobody expected much from ${subject}${at}. That was the first mistake.`
          : `Nobody expected much from ${the}${at}. That was the first mistake.`,
        `${one} standing alone${scene('on an empty road')}, early morning light`,
      ],
    ],
    beats: [
      {
        line: [
          where === undefined
            ? `It began on an ordinary day. ${The} had no idea that this day would be remembered.`
            : `It began${at}, on an ordinary day. ${The} had no idea that this day would be remembered.`,
          `${one}${scene('in a quiet town street')}, an ordinary morning, soft light`,
        ],
        more: [
          `Life there was quiet and predictable, and for a long time nothing about ${the} stood out at all.`,
          `${where === undefined ? 'a small quiet town' : placeWords(where)} seen from above at sunrise, calm and still`,
        ],
      },
      {
        line: [
          `${happened} In one moment, everything that came before looked different.`,
          `${moment}${place}, the moment everything changes, dramatic light`,
        ],
        more: [
          it === undefined
            ? `Word spread fast. Some people laughed, some worried, and a few understood at once.`
            : `At the centre of it all was ${it}, and nothing would be the same again.`,
          `${it ?? 'a crowd of people'} close up${place}, curious faces, evening`,
        ],
      },
      {
        line: [
          `It did not go smoothly. There were doubts, setbacks and long nights when giving up looked easier.`,
          `${one} in a storm${scene('on the hills')}, rain and wind at night`,
        ],
        more: [
          `Those who watched ${the} in those days remembered the silence more than anything else.`,
          `${one} by a candle at night${scene('in a small room')}`,
        ],
      },
      {
        line: [
          `But ${the} kept going, one stubborn step at a time, because stopping would have cost more.`,
          `${one} walking toward the light${scene('on a mountain path')}, first sun through the clouds`,
        ],
        more: [
          `Small things started to change. A little help here, a little luck there, and more courage every day.`,
          it === undefined
            ? `${one} and friends together${place}, warm afternoon light`
            : `${one} and ${it}${place}, warm afternoon light`,
        ],
      },
      {
        line: [
          `In the end, what had looked impossible became the part everyone remembers about ${about}.`,
          `${one}${scene('on a hilltop')} at sunset, golden light, a quiet victory`,
        ],
        more: [
          `People still tell it today, and every time it is told it sounds a little less impossible.`,
          `people gathered around a fire at night telling a story${place}`,
        ],
      },
    ],
    closes: [
      [
        `So remember ${who === undefined ? 'this story' : the} the next time your own story reaches the hard part. Follow for more stories like this.`,
        `${one} looking at the horizon at dusk${scene('by the sea')}`,
      ],
      [
        `Every ending is somebody's beginning. What would you have done in ${who === undefined ? 'this story' : `the place of ${the}`}?`,
        `a road leading into a golden sunset${place}`,
      ],
    ],
  };
}
