import type { Language } from '@reelsmith/contract';
import type { StoryPlan } from './library/types.js';
import { promptStoryPlan } from './prompt-story.js';
import type { PromptParts } from './prompt-story.js';
import { PEOPLE, PLURAL, PROMPT_WORDS } from './prompt-story-words.js';
import type { PromptWords } from './prompt-story-words.js';

type Local = Exclude<Language, 'en'>;

/**
 * A custom prompt in Spanish, French, German or Portuguese, read into its parts as promptParts
 * reads English: who it follows, what happens, to what, and where; plus the same parts in
 * English for the pictures (prompt-story-words.ts).
 */
export interface LocalPromptParts {
  subject: string;
  /** As written: "un viejo pescador", "meine Großmutter", "Marie Curie". */
  who?: string | undefined;
  /** Several people ("unos niños"): the verbs agree. */
  plural: boolean;
  /** What happens, after the relative pronoun if there was one. */
  event?: string | undefined;
  /** The relative pronoun that opened the event ("der"): German keeps its clause's order. */
  relative?: string | undefined;
  thing?: string | undefined;
  /** With its preposition: "en la costa de Maine". */
  where?: string | undefined;
  english: PromptParts;
}

/** A word as the tables list it: lower case, no punctuation around it. */
const bare = (word: string | undefined): string =>
  (word ?? '').toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, '');

