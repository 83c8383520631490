import type { Language } from '@reelsmith/contract';

/**
 * The words a custom prompt in Spanish, French, German or Portuguese is read by (prompt-story-
 * local.ts): who it follows, the places, and the English each picture is described in (the
 * built-in illustrator reads English; a word not listed stays as written). Entries are
 * "local:english", both genders where they differ.
 */
export interface PromptWords {
  /** People and creatures a story can follow. */
  people: Record<string, string>;
  /** Places, as nouns. */
  places: Record<string, string>;
  /** Things that happen to someone or that they meet, besides people and creatures. */
  things: Record<string, string>;
  /** A few adjectives that change a picture. */
  adjectives: Record<string, string>;
  /** Articles, possessives and numbers that open a noun phrase. */
  determiners: string;
  /** The relative pronoun after a person ("que", "qui", "der"). */
  relative: string;
  /** Prepositions that open a place, longest first. */
  prepositions: string;
  /** Links of a compound ("guardián del faro", "gardien de phare"). */
  of: string;
}

const table = (entries: string): Record<string, string> =>
  Object.fromEntries(
    entries
      .trim()
      .split(/\s*\|\s*/)
      .map((e) => e.split(':') as [string, string]),
  );

export const PROMPT_WORDS: Record<Exclude<Language, 'en'>, PromptWords> = {
  es: {
    people: table(`hombre:man|mujer:woman|niña:girl|niño:boy|chica:girl|chico:boy|persona:person|
      héroe:hero|heroína:heroine|astronauta:astronaut|científico:scientist|científica:scientist|
      explorador:explorer|exploradora:explorer|músico:musician|música:musician|padre:father|
      madre:mother|papá:father|mamá:mother|hijo:son|hija:daughter|hermano:brother|hermana:sister|
      abuela:grandmother|abuelo:grandfather|tío:uncle|tía:aunt|inventor:inventor|inventora:inventor|
      capitán:captain|capitana:captain|estudiante:student|cocinero:cook|cocinera:cook|
      granjero:farmer|granjera:farmer|campesino:farmer|piloto:pilot|ingeniero:engineer|
      ingeniera:engineer|médico:doctor|médica:doctor|enfermera:nurse|maestro:teacher|
      maestra:teacher|profesor:teacher|profesora:teacher|farero:lighthouse keeper|
      farera:lighthouse keeper|guardián:keeper|guardiana:keeper|marinero:sailor|pescador:fisherman|
      pescadora:fisherman|detective:detective|escritor:writer|escritora:writer|pintor:painter|
      pintora:painter|bailarina:dancer|bailarín:dancer|monje:monk|príncipe:prince|princesa:princess|
      rey:king|reina:queen|bruja:witch|mago:wizard|caballero:knight|soldado:soldier|bebé:baby|
      viajero:traveller|viajera:traveller|amigo:friend|amiga:friend|poeta:poet|pirata:pirate|
      ladrón:thief|espía:spy|huérfano:orphan|huérfana:orphan|robot:robot|gato:cat|gata:cat|
      perro:dog|perra:dog|zorro:fox|lobo:wolf|oso:bear|ballena:whale|dragón:dragon|caballo:horse|
      búho:owl|ratón:mouse|pájaro:bird|cachorro:puppy|panadero:baker|panadera:baker|minero:miner|
      vaquero:cowboy|fantasma:ghost|extraterrestre:alien|monstruo:monster|familia:family`),
    places: table(`pueblo:village|aldea:village|ciudad:city|isla:island|bosque:forest|mar:sea|
      océano:ocean|desierto:desert|montaña:mountain|montañas:mountains|costa:coast|playa:beach|
      escuela:school|casa:house|cocina:kitchen|espacio:space|luna:moon|marte:Mars|selva:jungle|
      río:river|lago:lake|castillo:castle|granja:farm|calle:street|oficina:office|hospital:hospital|
      estación:station|mundo:world|reino:kingdom|valle:valley|puerto:harbour|faro:lighthouse|
      cueva:cave|jardín:garden|parque:park|biblioteca:library|museo:museum|laboratorio:laboratory|
      fábrica:factory|barco:ship|tren:train|guerra:war|trincheras:trenches|cielo:sky|planeta:planet|
      país:country|campo:countryside|mina:mine|prisión:prison|palacio:palace|templo:temple|
      estadio:stadium|desván:attic|mercado:market|panadería:bakery`),
    things: table(`guerra:war|tormenta:storm|carta:letter|libro:book|árbol:tree|barco:boat|
      estrella:star|tesoro:treasure|mapa:map|llave:key|violín:violin|piano:piano|bicicleta:bicycle|
      cohete:rocket|avión:aeroplane|flor:flower|semilla:seed|fuego:fire|nieve:snow|sueño:dream|
      viaje:journey|vuelo:flight`),
    adjectives: table(`viejo:old|vieja:old|anciano:old|anciana:old|joven:young|pequeño:little|
      pequeña:little|pobre:poor|valiente:brave|solitario:lonely|solitaria:lonely`),
    determiners: 'un|una|unos|unas|el|la|los|las|mi|mis|tu|su|sus|nuestro|nuestra|dos|tres',
    relative: 'que|quien',
    prepositions: 'junto a|cerca de|frente a|dentro de|en|desde|bajo|sobre|hacia',
    of: 'de la|del|de',
  },
  fr: {
    people: table(`homme:man|femme:woman|fille:girl|garçon:boy|enfant:child|personne:person|
      héros:hero|héroïne:heroine|astronaute:astronaut|scientifique:scientist|explorateur:explorer|
      exploratrice:explorer|musicien:musician|musicienne:musician|père:father|mère:mother|
      papa:father|maman:mother|fils:son|frère:brother|sœur:sister|grand-mère:grandmother|
      grand-père:grandfather|oncle:uncle|tante:aunt|inventeur:inventor|inventrice:inventor|
      capitaine:captain|étudiant:student|étudiante:student|cuisinier:cook|cuisinière:cook|
      fermier:farmer|fermière:farmer|paysan:farmer|pilote:pilot|ingénieur:engineer|
      ingénieure:engineer|médecin:doctor|infirmière:nurse|instituteur:teacher|institutrice:teacher|
      professeur:teacher|gardien:keeper|gardienne:keeper|marin:sailor|pêcheur:fisherman|
      pêcheuse:fisherman|détective:detective|écrivain:writer|écrivaine:writer|peintre:painter|danseuse:dancer|
      danseur:dancer|moine:monk|prince:prince|princesse:princess|roi:king|reine:queen|
      sorcière:witch|magicien:wizard|chevalier:knight|soldat:soldier|bébé:baby|voyageur:traveller|
      voyageuse:traveller|ami:friend|amie:friend|poète:poet|pirate:pirate|voleur:thief|espion:spy|
      orphelin:orphan|orpheline:orphan|robot:robot|chat:cat|chien:dog|renard:fox|loup:wolf|
      ours:bear|baleine:whale|dragon:dragon|cheval:horse|hibou:owl|souris:mouse|oiseau:bird|
      chiot:puppy|boulanger:baker|boulangère:baker|mineur:miner|fantôme:ghost|
      extraterrestre:alien|monstre:monster|famille:family`),
    places: table(`village:village|ville:city|île:island|forêt:forest|mer:sea|océan:ocean|
      désert:desert|montagne:mountain|montagnes:mountains|côte:coast|plage:beach|école:school|
      maison:house|cuisine:kitchen|espace:space|lune:moon|mars:Mars|jungle:jungle|rivière:river|
      fleuve:river|lac:lake|château:castle|ferme:farm|rue:street|bureau:office|hôpital:hospital|
      gare:station|monde:world|royaume:kingdom|vallée:valley|port:harbour|phare:lighthouse|
      grotte:cave|jardin:garden|parc:park|bibliothèque:library|musée:museum|laboratoire:laboratory|
      usine:factory|bateau:ship|navire:ship|train:train|guerre:war|tranchées:trenches|ciel:sky|
      planète:planet|pays:country|campagne:countryside|mine:mine|prison:prison|palais:palace|
      temple:temple|stade:stadium|grenier:attic|marché:market|boulangerie:bakery`),
    things: table(`guerre:war|tempête:storm|lettre:letter|livre:book|arbre:tree|bateau:boat|
      étoile:star|trésor:treasure|carte:map|clé:key|violon:violin|piano:piano|vélo:bicycle|
      fusée:rocket|avion:aeroplane|fleur:flower|graine:seed|feu:fire|neige:snow|rêve:dream|
      voyage:journey|vol:flight`),
    adjectives: table(`vieux:old|vieille:old|vieil:old|jeune:young|petit:little|petite:little|
      pauvre:poor|courageux:brave|courageuse:brave|solitaire:lonely`),
    determiners: "un|une|des|le|la|les|l'|mon|ma|mes|son|sa|ses|notre|nos|deux|trois",
    relative: "qui|qu'|que",
    prepositions: 'au large de|près de|au bord de|au cœur de|à|au|aux|en|dans|sur|sous|chez',
    of: "de la|de l'|du|de|d'",
  },
  de: {
    people:
      table(`mann:man|frau:woman|mädchen:girl|kinder:children|freunde:friends|eltern:parents|männer:men|frauen:women|geschwister:siblings|junge:boy|kind:child|mensch:person|held:hero|
      heldin:heroine|astronaut:astronaut|astronautin:astronaut|wissenschaftler:scientist|
      wissenschaftlerin:scientist|forscher:explorer|forscherin:explorer|entdecker:explorer|
      musiker:musician|musikerin:musician|vater:father|mutter:mother|papa:father|mama:mother|
      sohn:son|tochter:daughter|bruder:brother|schwester:sister|großmutter:grandmother|
      oma:grandmother|großvater:grandfather|opa:grandfather|onkel:uncle|tante:aunt|
      erfinder:inventor|erfinderin:inventor|kapitän:captain|kapitänin:captain|student:student|
      studentin:student|koch:cook|köchin:cook|bauer:farmer|bäuerin:farmer|pilot:pilot|
      pilotin:pilot|ingenieur:engineer|ingenieurin:engineer|arzt:doctor|ärztin:doctor|
      krankenschwester:nurse|lehrer:teacher|lehrerin:teacher|leuchtturmwärter:lighthouse keeper|
      leuchtturmwärterin:lighthouse keeper|wärter:keeper|wärterin:keeper|seemann:sailor|
      matrose:sailor|fischer:fisherman|fischerin:fisherman|detektiv:detective|
      detektivin:detective|schriftsteller:writer|schriftstellerin:writer|maler:painter|
      malerin:painter|tänzerin:dancer|tänzer:dancer|mönch:monk|prinz:prince|prinzessin:princess|
      könig:king|königin:queen|hexe:witch|zauberer:wizard|ritter:knight|soldat:soldier|baby:baby|
      reisender:traveller|reisende:traveller|freund:friend|freundin:friend|dichter:poet|
      pirat:pirate|dieb:thief|spion:spy|waise:orphan|roboter:robot|katze:cat|hund:dog|fuchs:fox|
      wolf:wolf|bär:bear|wal:whale|drache:dragon|pferd:horse|eule:owl|maus:mouse|vogel:bird|
      welpe:puppy|bäcker:baker|bäckerin:baker|bergmann:miner|geist:ghost|außerirdischer:alien|
      monster:monster|familie:family`),
    places: table(`dorf:village|stadt:city|insel:island|wald:forest|meer:sea|see:lake|ozean:ocean|
      wüste:desert|berg:mountain|berge:mountains|bergen:mountains|küste:coast|strand:beach|
      schule:school|haus:house|küche:kitchen|weltraum:space|all:space|mond:moon|mars:Mars|
      dschungel:jungle|fluss:river|schloss:castle|burg:castle|hof:farm|bauernhof:farm|
      straße:street|büro:office|krankenhaus:hospital|bahnhof:station|welt:world|königreich:kingdom|
      tal:valley|hafen:harbour|leuchtturm:lighthouse|höhle:cave|garten:garden|park:park|
      bibliothek:library|museum:museum|labor:laboratory|fabrik:factory|schiff:ship|zug:train|
      krieg:war|schützengräben:trenches|himmel:sky|planet:planet|land:country|bergwerk:mine|
      gefängnis:prison|palast:palace|tempel:temple|stadion:stadium|dachboden:attic|markt:market|
      bäckerei:bakery`),
    things: table(`krieg:war|sturm:storm|brief:letter|buch:book|baum:tree|boot:boat|stern:star|
      schatz:treasure|karte:map|schlüssel:key|geige:violin|klavier:piano|fahrrad:bicycle|
      rakete:rocket|flugzeug:aeroplane|blume:flower|samen:seed|feuer:fire|schnee:snow|traum:dream|
      reise:journey|flug:flight`),
    adjectives: table(`alt:old|jung:young|klein:little|arm:poor|mutig:brave|einsam:lonely`),
    determiners:
      'ein|eine|einen|einem|einer|der|die|das|den|dem|mein|meine|meinen|meinem|sein|seine|ihr|ihre|unser|unsere|zwei|drei',
    relative: 'der|die|das|welcher|welche',
    prepositions: 'in|im|am|an|auf|unter|bei|beim|vor',
    of: 'von|vom',
  },
  pt: {
    people: table(`homem:man|mulher:woman|menina:girl|menino:boy|garota:girl|garoto:boy|
      criança:child|pessoa:person|herói:hero|heroína:heroine|astronauta:astronaut|
      cientista:scientist|explorador:explorer|exploradora:explorer|músico:musician|
      música:musician|pai:father|mãe:mother|filho:son|filha:daughter|irmão:brother|irmã:sister|
      avó:grandmother|avô:grandfather|tio:uncle|tia:aunt|inventor:inventor|inventora:inventor|
      capitão:captain|estudante:student|cozinheiro:cook|cozinheira:cook|fazendeiro:farmer|
      agricultor:farmer|piloto:pilot|engenheiro:engineer|engenheira:engineer|médico:doctor|
      médica:doctor|enfermeira:nurse|professor:teacher|professora:teacher|
      faroleiro:lighthouse keeper|faroleira:lighthouse keeper|guarda:keeper|marinheiro:sailor|
      pescador:fisherman|pescadora:fisherman|detetive:detective|escritor:writer|escritora:writer|
      pintor:painter|pintora:painter|bailarina:dancer|dançarino:dancer|monge:monk|príncipe:prince|
      princesa:princess|rei:king|rainha:queen|bruxa:witch|mago:wizard|cavaleiro:knight|
      soldado:soldier|bebê:baby|bebé:baby|viajante:traveller|amigo:friend|amiga:friend|poeta:poet|
      pirata:pirate|ladrão:thief|espião:spy|órfão:orphan|órfã:orphan|robô:robot|gato:cat|gata:cat|
      cachorro:dog|cão:dog|raposa:fox|lobo:wolf|urso:bear|baleia:whale|dragão:dragon|cavalo:horse|
      coruja:owl|rato:mouse|pássaro:bird|filhote:puppy|padeiro:baker|padeira:baker|mineiro:miner|
      vaqueiro:cowboy|fantasma:ghost|alienígena:alien|monstro:monster|família:family`),
    places: table(`vila:village|aldeia:village|cidade:city|ilha:island|floresta:forest|mar:sea|
      oceano:ocean|deserto:desert|montanha:mountain|montanhas:mountains|costa:coast|praia:beach|
      escola:school|casa:house|cozinha:kitchen|espaço:space|lua:moon|marte:Mars|selva:jungle|
      rio:river|lago:lake|castelo:castle|fazenda:farm|rua:street|escritório:office|
      hospital:hospital|estação:station|mundo:world|reino:kingdom|vale:valley|porto:harbour|
      farol:lighthouse|caverna:cave|jardim:garden|parque:park|biblioteca:library|museu:museum|
      laboratório:laboratory|fábrica:factory|navio:ship|barco:ship|trem:train|guerra:war|
      trincheiras:trenches|céu:sky|planeta:planet|país:country|campo:countryside|mina:mine|
      prisão:prison|palácio:palace|templo:temple|estádio:stadium|sótão:attic|mercado:market|
      padaria:bakery`),
    things: table(`guerra:war|tempestade:storm|carta:letter|livro:book|árvore:tree|barco:boat|
      estrela:star|tesouro:treasure|mapa:map|chave:key|violino:violin|piano:piano|
      bicicleta:bicycle|foguete:rocket|avião:aeroplane|flor:flower|semente:seed|fogo:fire|
      neve:snow|sonho:dream|viagem:journey|voo:flight`),
    adjectives: table(`velho:old|velha:old|idoso:old|idosa:old|jovem:young|pequeno:little|
      pequena:little|pobre:poor|corajoso:brave|corajosa:brave|solitário:lonely|solitária:lonely`),
    determiners:
      'um|uma|uns|umas|o|a|os|as|meu|minha|meus|minhas|seu|sua|nosso|nossa|dois|duas|três',
    relative: 'que|quem',
    prepositions: 'perto de|perto da|perto do|junto ao|junto à|em|no|na|nos|nas|sob|sobre',
    of: 'do|da|dos|das|de',
  },
};

/** Determiners of several people: the verbs agree with them. */
export const PLURAL: Record<Exclude<Language, 'en'>, RegExp> = {
  es: /^(unos|unas|los|las|mis|sus|dos|tres)$/i,
  fr: /^(des|les|mes|ses|nos|deux|trois)$/i,
  de: /^(zwei|drei)$/i,
  pt: /^(uns|umas|os|as|meus|minhas|dois|duas|três)$/i,
};

/** The people a story without a person follows, as each language says it (plural). */
export const PEOPLE: Record<Exclude<Language, 'en'>, string> = {
  es: 'las personas detrás de todo',
  fr: 'les gens derrière tout cela',
  de: 'die Menschen dahinter',
  pt: 'as pessoas por trás disso',
};
