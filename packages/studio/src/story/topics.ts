import { CUSTOM_PROMPT_TOPIC, PRESET_TOPICS, type Language } from '@reelsmith/contract';
import type { MusicMood } from '../music/moods.js';
import { STORIES_A } from './library/stories-a.js';
import { STORIES_B } from './library/stories-b.js';
import type { TopicPack } from './library/types.js';

const PACKS: Record<string, TopicPack> = { ...STORIES_A, ...STORIES_B };

function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The library key of a preset topic. Slug topics are their own key; sentence topics ("Tell the
 * story of an unsolved mystery ...") are keyed by the slug of their label.
 */
export function topicKey(topic: string): string | undefined {
  if (topic in PACKS) return topic;
  const preset = PRESET_TOPICS.find((t) => t.value === topic);
  if (preset === undefined || preset.value === CUSTOM_PROMPT_TOPIC) return undefined;
  const key = slugify(preset.label);
  return key in PACKS ? key : undefined;
}

export function topicPack(topic: string): TopicPack | undefined {
  const key = topicKey(topic);
  return key === undefined ? undefined : PACKS[key];
}

/**
 * Words that set a story's mood, per language: a trailing `*` takes any ending. Written without
 * accents (words are compared with theirs removed, `ß` as `ss`). English words count in every
 * language (titles and names often stay English); another language's only in its own.
 */
const MOOD_WORDS: Record<Language, Record<MusicMood, string>> = {
  en: {
    mysterious:
      'myst* unsolved ghost* secret* legend* myth* haunt* strange dark curse* vanish* unknown',
    epic: 'war wars battle* army armies soldier* empire* revolution* fight* survival survive* storm* history historic* future space',
    playful: 'fun funny comed* joke* cat cats dog dogs silly laugh* hack* weird pizza party',
    calm: 'sleep* calm relax* health* wellness meditat* nature ocean sea breath* mind* peace*',
    uplifting: 'inspir* hope* dream* success* overcome* courage* love win won hero* kind*',
  },
  es: {
    mysterious:
      'misteri* fantasma* secret* leyenda* mito mitos mitolog* embruj* maldicion* maldit* desaparec* desconocid* oscur* extran*',
    epic: 'guerra* batalla* ejercito* soldado* imperio* revolucion* lucha* supervivencia sobreviv* tormenta* historia* historic* futuro* espacio*',
    playful: 'divertid* gracios* comedia* broma* chiste* gato* perro* risa* reir fiesta*',
    calm: 'dormir relaj* calma tranquil* salud* medit* naturaleza* oceano* mar paz mente*',
    uplifting:
      'inspir* esperanza* exito* superar* valor valiente* coraje* amor* heroe* heroic* bondad* amable*',
  },
  fr: {
    mysterious:
      'myster* fantome* secret* legende* mythe* hante* etrange* sombre* obscur* malediction* disparu* inconnu*',
    epic: 'guerre* bataille* armee* soldat* empire* revolution* combat* survie surviv* tempete* histoire* historique* futur* espace*',
    playful: 'drole* comedie* blague* chat chats chien* rire rigol* fete*',
    calm: 'dormir sommeil* calme* detente relax* sante* medit* nature ocean* mer respir* paix esprit*',
    uplifting:
      'inspir* espoir* reve reves rever succes* reussi* courage* amour* heros heroine* gentil* bonte*',
  },
  de: {
    mysterious:
      'mysteri* geheimnis* gespenst* legende* mythos mythen spuk* seltsam* dunkel* fluch* verschwund* unbekannt*',
    epic: 'krieg* schlacht* armee* soldat* imperium* revolution* kampf* uberleb* sturm* geschichte* historisch* zukunft* weltraum*',
    playful: 'lustig* spass komodie* witz* katze* hund* albern* lachen lacht* party feier*',
    calm: 'schlaf* ruhig* ruhe entspann* gesund* meditat* natur* ozean* meer* atem* frieden*',
    uplifting:
      'inspir* hoffnung* traum* traume* erfolg* mut mutig* liebe* sieg* held helden* freundlich*',
  },
  pt: {
    mysterious:
      'misteri* fantasma* segredo* secret* lenda* mito mitos mitolog* assombr* estranh* escur* maldicao* desaparec* desconhecid*',
    epic: 'guerra* batalha* exercito* soldado* imperio* revolucao* luta* sobreviv* tempestade* historia* historic* futuro* espaco*',
    playful: 'divertid* engracad* comedia* piada* gato* cachorro* cao caes riso* rir festa*',
    calm: 'dormir sono relax* calma tranquil* saude* medit* natureza* oceano* mar paz mente*',
    uplifting:
      'inspir* esperanca* sonho* sucesso* exito* superar* coragem* amor* heroi* bondade* gentil*',
  },
};

/** A word as the lists have it: lower case, accents removed, `ß` as `ss`. */
const plain = (word: string) =>
  word.toLowerCase().replaceAll('ß', 'ss').normalize('NFD').replace(/\p{M}/gu, '');

/** A matcher per language and mood, from the word lists. */
const MOOD_MATCHERS = Object.fromEntries(
  Object.entries(MOOD_WORDS).map(([language, moods]) => [
    language,
    Object.entries(moods).map(([mood, words]) => {
      const list = words.split(' ');
      const exact = new Set(list.filter((w) => !w.endsWith('*')));
      const stems = list.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));
      return [mood, (w: string) => exact.has(w) || stems.some((stem) => w.startsWith(stem))];
    }),
  ]),
) as Record<Language, [MusicMood, (word: string) => boolean][]>;

/**
 * The mood of a story: its preset topic's, else guessed from its words in its language and in
 * English (default uplifting).
 */
export function inferMood(text: string, topic?: string, language: Language = 'en'): MusicMood {
  if (topic !== undefined) {
    const pack = topicPack(topic);
    if (pack !== undefined) return pack.mood;
  }
  const words = plain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const matchers =
    language === 'en' ? MOOD_MATCHERS.en : [...MOOD_MATCHERS[language], ...MOOD_MATCHERS.en];
  const scores = new Map<MusicMood, number>();
  for (const word of words) {
    // A word counts once per mood, whichever list names it.
    const moods = new Set(matchers.filter(([, matches]) => matches(word)).map(([mood]) => mood));
    for (const mood of moods) scores.set(mood, (scores.get(mood) ?? 0) + 1);
  }
  let best: MusicMood = 'uplifting';
  let bestScore = 0;
  // Ties go to the first in the lists' order (mysterious, epic, playful, calm, uplifting).
  for (const mood of Object.keys(MOOD_WORDS.en) as MusicMood[]) {
    const score = scores.get(mood) ?? 0;
    if (score > bestScore) {
      best = mood;
      bestScore = score;
    }
  }
  return best;
}