/** Words apart, French elisions too ("l’école": "l’", "école"). */
function tokens(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((w) => w !== '')
    .flatMap((w) => {
      const m = /^((?:l|d|qu)['’])(.+)$/iu.exec(w);
      return m === null ? [w] : [m[1] ?? '', m[2] ?? ''];
    });
}
const join = (words: readonly string[]): string => words.join(' ').replace(/(['’]) /g, '$1');

function lookup(table: Record<string, string>, word: string | undefined, language: Local) {
  const w = bare(word ?? '');
  if (w === '') return undefined;
  const found =
    table[w] ??
    (language === 'de' ? undefined : (table[w.replace(/s$/, '')] ?? table[w.replace(/es$/, '')]));
  if (found !== undefined) return found;
  // A German compound ends in the word it names: "Schafhirte"... "Schiffskoch" is a cook.
  if (language !== 'de') return undefined;
  const key = Object.keys(table)
    .filter((k) => k.length >= 4 && w.endsWith(k))
    .sort((a, b) => b.length - a.length)[0];
  return key === undefined ? undefined : table[key];
}

const alternatives = (list: string): string[] => list.split('|');
/** How many tokens at `at` one of the listed (possibly two-word) phrases takes, or 0. */
function phraseAt(list: string, words: readonly string[], at: number): number {
  for (const phrase of alternatives(list)) {
    const parts = tokens(phrase);
    if (parts.every((p, k) => bare(words[at + k]) === p.toLowerCase())) return parts.length;
  }
  return 0;
}

const capital = (w: string | undefined): boolean => /^\p{Lu}/u.test(w ?? '');

/** Reads a custom prompt's subject in another language into its parts. Pure. */
export function localPromptParts(
  subject: string,
  language: Local,
  stopWords: readonly string[] = [],
): LocalPromptParts {
  const lex = PROMPT_WORDS[language];
  const words = tokens(subject.trim());
  const known = (w: string | undefined): boolean =>
    [lex.people, lex.places, lex.things].some((t) => lookup(t, w, language) !== undefined);
  const isName = (w: string | undefined): boolean =>
    capital(w) &&
    !stopWords.includes(bare(w ?? '')) &&
    phraseAt(lex.determiners, [w ?? ''], 0) === 0 &&
    !known(w);

  // Where: every preposition that opens a place; a named place wins ("en Kenia").
  const places: { from: number; to: number; named: boolean; english: string }[] = [];
  for (let k = 0; k < words.length; k++) {
    const prep = phraseAt(lex.prepositions, words, k);
    if (prep === 0) continue;
    let m = k + prep;
    m += phraseAt(lex.determiners, words, m) > 0 ? 1 : 0;
    if (isName(words[m])) {
      let end = m;
      while (isName(words[end + 1])) end++;
      places.push({
        from: k,
        to: end,
        named: true,
        english: `in ${join(words.slice(m, end + 1))}`,
      });
      continue;
    }
    for (let p = m; p < Math.min(words.length, m + 3); p++) {
      const place = lookup(lex.places, words[p], language);
      if (place === undefined) continue;
      let end = p;
      let english = `in the ${place}`;
      const of = phraseAt(lex.of, words, p + 1);
      const after = p + 1 + of + (phraseAt(lex.determiners, words, p + 1 + of) > 0 ? 1 : 0);
      if (of > 0 && isName(words[after])) {
        end = after;
        while (isName(words[end + 1])) end++;
        english = `in the ${place} of ${join(words.slice(after, end + 1))}`;
      }
      places.push({ from: k, to: end, named: /[A-Z]/.test(english.slice(7)), english });
      break;
    }
  }
  const place = places.find((p) => p.named) ?? places[0];
  const where =
    place === undefined
      ? undefined
      : join(words.slice(place.from, place.to + 1)).replace(/[\s,;:.]+$/, '');

  // Who: a person or creature at the start (with up to three words before it), or a name.
  const det = phraseAt(lex.determiners, words, 0) > 0 ? 1 : 0;
  let whoEnd = -1;
  let person: string | undefined;
  for (let j = det; j < Math.min(words.length, det + 4); j++) {
    if (phraseAt(lex.relative, words, j) > 0 && j > det) break;
    person = lookup(lex.people, words[j], language);
    if (person !== undefined) {
      whoEnd = j;
      break;
    }
  }
  let english: string | undefined;
  if (person !== undefined) {
    let compound = '';
    // "guardián del faro", "gardien de phare": the person's place belongs to them.
    const of = phraseAt(lex.of, words, whoEnd + 1);
    const at =
      whoEnd + 1 + of + (of > 0 && phraseAt(lex.determiners, words, whoEnd + 1 + of) ? 1 : 0);
    const trade = of > 0 ? lookup(lex.places, words[at], language) : undefined;
    if (trade !== undefined) {
      compound = `${trade} `;
      whoEnd = at;
    }
    if (language !== 'de' && lookup(lex.adjectives, words[whoEnd + 1], language) !== undefined) {
      whoEnd++;
    }
    const adjectives = words
      .slice(det, whoEnd + 1)
      .map(
        (w) =>
          lookup(lex.adjectives, w.replace(/(e[rsnm]?)$/u, ''), language) ??
          lookup(lex.adjectives, w, language),
      )
      .filter((a) => a !== undefined);
    const plural = PLURAL[language].test(words[0] ?? '');
    const many = plural && !/(s|men|ren|people)$/.test(person) ? 's' : '';
    const noun = `${[...new Set(adjectives)].join(' ')} ${compound}${person}${many}`.trim();
    english = plural ? noun : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  } else if (isName(words[0])) {
    whoEnd = 0;
    while (
      isName(words[whoEnd + 1]) ||
      (/^(de|da|do|van|von|del|du|dos)$/.test(words[whoEnd + 1] ?? '') && isName(words[whoEnd + 2]))
    ) {
      whoEnd++;
    }
    english = join(words.slice(0, whoEnd + 1));
  }
  const who = whoEnd < 0 ? undefined : join(words.slice(0, whoEnd + 1)).replace(/[\s,;:]+$/, '');
  let rest = whoEnd < 0 ? [] : words.slice(whoEnd + 1);
  let relative: string | undefined;
  if (rest.length > 0 && phraseAt(lex.relative, rest, 0) > 0) {
    relative = rest[0];
    rest = rest.slice(1);
  }
  // The event without its place, which is told apart.
  let event = join(rest);
  if (where !== undefined) event = event.replace(where, '');
  event = event
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:]+$/, '')
    .trim();
  const told = event === '' ? undefined : event;
  const thing = told === undefined ? undefined : thingOf(tokens(told), lex, language);
  return {
    subject,
    who,
    plural: who === undefined || PLURAL[language].test(words[0] ?? ''),
    event: told,
    relative: told === undefined ? undefined : relative,
    thing: thing?.local,
    where,
    english: {
      // Without a person, what the pictures show: the first thing or place the subject names.
      subject: thing?.english ?? english ?? thingOf(words, lex, language, true)?.english ?? subject,
      who: english,
      thing: thing?.english,
      where: place?.english,
    },
  };
}

/** The first noun phrase of an event that names someone or something the tables know. */
function thingOf(words: readonly string[], lex: PromptWords, language: Local, places = false) {
  for (let k = 0; k < words.length; k++) {
    if (phraseAt(lex.determiners, words, k) === 0) continue;
    for (let p = k + 1; p < Math.min(words.length, k + 4); p++) {
      // A place is where it happens, told apart ("perdido en el mar").
      const noun =
        lookup(lex.people, words[p], language) ??
        lookup(lex.things, words[p], language) ??
        (places ? lookup(lex.places, words[p], language) : undefined);
      if (noun === undefined) continue;
      const local = join(words.slice(k, p + 1)).replace(/[\s,;:.!?]+$/, '');
      return { local, english: `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}` };
    }
  }
  return undefined;
}

const NEUTER = /(chen|lein|kind|baby|pferd|monster|mädchen|ungeheuer)$/i;

/** "un farero" -> "el farero", "ein alter Fischer" -> "der alte Fischer"; names stay. */
export function localDefinite(phrase: string, language: Local): string {
  const words = tokens(phrase);
  const first = (words[0] ?? '').toLowerCase();
  const next = words[1] ?? '';
  const vowel = /^[aeiouyâàäéèêëîïôöûùüh]/iu.test(next);
  const swap = (to: string): string => join([to, ...words.slice(1)]);
  // "dos niños" -> "los dos niños".
  const the = { es: 'los', fr: 'les', de: 'die', pt: 'os' }[language];
  if (/^(dos|tres|deux|trois|zwei|drei|dois|duas|três)$/.test(first)) return `${the} ${phrase}`;
  switch (language) {
    case 'es':
      return (
        (
          { un: swap('el'), una: swap('la'), unos: swap('los'), unas: swap('las') } as Record<
            string,
            string
          >
        )[first] ?? phrase
      );
    case 'pt':
      return (
        (
          { um: swap('o'), uma: swap('a'), uns: swap('os'), umas: swap('as') } as Record<
            string,
            string
          >
        )[first] ?? phrase
      );
    case 'fr':
      if (first === 'un') return vowel ? join(['l’', ...words.slice(1)]) : swap('le');
      if (first === 'une') return vowel ? join(['l’', ...words.slice(1)]) : swap('la');
      return first === 'des' ? swap('les') : phrase;
    case 'de': {
      if (first === 'eine') return swap('die');
      if (first !== 'ein' && first !== 'einen') return phrase;
      const noun = words.at(-1) ?? '';
      const article = NEUTER.test(noun) ? 'das' : 'der';
      // After "der"/"das" an adjective ends in "e": "ein alter" -> "der alte".
      return join([
        article,
        ...words.slice(1).map((w, i, all) => (i < all.length - 1 ? w.replace(/e[rs]$/, 'e') : w)),
      ]);
    }
  }
}

/** "de" and "a" before an article, as each language writes them: "del", "du", "do". */
function contract(language: Local, preposition: string, phrase: string): string {
  const [first = '', ...rest] = phrase.split(' ');
  const tail = rest.join(' ');
  const table: Record<string, Record<string, string>> = {
    'es de': { el: 'del' },
    'es a': { el: 'al' },
    'fr de': { le: 'du', les: 'des' },
    'pt de': { o: 'do', a: 'da', os: 'dos', as: 'das' },
    'pt em': { o: 'no', a: 'na', os: 'nos', as: 'nas', um: 'num', uma: 'numa' },
  };
  const merged = table[`${language} ${preposition}`]?.[first];
  if (merged !== undefined) return `${merged} ${tail}`;
  if (language === 'fr' && preposition === 'de' && /^[aeiouyâàéèêîôh]/iu.test(phrase)) {
    return `d’${phrase}`;
  }
  return `${preposition} ${phrase}`;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A custom prompt told as its own story in another language: promptStoryPlan's scenes, their
 * narration written in the language around the prompt's own person, event and place, and
 * their pictures described in English from the same parts (each picture its own scene).
 */
export function localPromptStoryPlan(
  parts: LocalPromptParts,
  title: string,
  language: Local,
): StoryPlan {
  const pictures = promptStoryPlan(parts.english, title);
  const n = narrations(parts, title, language);
  const line = (text: string, picture: readonly [string, string] | undefined) =>
    [text, picture?.[1] ?? title] as const;
  return {
    titles: n.titles,
    hooks: n.hooks.map((h, i) => line(h, pictures.hooks[i])),
    beats: n.beats.map((b, i) => {
      const picture = pictures.beats[i];
      return { line: line(b[0], picture?.line), more: line(b[1], picture?.more) };
    }),
    closes: n.closes.map((c, i) => line(c, pictures.closes[i])),
  };
}

interface Narrations {
  titles: string[];
  hooks: [string, string];
  beats: [string, string][];
  closes: [string, string];
}

function narrations(parts: LocalPromptParts, title: string, language: Local): Narrations {
  const { subject, who, event, where } = parts;
  const the = who === undefined ? PEOPLE[language] : localDefinite(who, language);
  const The = cap(the);
  const at = where === undefined ? '' : ` ${where}`;
  const v = (one: string, many: string): string => (parts.plural ? many : one);
  const de = (phrase: string): string => contract(language, 'de', phrase);
  const it = parts.thing === undefined ? undefined : localDefinite(parts.thing, language);
  const T = cap(title);
  switch (language) {
    case 'es':
      return {
        titles: [T, `La historia ${de(title)}`],
        hooks: [
          `Esta es la historia ${de(subject)}. Parece sencilla. No lo fue.`,
          `Nadie esperaba mucho ${de(who === undefined ? 'esta historia' : the)}${at}. Ese fue el primer error.`,
        ],
        beats: [
          [
            `Todo empezó${at === '' ? '' : `${at},`} un día cualquiera. ${The} no ${v('tenía', 'tenían')} ni idea de que ese día se recordaría.`,
            `La vida allí era tranquila y previsible, y durante mucho tiempo nada ${de(the)} llamaba la atención.`,
          ],
          [
            `Entonces llegó el momento del que trata esta historia${event === undefined ? '' : `: ${the} ${event}`}. En un instante, todo lo anterior se vio distinto.`,
            it === undefined
              ? 'La noticia corrió rápido. Algunos se rieron, otros se preocuparon, y unos pocos lo entendieron enseguida.'
              : `En el centro de todo estaba ${it}, y nada volvería a ser igual.`,
          ],
          [
            'No fue fácil. Hubo dudas, tropiezos y noches largas en las que rendirse parecía lo más sencillo.',
            `Quienes vieron ${contract('es', 'a', the)} en aquellos días recordaban el silencio más que cualquier otra cosa.`,
          ],
          [
            `Pero ${the} ${v('siguió', 'siguieron')} adelante, paso a paso, porque detenerse habría costado más.`,
            'Las cosas pequeñas empezaron a cambiar. Un poco de ayuda aquí, un poco de suerte allá, y cada día algo más de valor.',
          ],
          [
            `Al final, lo que parecía imposible se convirtió en lo que todos recuerdan ${de(who === undefined ? subject : the)}.`,
            'La gente todavía lo cuenta hoy, y cada vez que se cuenta suena un poco menos imposible.',
          ],
        ],
        closes: [
          `Así que recuerda ${who === undefined ? 'esta historia' : contract('es', 'a', the)} la próxima vez que tu propia historia llegue a la parte difícil. Sígueme para más historias como esta.`,
          `Todo final es el comienzo de alguien. ¿Qué habrías hecho tú ${who === undefined ? 'en esta historia' : `en el lugar ${de(the)}`}?`,
        ],
      };
    case 'fr':
      return {
        titles: [T, `L’histoire ${de(title)}`],
        hooks: [
          `Voici l’histoire ${de(subject)}. Ça a l’air simple. Ça ne l’était pas.`,
          `Personne n’attendait grand-chose ${de(who === undefined ? 'cette histoire' : the)}${at}. C’était la première erreur.`,
        ],
        beats: [
          [
            `Tout a commencé${at === '' ? '' : `${at},`} un jour comme les autres. ${The} ne ${v('savait', 'savaient')} pas qu’on se souviendrait de ce jour.`,
            `La vie y était calme et prévisible, et pendant longtemps, rien ne distinguait ${the}.`,
          ],
          [
            `Puis vint le moment dont parle cette histoire${event === undefined ? '' : ` : ${the} ${event}`}. En un instant, tout ce qui précédait parut différent.`,
            it === undefined
              ? 'La nouvelle se répandit vite. Certains riaient, d’autres s’inquiétaient, et quelques-uns comprirent tout de suite.'
              : `Au centre de tout, il y avait ${it}, et plus rien ne serait comme avant.`,
          ],
          [
            'Rien ne fut simple. Il y eut des doutes, des revers et de longues nuits où abandonner semblait plus facile.',
            `Ceux qui ont vu ${the} à cette époque se souviennent surtout du silence.`,
          ],
          [
            `Mais ${the} ${v('continua', 'continuèrent')}, pas à pas, parce que s’arrêter aurait coûté plus cher.`,
            'Les petites choses ont commencé à changer. Un peu d’aide ici, un peu de chance là, et chaque jour un peu plus de courage.',
          ],
          [
            `À la fin, ce qui semblait impossible est devenu ce dont tout le monde se souvient à propos ${de(who === undefined ? subject : the)}.`,
            'On la raconte encore aujourd’hui, et chaque fois, elle paraît un peu moins impossible.',
          ],
        ],
        closes: [
          `Alors souviens-toi ${de(who === undefined ? 'cette histoire' : the)} la prochaine fois que ta propre histoire arrivera au passage difficile. Abonne-toi pour d’autres histoires comme celle-ci.`,
          `Chaque fin est le début de quelqu’un. Qu’aurais-tu fait ${who === undefined ? 'dans cette histoire' : `à la place ${de(the)}`} ?`,
        ],
      };
    case 'de':
      return {
        titles: [T, `Die Geschichte: ${T}`],
        hooks: [
          `Die Geschichte von heute: ${subject}. Klingt einfach. War es aber nicht.`,
          who === undefined
            ? `Niemand erwartete viel von dieser Geschichte${at}. Das war der erste Irrtum.`
            : `Niemand hätte gedacht, dass ${the}${at} einmal Geschichte schreiben ${v('würde', 'würden')}. Das war der erste Irrtum.`,
        ],
        beats: [
          [
            `Es begann${at === '' ? '' : `${at},`} an einem ganz gewöhnlichen Tag. ${The} ${v('ahnte', 'ahnten')} nicht, dass man sich an diesen Tag erinnern würde.`,
            `Das Leben dort war ruhig und vorhersehbar, und lange Zeit ${v('fiel', 'fielen')} ${the} niemandem auf.`,
          ],
          [
            `Dann kam der Moment, um den es in dieser Geschichte geht${event === undefined ? '' : `: ${the}${parts.relative === undefined ? '' : `, ${parts.relative}`} ${event}`}. In einem Augenblick sah alles, was vorher war, anders aus.`,
            'Die Nachricht verbreitete sich schnell. Manche lachten, manche sorgten sich, und einige verstanden sofort.',
          ],
          [
            'Leicht war es nicht. Es gab Zweifel, Rückschläge und lange Nächte, in denen Aufgeben leichter aussah.',
            `In jenen Tagen ${v('sprach', 'sprachen')} ${the} kaum ein Wort, und gerade an diese Stille erinnerten sich alle.`,
          ],
          [
            `Aber ${the} ${v('machte', 'machten')} weiter, Schritt für Schritt, weil Aufhören mehr gekostet hätte.`,
            'Kleine Dinge begannen sich zu ändern. Hier ein wenig Hilfe, dort ein wenig Glück, und jeden Tag ein bisschen mehr Mut.',
          ],
          [
            'Am Ende wurde das, was unmöglich schien, genau der Teil, an den sich heute alle erinnern.',
            'Man erzählt es bis heute, und jedes Mal klingt es ein bisschen weniger unmöglich.',
          ],
        ],
        closes: [
          'Denk also an diese Geschichte, wenn deine eigene Geschichte an die schwere Stelle kommt. Folge für mehr Geschichten wie diese.',
          `Jedes Ende ist irgendjemandes Anfang. Was hättest du getan, wenn du ${who === undefined || parts.plural ? 'dabei' : the} gewesen wärst?`,
        ],
      };
    case 'pt':
      return {
        titles: [T, `A história ${de(title)}`],
        hooks: [
          `Esta é a história ${de(subject)}. Parece simples. Não foi.`,
          `Ninguém esperava muito ${de(who === undefined ? 'esta história' : the)}${at}. Esse foi o primeiro erro.`,
        ],
        beats: [
          [
            `Tudo começou${at === '' ? '' : `${at},`} num dia comum. ${The} não ${v('fazia', 'faziam')} ideia de que aquele dia seria lembrado.`,
            `A vida ali era calma e previsível, e durante muito tempo nada ${contract('pt', 'em', the)} chamava a atenção.`,
          ],
          [
            `Então chegou o momento de que trata esta história${event === undefined ? '' : `: ${the} ${event}`}. Num instante, tudo o que veio antes pareceu diferente.`,
            it === undefined
              ? 'A notícia correu depressa. Uns riram, outros se preocuparam, e alguns entenderam na hora.'
              : `No centro de tudo estava ${it}, e nada voltaria a ser igual.`,
          ],
          [
            'Não foi fácil. Houve dúvidas, tropeços e noites longas em que desistir parecia mais simples.',
            `Quem viu ${the} naqueles dias lembrava-se do silêncio mais do que de qualquer outra coisa.`,
          ],
          [
            `Mas ${the} ${v('seguiu', 'seguiram')} em frente, passo a passo, porque parar teria custado mais.`,
            'As pequenas coisas começaram a mudar. Um pouco de ajuda aqui, um pouco de sorte ali, e cada dia um pouco mais de coragem.',
          ],
          [
            `No fim, o que parecia impossível virou a parte que todos lembram ${de(who === undefined ? subject : the)}.`,
            'As pessoas ainda contam essa história hoje, e cada vez ela soa um pouco menos impossível.',
          ],
        ],
        closes: [
          `Então lembre-se ${de(who === undefined ? 'esta história' : the)} da próxima vez que a sua própria história chegar à parte difícil. Siga para mais histórias como esta.`,
          `Todo fim é o começo de alguém. O que você teria feito ${who === undefined ? 'nesta história' : `no lugar ${de(the)}`}?`,
        ],
      };
  }
}
