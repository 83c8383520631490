import type { LanguageLibrary } from './types.js';

/**
 * The built-in writer in German: four true stories for the preset topics they fit, and the
 * English arcs' narration for everything else. Image prompts stay in English, which
 * illustrators read best.
 */
export const GERMAN: LanguageLibrary = {
  stories: [
    {
      topics: ['inspirational-stories', 'famous-figures'],
      hashtags: ['#beethoven', '#inspiration', '#wahregeschichte', '#musik'],
      titles: ['Beethoven: Musik, die er nie hörte', 'Der taube Komponist'],
      hooks: [
        [
          'Er schrieb eine der berühmtesten Sinfonien der Welt und konnte keinen einzigen Ton davon hören.',
          'a composer writing music by candlelight, papers everywhere',
        ],
        [
          'Am Ende der Uraufführung jubelte der ganze Saal, doch er bemerkte es nicht. Jemand musste ihn umdrehen.',
          'a concert hall in Vienna full of people applauding, 1824',
        ],
      ],
      beats: [
        {
          line: [
            'Ludwig van Beethoven wurde 1770 in Bonn geboren. Schon als Kind stand er auf der Bühne, denn sein Vater wollte einen zweiten Mozart aus ihm machen.',
            'a small boy playing a harpsichord in an eighteenth century room',
          ],
          more: [
            'Mit einundzwanzig Jahren zog er nach Wien, in die Hauptstadt der Musik, und wurde dort schnell als Pianist gefeiert.',
            'a young man arriving in old Vienna by carriage, church towers',
          ],
        },
        {
          line: [
            'Doch mit Ende zwanzig begann er, sein Gehör zu verlieren. Für einen Musiker war das das Schlimmste, was passieren konnte.',
            'a man covering his ears in a quiet room, grey light',
          ],
        },
        {
          line: [
            'Im Jahr 1802 schrieb er in Heiligenstadt einen langen Brief an seine Brüder. Darin gestand er, dass er nicht mehr leben wollte.',
            'a village near Vienna with vineyards, autumn, a lonely house',
          ],
          more: [
            'Nur die Kunst, so schrieb er, habe ihn zurückgehalten. Er wollte nicht gehen, bevor er alles geschaffen hatte, wozu er sich berufen fühlte.',
            'an old handwritten letter on a wooden desk, candle',
          ],
        },
        {
          line: [
            'Er schickte den Brief nie ab und komponierte weiter. Mit Besuchern sprach er über Hefte, in die sie ihre Fragen schrieben.',
            'small notebooks with handwritten questions on a piano, dust in sunlight',
          ],
          more: [
            'Viele dieser Gesprächshefte sind bis heute erhalten. Sie zeigen einen Mann, der trotz allem neugierig und voller Pläne blieb.',
            'old notebooks in a museum glass case, soft light',
          ],
        },
        {
          line: [
            'Im Mai 1824 wurde in Wien seine Neunte Sinfonie uraufgeführt. Beethoven stand mit auf der Bühne, völlig taub.',
            'an orchestra and choir on stage in a grand Vienna theater, chandeliers',
          ],
          more: [
            'Als die Musik endete, drehte ihn eine Sängerin zum Publikum um. Erst da sah er den Jubel, die Hüte und die Taschentücher in der Luft.',
            'a cheering audience waving hats and handkerchiefs in a theater',
          ],
        },
      ],
      closes: [
        [
          'Die Musik, die er nicht hören konnte, hört heute die ganze Welt. Die Ode an die Freude ist sogar die Hymne Europas.',
          'a sunrise over Europe with musical notes in the sky',
        ],
        [
          'Er hat nicht aufgegeben, als ihm das Wichtigste genommen wurde. Was hält dich eigentlich noch zurück?',
          'a lone figure walking through a forest at sunrise',
        ],
      ],
    },
    {
      topics: ['unsolved-mysteries'],
      hashtags: ['#mystery', '#kasparhauser', '#geschichte', '#raetsel'],
      titles: ['Kaspar Hauser: der Junge aus dem Nichts', 'Das Rätsel von Nürnberg'],
      hooks: [
        [
          'An einem Pfingstmontag stand in Nürnberg ein Junge, der kaum sprechen konnte. Bis heute weiß niemand, woher er kam.',
          'a lonely teenage boy standing in an old German town square, 1828',
        ],
        [
          'Er konnte nur einen einzigen Satz sagen und seinen Namen schreiben. Fünf Jahre später war er tot.',
          'a boy writing a name on paper with a shaking hand, candlelight',
        ],
      ],
      beats: [
        {
          line: [
            'Es war der 26. Mai 1828. Der etwa sechzehnjährige Junge trug einen Brief bei sich, adressiert an einen Rittmeister der Stadt.',
            'an old sealed letter in a boy’s hands, cobblestones',
          ],
          more: [
            'Immer wieder sagte er nur den einen Satz: Ein Reiter möchte ich werden, wie mein Vater einer war.',
            'a boy looking at a horse rider in a street, dusk',
          ],
        },
        {
          line: [
            'Später erzählte er, er habe sein ganzes Leben in einem dunklen Verlies verbracht, nur mit Brot, Wasser und einem hölzernen Pferd.',
            'a dark cellar with a small wooden toy horse and a piece of bread',
          ],
        },
        {
          line: [
            'Ganz Europa sprach über ihn. Manche hielten ihn für einen Betrüger, andere für einen verstoßenen Prinzen aus dem Hause Baden.',
            'aristocrats whispering in a candle-lit palace hall',
          ],
          more: [
            'Den Gerüchten nach hatte man ihn als Baby vertauscht, damit ein anderer Zweig der Familie den Thron erben konnte.',
            'a baby in a cradle in a dark palace room, moonlight',
          ],
        },
        {
          line: [
            'Im Dezember 1833 wurde er im Hofgarten von Ansbach mit einem Messer schwer verletzt. Drei Tage später starb er.',
            'a snowy palace garden in winter at dusk, bare trees',
          ],
          more: [
            'Hatte ihn ein Fremder angegriffen, oder hatte er sich die Wunde selbst zugefügt? Auch das ist bis heute umstritten.',
            'footprints in fresh snow leading into the dark',
          ],
        },
        {
          line: [
            'Moderne DNA-Analysen sollten seine Herkunft endlich klären. Eine Untersuchung aus dem Jahr 2024 spricht deutlich gegen die Prinzen-Theorie.',
            'a scientist holding a small glass tube in a modern lab',
          ],
          more: [
            'Wer er wirklich war und woher er kam, das weiß aber bis heute niemand.',
            'an old portrait of a young man in a dark frame',
          ],
        },
      ],
      closes: [
        [
          'Auf seinem Grabstein steht, übersetzt: Hier liegt Kaspar Hauser, ein Rätsel seiner Zeit. Was glaubst du, wer er war?',
          'an old gravestone in a quiet cemetery, autumn leaves',
        ],
        [
          'Manche Rätsel werden mit jeder Antwort nur noch größer. Folge mir für mehr ungelöste Fälle.',
          'a foggy old German town at night, street lamps',
        ],
      ],
    },
    {
      topics: ['historical-moments'],
      hashtags: ['#mauerfall', '#berlin', '#geschichte', '#deutschland'],
      titles: ['Die Nacht, in der die Mauer fiel', 'Ein Zettel, der die Welt veränderte'],
      hooks: [
        [
          'Ein missverstandener Zettel auf einer Pressekonferenz öffnete die Berliner Mauer. Und zwar über Nacht.',
          'a press conference table with microphones and papers, 1989, harsh lights',
        ],
        [
          'Achtundzwanzig Jahre lang teilte eine Mauer die Stadt Berlin. In einer einzigen Nacht war sie offen.',
          'the Berlin Wall at night with graffiti and floodlights',
        ],
      ],
      beats: [
        {
          line: [
            'Am Abend des 9. November 1989 verlas Günter Schabowski vor laufenden Kameras eine neue Reiseregelung der DDR.',
            'a man in a suit reading a paper in front of cameras, 1989',
          ],
          more: [
            'Eigentlich sollte sie erst am nächsten Tag gelten, und die Soldaten an der Grenze wussten von nichts.',
            'border guards standing by a barrier at night, cold fog',
          ],
        },
        {
          line: [
            'Ein Journalist fragte, ab wann das gelte. Schabowski blätterte in seinen Notizen und sagte: Das tritt nach meiner Kenntnis sofort, unverzüglich.',
            'a close-up of hands flipping through notes under bright lights',
          ],
        },
        {
          line: [
            'Die Nachricht lief im Fernsehen. Tausende Menschen in Ost-Berlin machten sich auf den Weg zu den Grenzübergängen.',
            'crowds of people walking toward a border checkpoint at night',
          ],
          more: [
            'Am Übergang Bornholmer Straße wurde die Menge immer größer, und die Rufe wurden immer lauter: Tor auf!',
            'a huge crowd pressing against a border gate under floodlights',
          ],
        },
        {
          line: [
            'Gegen halb zwölf gab der diensthabende Offizier Harald Jäger nach und ließ den Übergang öffnen.',
            'a border barrier rising at night, people rushing through',
          ],
          more: [
            'Einen Befehl dazu hatte er nicht. Aber er wollte nicht, dass in dieser Nacht jemand zu Schaden kam.',
            'a tired officer in uniform looking at a crowd, night',
          ],
        },
        {
          line: [
            'Menschen lagen sich weinend in den Armen. Fremde feierten zusammen, und am Brandenburger Tor kletterten manche auf die Mauer.',
            'people celebrating on top of the Berlin Wall at the Brandenburg Gate, night',
          ],
        },
      ],
      closes: [
        [
          'Weniger als ein Jahr später war Deutschland wieder vereint. Welcher Moment der Geschichte bewegt dich am meisten?',
          'the Brandenburg Gate at sunrise with German flags',
        ],
        [
          'Manchmal ändert ein einziger Satz einfach alles. Folge mir für mehr Momente, die Geschichte geschrieben haben.',
          'pieces of the Berlin Wall with colorful graffiti, daylight',
        ],
      ],
    },
    {
      topics: ['fun-facts', 'pop-culture'],
      hashtags: ['#haribo', '#gummibaerchen', '#funfacts', '#wusstestdu'],
      titles: ['Die Geschichte der Gummibärchen', 'Fünf Fakten über Gummibärchen'],
      hooks: [
        [
          'Der Name Haribo ist eigentlich eine Abkürzung. Und die Gummibärchen waren am Anfang Tanzbären.',
          'colorful gummy bears on a white table, bright light',
        ],
        [
          'Ein Mann, ein Sack Zucker und ein Kessel in einer Waschküche. So begann eine der bekanntesten Süßigkeiten der Welt.',
          'a copper kettle on a stove in a small laundry room, 1920',
        ],
      ],
      beats: [
        {
          line: [
            'Fakt eins: Haribo steht für Hans Riegel Bonn. Der gelernte Bonbonmacher gründete seine Firma 1920 in einer Waschküche.',
            'a small backyard workshop in Bonn in the 1920s',
          ],
          more: [
            'Seine Frau Gertrud war die erste Angestellte und lieferte die Ware anfangs mit dem Fahrrad aus.',
            'a woman on a bicycle with a basket of sweets, cobblestone street',
          ],
        },
        {
          line: [
            'Fakt zwei: 1922 erfand Riegel den Tanzbären, ein Fruchtgummi nach dem Vorbild der Bären, die damals auf Jahrmärkten tanzten.',
            'a vintage fairground with a dancing bear and colorful tents',
          ],
        },
        {
          line: [
            'Fakt drei: Die Bären von damals waren größer und schlanker als heute. Den Goldbären in seiner heutigen Form gibt es erst seit 1960.',
            'a row of old-fashioned tall gummy bears next to small modern ones',
          ],
          more: [
            'Seitdem hat sich an der Form kaum etwas verändert, nur die Sorten und Farben wurden immer mehr.',
            'rainbow colored gummy bears in neat rows',
          ],
        },
        {
          line: [
            'Fakt vier: Der Spruch Haribo macht Kinder froh stammt aus den Dreißigerjahren. Der Zusatz und Erwachsene ebenso kam erst später.',
            'an old advertising poster with happy children, vintage colors',
          ],
          more: [
            'Thomas Gottschalk warb über zwanzig Jahre lang für die Bären, so lange wie kaum ein anderes Werbegesicht.',
            'a smiling TV host holding a bag of sweets in a studio',
          ],
        },
        {
          line: [
            'Fakt fünf: Haribo verkauft seine Goldbären heute in mehr als hundert Ländern, und die Firma ist immer noch in Familienhand.',
            'a world map made of colorful gummy bears',
          ],
          more: [
            'Der Sitz ist allerdings nicht mehr in Bonn, sondern seit 2018 in Grafschaft in Rheinland-Pfalz.',
            'a modern factory building in green countryside',
          ],
        },
      ],
      closes: [
        [
          'Aus einer Waschküche in Bonn in die ganze Welt. Welchen Fakt kanntest du noch nicht?',
          'a bowl of gummy bears in sunlight',
        ],
        [
          'Beim nächsten Goldbären weißt du mehr als die meisten. Folge mir für mehr Fun Facts.',
          'a single golden gummy bear on a white background',
        ],
      ],
    },
  ],
  arcs: {
    story: {
      titles: ['{T}', '{T}: eine Geschichte'],
      hooks: [
        'Die Geschichte von heute: {S}.',
        'Du wolltest eine Geschichte hören, also hier ist sie: {S}.',
      ],
      beats: [
        {
          line: 'Jede Geschichte wie diese beginnt ganz leise. Ein gewöhnlicher Tag, ein gewöhnlicher Ort, und niemand rechnet damit, dass sich irgendetwas ändert.',
          more: 'Das ist das Erste, was man bemerken sollte. Die Momente, die wirklich zählen, kündigen sich fast nie an.',
        },
        {
          line: 'Dann verschiebt sich etwas. Eine Frage, eine Entscheidung, ein kleiner Riss in der Routine, der sich nicht mehr schließen lässt.',
        },
        {
          line: 'Zuerst geht alles schief. Pläne scheitern, die Zweifel wachsen, und der bequeme Ausweg sieht mit jeder Stunde besser aus.',
          more: 'An dieser Stelle enden die meisten Versionen dieser Geschichte, mit jemandem, der beschließt, dass es sich nicht lohnt.',
        },
        {
          line: 'Aber dann kommt die Wende. Jemand macht weiter, nicht weil es leicht ist, sondern weil Aufgeben noch viel mehr kosten würde.',
          more: 'Kleine Schritte summieren sich. Noch ein Versuch, noch ein Tag, noch ein ehrlicher Anlauf.',
        },
        {
          line: 'Und ganz langsam verändert sich das Bild. Was am Anfang unmöglich aussah, wirkt im Rückblick fast selbstverständlich.',
          more: 'Das ist das Muster, das sich in fast jeder großen Geschichte versteckt, und diese hier ist keine Ausnahme.',
        },
      ],
      closes: [
        'Denk daran, wenn deine eigene Geschichte an der schweren Stelle ankommt. Folge mir für mehr Geschichten wie diese.',
        'Jedes Ende ist für jemanden ein Anfang. Was hättest du an dieser Stelle getan?',
      ],
    },
    explainer: {
      titles: ['{T}', '{T}: was die meisten nicht wissen'],
      hooks: [
        'Hier ist etwas, das eine Minute deiner Zeit wert ist: {S}.',
        'Das Thema von heute: {S}. Und es ist seltsamer, als es klingt.',
      ],
      beats: [
        {
          line: 'Auf den ersten Blick wirkt es ganz einfach. Fast jeder hat schon einmal davon gehört, und fast jeder glaubt, es längst zu verstehen.',
        },
        {
          line: 'Aber wenn man genauer hinschaut, wird es richtig spannend. In den Details steckt die eigentliche Geschichte.',
          more: 'Wer sich intensiv damit beschäftigt, streitet bis heute über genau diese Details, und dieser Streit ist schon die halbe Freude.',
        },
        {
          line: 'Die erste Überraschung ist, womit es alles zusammenhängt. Zieh an einem Faden, und du findest Geschichte, Wissenschaft und Menschen mit sehr festen Meinungen.',
        },
        {
          line: 'Die zweite Überraschung ist, wie sehr es unseren Alltag berührt, oft auf eine Weise, die niemandem auffällt.',
          more: 'Wenn du es einmal gesehen hast, entdeckst du es überall: in den Nachrichten, bei der Arbeit, sogar beim Abendessen.',
        },
        {
          line: 'Und die wichtigste Lehre ist ganz einfach. Die offensichtliche Antwort ist nur selten die ganze Antwort.',
          more: 'Deshalb ist Neugier so wichtig. Jede Entdeckung beginnt damit, dass jemand noch eine Frage mehr stellt.',
        },
      ],
      closes: [
        'Speichere das und teile es mit dem Freund, der immer nach dem Warum fragt. Folge mir für mehr.',
        'Jetzt weißt du mehr als die meisten. Was sollen wir uns als Nächstes ansehen?',
      ],
    },
    guide: {
      titles: ['{T}', '{T}, Schritt für Schritt'],
      hooks: [
        'Hier ist eine einfache Anleitung: {S}.',
        'Du willst es richtig machen? Heute geht es um Folgendes: {S}. So klappt es, Schritt für Schritt.',
      ],
      beats: [
        {
          line: 'Schritt eins. Lege fest, wie Erfolg für dich wirklich aussieht. Schreib es in einem einzigen, klaren Satz auf.',
        },
        {
          line: 'Schritt zwei. Zerlege es in die kleinsten Teile, die du finden kannst. Jeder Teil sollte nur Minuten dauern, nicht Stunden.',
          more: 'Große Ziele fühlen sich schwer an. Kleine Schritte fühlen sich machbar an, und was machbar ist, wird am Ende auch gemacht.',
        },
        {
          line: 'Schritt drei. Erledige den ersten Teil noch heute, auch wenn es nicht perfekt wird. Der Anfang ist das Schwerste, und Schwung ist etwas sehr Echtes.',
        },
        {
          line: 'Schritt vier. Prüfe, was funktioniert und was nicht. Ändere immer nur eine Sache auf einmal, nicht alles gleichzeitig.',
          more: 'Notiere dir kurz, was du ausprobiert hast. Muster zeigen sich viel schneller, als du denkst.',
        },
        {
          line: 'Schritt fünf. Wiederhole es, bis es zur Gewohnheit wird. Beständigkeit schlägt Intensität fast jedes Mal.',
          more: 'Die meisten Menschen geben in der ersten Woche auf. Wer sie übersteht, ist fast allen anderen voraus.',
        },
      ],
      closes: [
        'Speichere diese Anleitung und probier Schritt eins noch heute aus. Folge mir für mehr praktische Tipps.',
        'Entscheiden, zerlegen, anfangen, anpassen, wiederholen. Du schaffst das.',
      ],
    },
    whatIf: {
      titles: ['Was wäre, wenn {S}?', 'Stell dir vor: Was wäre, wenn {S}?'],
      hooks: [
        'Was wäre, wenn {S}? Das ist das Gedankenexperiment von heute.',
        'Stell es dir einen Moment lang vor. Was wäre, wenn {S}? Was würde wirklich passieren?',
      ],
      beats: [
        {
          line: 'Stell dir vor, es wird schon morgen früh Wirklichkeit. Am Anfang würde es kaum jemandem überhaupt auffallen.',
        },
        {
          line: 'Dann würden sich die ersten Folgen zeigen. Nachrichten würden sich verbreiten, Menschen würden streiten, und Fachleute würden versuchen, alles zu erklären.',
          more: 'Die einen würden darin eine Bedrohung sehen, die anderen eine Chance. Und beide hätten zum Teil recht.',
        },
        {
          line: 'Innerhalb eines Jahres würde sich der Alltag daran anpassen. Berufe, Gewohnheiten und sogar unsere Art zu sprechen würden sich verändern.',
        },
        {
          line: 'Manche Folgen wären leicht vorherzusagen. Die spannendsten wären aber die Überraschungen, mit denen niemand gerechnet hat.',
          more: 'Die Geschichte zeigt, dass große Veränderungen immer Kreise ziehen, die selbst die klügsten Köpfe nicht vorhersehen.',
        },
        {
          line: 'Nach einer Generation würde es sich einfach normal anfühlen. Kinder würden aufwachsen, ohne sich die Welt davor überhaupt vorstellen zu können.',
          more: 'So enden alle echten Revolutionen: nicht mit einem großen Knall, sondern damit, dass die Menschen vergessen, dass es je anders war.',
        },
      ],
      closes: [
        'Wäre die Welt dann besser oder schlechter? Schreib mir in die Kommentare, was du denkst.',
        'Gedankenexperimente sind unsere Generalprobe für die Zukunft. Folge mir für mehr davon.',
      ],
    },
  },
  topicSubjects: {
    'inspirational-stories': 'ein Mensch, der niemals aufgegeben hat',
    'myths-mythology': 'eine alte Sage, die man sich noch heute erzählt',
    'science-exploration': 'eine erstaunliche Entdeckung der Wissenschaft',
    'pop-culture': 'die Geheimnisse hinter einem berühmten Film',
    'comedy-entertainment': 'warum wir lachen',
    'what-if-scenarios': 'es morgen kein Bargeld mehr gäbe',
    'how-to-guides': 'wie man in dreißig Tagen etwas Neues lernt',
    'war-stories': 'der Mut gewöhnlicher Menschen im Krieg',
    'unsolved-mysteries': 'ein Rätsel, das niemand gelöst hat',
    'historical-moments': 'ein Tag, der die Geschichte verändert hat',
    'fun-facts': 'erstaunliche Fakten, die kaum jemand kennt',
    'tech-futurism': 'die Technik, die unser Leben verändern wird',
    'life-hacks': 'einfache Tricks für einen leichteren Alltag',
    'famous-figures': 'eine berühmte Person und der Moment, der sie geprägt hat',
    'health-wellness': 'der Schlaf und was er für deine Gesundheit tut',
    'true-adventures': 'ein wahres Abenteuer gegen alle Widerstände',
  },
  arcPatterns: {
    whatIf: /was w[äa]re,? wenn|stell dir vor/u,
    guide: /wie man\s|wie kann|tipps?\b|anleitung|schritte?\b|tricks?\b/u,
    story: /geschichte|märchen|sage|legende|abenteuer|reise|leben von|wer\s/u,
    explainer: /warum|fakten|wissenschaft|erklär|geheimnis|wahrheit|entdeck/u,
  },
  leading: [
    /^(bitte\s+)?((kannst|könntest) du\s+)?(schreib|mach|erstell|erzähl|erklär|zeig)e?\s+(mir\s+)?(bitte\s+)?/iu,
    /^(eine?\s+)?((kurze|kleine|lustige)\s+)?(geschichte|video|skript|märchen)\s+(über|von|zu)\s+/iu,
    /^die geschichte von\s+/iu,
    /^über\s+/iu,
  ],
  whatIfLead: /^.*?(was w[äa]re,? wenn|stell dir vor,?)\s+/iu,
  // "über einen Leuchtturmwärter" stands after a colon as "ein Leuchtturmwärter" (masculine
  // accusative to nominative; the other genders read the same in both cases).
  subjectRewrites: [
    [/^einen\s/iu, 'ein '],
    [/^den\s/iu, 'der '],
  ],
  fallbackSubject: 'eine Geschichte, die es wert ist, erzählt zu werden',
  stopWords:
    'der die das den dem des ein eine einen einem einer und oder dass in im mit von vom für über wie was wer mein meine dein deine sein seine ihr ihre dieser diese dieses zu zum zur am an es wenn aber weil warum wieso weshalb'.split(
      ' ',
    ),
  tags: ['#geschichten'],
};
