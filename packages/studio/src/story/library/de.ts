import type { LanguageLibrary } from './types.js';

/**
 * The built-in writer in German: fifteen true stories, at least one for every preset topic but
 * what-if-scenarios (two for some), and the English arcs' narration for that topic and for
 * custom prompts. Image prompts stay in English, which illustrators read best.
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
    {
      topics: ['myths-mythology'],
      hashtags: ['#rattenfaenger', '#hameln', '#sagen', '#mythen'],
      titles: ['Der Rattenfänger von Hameln', 'Wohin verschwanden die Kinder von Hameln?'],
      hooks: [
        [
          'In Hameln gibt es eine Straße, in der keine Musik gespielt werden darf. Der Grund ist über siebenhundert Jahre alt.',
          'a narrow medieval street with timber-framed houses in Hameln, quiet morning',
        ],
        [
          'Ein Fremder mit einer Pfeife kam in die Stadt. Als er ging, folgten ihm die Kinder, und keines kam je zurück.',
          'a mysterious piper in a colorful coat leading children down a cobbled lane',
        ],
      ],
      beats: [
        {
          line: [
            'Die Sage erzählt: 1284 plagten Ratten die Stadt Hameln. Ein Mann in bunter Kleidung versprach, sie gegen Lohn zu vertreiben.',
            'rats running through a medieval town street at dusk, lanterns',
          ],
          more: [
            'Er spielte auf seiner Pfeife, und alle Ratten folgten ihm in die Weser, wo sie ertranken.',
            'hundreds of rats following a piper toward a wide river at twilight',
          ],
        },
        {
          line: [
            'Doch die Bürger zahlten nicht. Wütend ging er fort und kam an einem Sommermorgen zurück, am 26. Juni.',
            'angry townspeople in medieval clothes arguing in a market square',
          ],
          more: [
            'Diesmal spielte er eine andere Melodie, und aus allen Häusern liefen die Kinder auf die Straße.',
            'children running out of timber-framed houses into a sunny street',
          ],
        },
        {
          line: [
            'Hundertdreißig Kinder folgten ihm aus der Stadt hinaus bis zu einem Berg. Dort verschwanden sie für immer.',
            'a green hill outside a medieval town with a dark opening in the rock, sunset',
          ],
          more: [
            'Das Seltsame daran: Die verschwundenen Kinder stehen schon in sehr alten Quellen. Die Ratten kamen erst Jahrhunderte später dazu.',
            'an old parchment chronicle with faded Gothic script, candlelight',
          ],
        },
        {
          line: [
            'Was wirklich geschah, weiß niemand. Vielleicht zogen junge Leute als Siedler in den Osten, vielleicht starben sie an einer Seuche.',
            'a line of medieval settlers with carts walking east across a wide plain, dawn',
          ],
        },
        {
          line: [
            'Die Gasse, durch die sie gezogen sein sollen, heißt Bungelosenstraße, Straße ohne Trommeln. Dort schweigt die Musik bis heute.',
            'an empty cobbled alley between old houses, a street sign on the wall, soft evening light',
          ],
          more: [
            'Sogar Hochzeitszüge verstummen dort. Die Brüder Grimm nahmen die Sage in ihre Sammlung auf, und so ging sie um die Welt.',
            'a wedding procession with musicians lowering their instruments in an old town',
          ],
        },
      ],
      closes: [
        [
          'Ob Sage oder Wahrheit: Irgendetwas ist 1284 in Hameln geschehen. Was glaubst du, wohin die Kinder gegangen sind?',
          'a misty river valley at dawn with an old town in the distance',
        ],
        [
          'Viele Sagen sind erfunden. Diese hier hat vielleicht einen wahren Kern. Folge mir für mehr alte Geschichten.',
          'an old wooden flute lying on moss in a forest, soft light',
        ],
      ],
    },
    {
      topics: ['science-exploration', 'famous-figures'],
      hashtags: ['#roentgen', '#wissenschaft', '#entdeckung', '#physik'],
      titles: ['Röntgen und die unsichtbaren Strahlen', 'Das Bild, das durch die Haut sah'],
      hooks: [
        [
          'Eines der ersten Röntgenbilder überhaupt zeigt eine Hand mit Ring. Sie gehörte der Frau des Entdeckers.',
          'an old x-ray photograph of a hand with a ring, sepia tones',
        ],
        [
          'Ein Professor in Würzburg sah an einem Novemberabend etwas leuchten, das gar nicht leuchten durfte. Das veränderte die Medizin für immer.',
          'a dark nineteenth century laboratory with a faint green glow on a screen',
        ],
      ],
      beats: [
        {
          line: [
            'Es war der 8. November 1895. Wilhelm Conrad Röntgen experimentierte in seinem Labor mit einer Glasröhre, durch die er elektrischen Strom schickte.',
            'a glass vacuum tube with wires on a wooden lab bench, gas lamp light',
          ],
          more: [
            'Die Röhre hatte er ganz in schwarzen Karton gehüllt. Kein Licht sollte nach außen dringen.',
            'hands wrapping a glass tube in black cardboard, dim room',
          ],
        },
        {
          line: [
            'Trotzdem begann ein beschichteter Schirm in der Nähe zu leuchten. Irgendetwas drang durch den Karton, etwas Unsichtbares.',
            'a small screen glowing green in a dark room, a man leaning close',
          ],
          more: [
            'Er nannte es X-Strahlen, denn er wusste nicht, was es war.',
            'a chalkboard with a large letter X written on it, dusty light',
          ],
        },
        {
          line: [
            'In den folgenden Wochen untersuchte er die Strahlen wie besessen. Sie gingen durch Papier, Holz und Haut, durch Knochen und Metall aber viel schlechter.',
            'a wooden box, a book and a metal key arranged under a lamp in an old lab',
          ],
          more: [
            'Am 22. Dezember durchleuchtete er die Hand seiner Frau Anna Bertha. Man sah ihre Knochen und ihren Ring.',
            'a woman placing her hand on a photographic plate, a man adjusting a tube',
          ],
        },
        {
          line: [
            'Ende Dezember 1895 legte er seinen Bericht vor. Innerhalb weniger Wochen sprach die ganze Welt davon, und Ärzte begannen, Knochenbrüche zu durchleuchten.',
            'a doctor examining an x-ray of a broken arm in an early twentieth century clinic',
          ],
          more: [
            'Ein Patent meldete Röntgen nie an. So konnte jeder die neuen Strahlen nutzen.',
            'an old university building in Würzburg on a winter morning',
          ],
        },
        {
          line: [
            'Im Jahr 1901 erhielt er dafür den allerersten Nobelpreis für Physik.',
            'a gold medal on a dark velvet cloth, soft spotlight',
          ],
          more: [
            'Viele Sprachen benennen die Strahlen bis heute nach ihm. Im Deutschen ist er sogar ein Verb: röntgen.',
            'a modern hospital x-ray room with soft blue light',
          ],
        },
      ],
      closes: [
        [
          'Ein Leuchten, das es nicht hätte geben dürfen, und ein Forscher, der genau hinsah. Welche Entdeckung fasziniert dich am meisten?',
          'a glowing x-ray image of a human skeleton on a light box',
        ],
        [
          'Große Entdeckungen beginnen oft mit einem einzigen Gedanken: Das ist aber seltsam. Folge mir für mehr Geschichten aus der Wissenschaft.',
          'a curious scientist holding a magnifying glass up to the light',
        ],
      ],
    },
    {
      topics: ['comedy-entertainment', 'pop-culture'],
      hashtags: ['#dinnerforone', '#silvester', '#kultsketch', '#fernsehen'],
      titles: [
        'Dinner for One: The same procedure as every year',
        'Der Silvester-Sketch aus England',
      ],
      hooks: [
        [
          'Jedes Jahr an Silvester schauen Millionen Deutsche denselben englischen Sketch. In England selbst kennen ihn dagegen nur wenige.',
          'a family on a sofa watching an old television on New Year’s Eve, fireworks outside',
        ],
        [
          'Ein Butler, ein Tigerfell und vier Gäste, die gar nicht da sind. Daraus wurde eine deutsche Silvester-Tradition.',
          'a butler in tails standing beside a tiger skin rug in an elegant dining room',
        ],
      ],
      beats: [
        {
          line: [
            'Der NDR zeichnete Dinner for One 1963 in Hamburg auf, mit den britischen Komikern Freddie Frinton und May Warden.',
            'a black and white television studio in the 1960s with an audience and cameras',
          ],
          more: [
            'Der Sketch selbst war älter. Frinton hatte ihn schon jahrelang auf englischen Bühnen gespielt.',
            'an old seaside theater in England with a lit marquee at night',
          ],
        },
        {
          line: [
            'Die Handlung ist schnell erzählt. Miss Sophie feiert ihren neunzigsten Geburtstag und hat wie jedes Jahr ihre vier besten Freunde eingeladen.',
            'an elegant old lady at the head of a long dinner table, candles, 1960s',
          ],
        },
        {
          line: [
            'Das Problem: Die Freunde sind längst tot. Also spielt Butler James alle vier, und bei jedem Gang trinkt er für jeden mit.',
            'a butler pouring wine into four glasses at an empty dinner table',
          ],
          more: [
            'Vier Gänge, vier Gäste, also vier Gläser pro Gang. Mit jedem Glas wird James ein bisschen betrunkener.',
            'rows of empty wine and sherry glasses on a white tablecloth',
          ],
        },
        {
          line: [
            'Jedes Mal stolpert er über das Tigerfell. Und vor jedem Gang fragt er: The same procedure as last year, Miss Sophie?',
            'a tiger skin rug with a large head on a dining room floor',
          ],
          more: [
            'Ihre Antwort kennt in Deutschland fast jeder: The same procedure as every year, James. Der Satz ist längst ein geflügeltes Wort.',
            'an old lady raising a glass with a mischievous smile, candlelight',
          ],
        },
        {
          line: [
            'Seit den Siebzigerjahren läuft Dinner for One an jedem Silvesterabend im deutschen Fernsehen, oft mehrmals auf verschiedenen Sendern.',
            'a living room with a glowing TV and party hats, New Year’s Eve',
          ],
          more: [
            'Der Sketch gilt als eine der am häufigsten wiederholten Sendungen der Fernsehgeschichte, und das auf Englisch, mit einer kurzen deutschen Einleitung.',
            'a vintage television set showing a black and white picture, dark room',
          ],
        },
      ],
      closes: [
        [
          'Ein alter Sketch, eine Handvoll Sätze, und doch gehört er zu Silvester wie das Feuerwerk. Schaust du ihn auch?',
          'fireworks over a German city skyline at midnight',
        ],
        [
          'Also auch dieses Jahr wieder: same procedure as every year. Folge mir für mehr Geschichten hinter berühmten Sendungen.',
          'a silver tray with a glass of sherry on a white tablecloth, candlelight',
        ],
      ],
    },
    {
      topics: ['how-to-guides'],
      hashtags: ['#lernen', '#lerntipps', '#gedaechtnis', '#karteikarten'],
      titles: ['So vergisst du nichts mehr', 'Die Lernkartei: lernen mit System'],
      hooks: [
        [
          'Du lernst etwas, und zwei Tage später ist fast alles weg. Ein Forscher hat das schon 1885 gemessen.',
          'a student staring at a blank notebook page, late evening desk lamp',
        ],
        [
          'Eine einfache Kiste mit Karteikarten bringt dir mehr als jede durchgelernte Nacht vor der Prüfung. So funktioniert sie.',
          'a wooden box full of handwritten index cards on a desk, morning light',
        ],
      ],
      beats: [
        {
          line: [
            'Hermann Ebbinghaus machte ein Experiment an sich selbst. Er lernte sinnlose Silben auswendig und prüfte, wie viel davon hängen blieb.',
            'a nineteenth century scholar at a desk with lists of letters, oil lamp',
          ],
          more: [
            'Sinnlos sollten sie sein, damit ihm kein Vorwissen half. Über Monate quälte er sich durch diese mühsamen Tests.',
            'a page of handwritten nonsense syllables in old ink',
          ],
        },
        {
          line: [
            'Das Ergebnis ist die berühmte Vergessenskurve. Das meiste vergessen wir schon in den ersten Stunden und Tagen, danach geht es langsamer.',
            'a hand-drawn curve on old paper sloping down, pencil beside it',
          ],
          more: [
            'Und er fand noch etwas: Wiederholungen, die über mehrere Tage verteilt sind, halten viel länger als dieselbe Zeit am Stück.',
            'a wall calendar with a few days circled in red',
          ],
        },
        {
          line: [
            'Fast hundert Jahre später machte Sebastian Leitner daraus die Lernkartei. Sein Buch „So lernt man lernen“ erschien 1972.',
            'a wooden box with five compartments full of index cards on a desk',
          ],
        },
        {
          line: [
            'Schritt eins: Schreib jede Frage auf eine Karte und steck sie ins erste Fach. Schritt zwei: Kennst du die Antwort, rückt die Karte ein Fach weiter.',
            'hands moving an index card from one compartment to the next',
          ],
          more: [
            'Weißt du sie nicht, geht sie zurück ins erste Fach, ganz egal, wie weit sie schon war.',
            'a single card dropped back into the front of a card box',
          ],
        },
        {
          line: [
            'Schritt drei: Vordere Fächer wiederholst du oft, hintere immer seltener. So übst du genau das, was du noch nicht kannst.',
            'a stack of flash cards next to a cup of tea, a small check list',
          ],
          more: [
            'Dasselbe Prinzip steckt heute in vielen Lern-Apps. Sie zeigen dir eine Vokabel ungefähr dann, wenn du sie sonst vergessen würdest.',
            'a smartphone showing a flash card app on a kitchen table',
          ],
        },
      ],
      closes: [
        [
          'Wenig, aber täglich, verteilt statt auf einmal. Probier es dreißig Tage aus und erzähl mir davon.',
          'a sunrise over a desk with a notebook and a cup of coffee',
        ],
        [
          'Vergessen ist ganz normal. Wer klug wiederholt, behält trotzdem mehr. Speichere das für deine nächste Prüfung.',
          'a student smiling while closing a book in a bright library',
        ],
      ],
    },
    {
      topics: ['war-stories', 'famous-figures'],
      hashtags: ['#weisserose', '#sophiescholl', '#widerstand', '#geschichte'],
      titles: ['Die Weiße Rose', 'Sophie Scholl und die Flugblätter'],
      hooks: [
        [
          'Sie war einundzwanzig Jahre alt, und ihre einzige Waffe war Papier. Damit stellte sie sich gegen Hitler.',
          'a stack of typed leaflets on a wooden table, dim wartime light',
        ],
        [
          'Ein Koffer voller Flugblätter, ein Lichthof in München und ein paar Minuten Mut. Dieser Februartag kostete Sophie Scholl das Leben.',
          'the grand atrium of a university building with stone balconies, winter light',
        ],
      ],
      beats: [
        {
          line: [
            'Mitten im Zweiten Weltkrieg gründeten Studenten in München die Widerstandsgruppe Weiße Rose. Zu ihr gehörten Hans Scholl und seine Schwester Sophie.',
            'young students in 1940s coats talking quietly in a Munich street at night',
          ],
          more: [
            'Heimlich schrieben sie Flugblätter gegen das Regime, vervielfältigten sie und verschickten sie an Menschen in vielen Städten.',
            'an old duplicating machine printing pages in a hidden cellar',
          ],
        },
        {
          line: [
            'Darin riefen sie die Deutschen auf, sich gegen Hitler und den Krieg zu wehren. Wer so etwas tat, riskierte sein Leben.',
            'a hand slipping a leaflet into a mailbox at night',
          ],
        },
        {
          line: [
            'Am 18. Februar 1943 legten Hans und Sophie Hunderte Flugblätter in der Münchner Universität aus, vor den Hörsälen und auf den Treppen.',
            'leaflets lying on stone stairs in an empty university hallway',
          ],
          more: [
            'Kurz bevor die Vorlesungen endeten, stieß Sophie die letzten von oben in den Lichthof. Die Blätter segelten hinunter.',
            'papers fluttering down through a tall atrium from a balcony',
          ],
        },
        {
          line: [
            'Der Hausmeister hatte sie gesehen und hielt sie fest. Kurz darauf verhaftete sie die Gestapo.',
            'a long dark corridor with a uniformed man and two young people, harsh light',
          ],
          more: [
            'Nur vier Tage später standen sie vor dem Volksgerichtshof. Noch am selben Tag wurden sie hingerichtet, zusammen mit ihrem Freund Christoph Probst.',
            'an empty wood-paneled courtroom, cold grey light',
          ],
        },
        {
          line: [
            'Doch ihre Worte verschwanden nicht. Ihr letztes Flugblatt gelangte nach England, und britische Flugzeuge warfen es über Deutschland ab.',
            'planes flying over dark countryside at night, papers falling from the sky',
          ],
          more: [
            'Heute heißt der Platz vor der Münchner Universität Geschwister-Scholl-Platz, und viele Schulen tragen ihren Namen.',
            'a sunny university square with a fountain in Munich, students walking',
          ],
        },
      ],
      closes: [
        [
          'Sie waren keine Soldaten, nur junge Menschen mit einem Gewissen. Was hättest du an ihrer Stelle getan?',
          'a single white rose on a stone step, soft morning light',
        ],
        [
          'Mut braucht nicht immer Waffen, manchmal nur Papier. Folge mir für mehr wahre Geschichten aus dem Krieg.',
          'bronze leaflets set into the pavement in front of a university, close-up',
        ],
      ],
    },
    {
      topics: ['tech-futurism'],
      hashtags: ['#konradzuse', '#computer', '#erfindung', '#technik'],
      titles: ['Der Computer aus dem Wohnzimmer', 'Konrad Zuse und die Z3'],
      hooks: [
        [
          'Einer der ersten Computer der Welt entstand nicht in einem großen Labor, sondern im Wohnzimmer einer Berliner Wohnung.',
          'a cluttered 1930s Berlin living room filled with a large mechanical machine',
        ],
        [
          'Ein junger Ingenieur hatte genug von endlosen Rechnungen. Also baute er eine Maschine, die für ihn rechnete.',
          'a tired young engineer surrounded by stacks of paper calculations, night',
        ],
      ],
      beats: [
        {
          line: [
            'Konrad Zuse war Bauingenieur in Berlin. Mitte der Dreißigerjahre verbrachte er seine Tage mit langen, immer gleichen Berechnungen für Flugzeugteile.',
            'an engineer at a drafting table with piles of calculations, 1930s office',
          ],
          more: [
            'Er war überzeugt, dass eine Maschine das schneller und ohne Fehler schaffen könnte.',
            'a mechanical calculator with gears and levers, close-up',
          ],
        },
        {
          line: [
            'Ab 1936 baute er im Wohnzimmer seiner Eltern seine erste Rechenmaschine, die Z1. Sie bestand aus Tausenden dünnen Blechen.',
            'thin metal plates and pins spread across a living room floor, lamp light',
          ],
          more: [
            'Freunde halfen beim Aussägen, die Familie gab Geld dazu. Die Z1 rechnete, aber ihre Mechanik klemmte ständig.',
            'young men cutting thin metal plates with a fretsaw at a kitchen table',
          ],
        },
        {
          line: [
            'Zuse gab nicht auf. Er setzte auf Relais aus der Telefontechnik, und im Mai 1941 stellte er in Berlin die Z3 vor.',
            'rows of telephone relays wired together, warm lamp light',
          ],
          more: [
            'Sie rechnete mit Nullen und Einsen, ließ sich programmieren und las ihre Befehle von gelochtem Kinofilm.',
            'a strip of old cinema film with punched holes, close-up',
          ],
        },
        {
          line: [
            'Damit gilt die Z3 als erster funktionsfähiger, frei programmierbarer Digitalrechner der Welt.',
            'a large cabinet computer with lamps and a control panel, museum lighting',
          ],
          more: [
            'Viel Zeit blieb ihr nicht. 1943 wurde die Z3 bei einem Bombenangriff auf Berlin zerstört.',
            'ruins of a Berlin building after an air raid, smoke, grey sky',
          ],
        },
        {
          line: [
            'Doch die Idee überlebte. Jahre später baute Zuse einen Nachbau, der heute im Deutschen Museum in München steht.',
            'museum visitors looking at an old relay computer behind glass',
          ],
          more: [
            'In jedem Smartphone steckt heute millionenfach mehr Rechenleistung. Aber es rechnet immer noch mit Nullen und Einsen.',
            'a modern smartphone glowing on a dark table, binary digits in the air',
          ],
        },
      ],
      closes: [
        [
          'Die Zukunft begann in einem Wohnzimmer, mit Blech, Relais und einer Idee. Welche Erfindung wird unser Leben als Nächstes verändern?',
          'a glowing futuristic city at dusk seen through a window',
        ],
        [
          'Jede Technik, die uns heute selbstverständlich vorkommt, war einmal die verrückte Idee eines Einzelnen. Folge mir für mehr.',
          'a modern laptop lying next to an old punched film strip',
        ],
      ],
    },
    {
      topics: ['life-hacks'],
      hashtags: ['#pomodoro', '#produktivitaet', '#lifehacks', '#fokus'],
      titles: ['Der Tomaten-Trick gegen das Aufschieben', 'Die Pomodoro-Technik'],
      hooks: [
        [
          'Einer der bekanntesten Tricks gegen das Aufschieben beginnt mit einer Küchenuhr in Form einer Tomate.',
          'a red tomato-shaped kitchen timer on a wooden desk, morning light',
        ],
        [
          'Du setzt dich hin, willst lernen und greifst nach drei Minuten zum Handy? Ein Student aus Italien kannte genau dieses Problem.',
          'a student at a desk reaching for a smartphone, open books, evening lamp',
        ],
      ],
      beats: [
        {
          line: [
            'Ende der Achtzigerjahre war Francesco Cirillo Student in Italien und kam mit dem Lernen einfach nicht voran. Ständig schweiften seine Gedanken ab.',
            'a young man staring out of a window instead of reading, Italian town outside',
          ],
          more: [
            'Also stellte er sich eine ganz bescheidene Frage: Schaffe ich es, wenigstens zehn Minuten lang wirklich zu lernen?',
            'an open textbook and a pencil on a desk, afternoon sun',
          ],
        },
        {
          line: [
            'Als Zeitmesser nahm er eine Küchenuhr, die aussah wie eine Tomate. Tomate heißt auf Italienisch Pomodoro, und so bekam die Methode ihren Namen.',
            'close-up of a hand twisting a tomato kitchen timer',
          ],
        },
        {
          line: [
            'Daraus wurde eine einfache Regel. Stell den Wecker auf fünfundzwanzig Minuten und mach nur eine einzige Sache, bis er klingelt.',
            'a focused person writing in a notebook, phone turned face down beside them',
          ],
          more: [
            'Kommt dir ein anderer Gedanke, schreib ihn kurz auf einen Zettel und mach weiter. Darum kümmerst du dich später.',
            'a sticky note with a scribbled reminder next to a laptop',
          ],
        },
        {
          line: [
            'Dann machst du fünf Minuten Pause, und zwar eine echte: aufstehen, etwas trinken, aus dem Fenster schauen.',
            'a person stretching by a sunny window holding a glass of water',
          ],
          more: [
            'Nach vier solcher Runden gönnst du dir eine längere Pause, etwa eine Viertelstunde bis eine halbe Stunde.',
            'a cup of coffee on a balcony table overlooking rooftops',
          ],
        },
        {
          line: [
            'Der Trick dahinter: Fünfundzwanzig Minuten wirken machbar. Der Anfang fällt leichter, und die Uhr entscheidet für dich, wann Schluss ist.',
            'a checklist with four ticked boxes and a small tomato timer',
          ],
          more: [
            'Cirillo schrieb später ein Buch über seine Methode, und heute tragen unzählige Apps den Namen seiner Tomate.',
            'a phone screen showing a countdown timer with a tomato icon',
          ],
        },
      ],
      closes: [
        [
          'Eine Tomate, fünfundzwanzig Minuten, eine Aufgabe. Stell dir heute einen Wecker und probier es aus.',
          'a tidy desk at sunset with a tomato timer and a closed laptop',
        ],
        [
          'Du musst nicht stundenlang diszipliniert sein, nur fünfundzwanzig Minuten am Stück. Folge mir für mehr einfache Tricks.',
          'a ripe red tomato on a windowsill in warm afternoon light',
        ],
      ],
    },
    {
      topics: ['health-wellness'],
      hashtags: ['#kneipp', '#gesundheit', '#wasser', '#wohlbefinden'],
      titles: ['Sebastian Kneipp und das kalte Wasser', 'Der Pfarrer, der in die Donau stieg'],
      hooks: [
        [
          'Ein junger Mann, schwer krank, steigt mitten im Winter in die eiskalte Donau. Und das nicht nur einmal.',
          'a young man stepping into an icy river in winter, snowy banks, grey dawn',
        ],
        [
          'Wenn du schon einmal wie ein Storch durch kaltes Wasser gewatet bist, kennst du die Idee eines bayerischen Pfarrers.',
          'bare feet walking through a stone water basin in a park, summer light',
        ],
      ],
      beats: [
        {
          line: [
            'Sebastian Kneipp wurde 1821 im bayerischen Schwaben geboren, als Sohn eines armen Webers. Er wollte Priester werden, doch ihm fehlte das Geld.',
            'a small weaver’s workshop with a wooden loom in a Bavarian village',
          ],
          more: [
            'Erst mit über zwanzig Jahren konnte er aufs Gymnasium gehen. Als Student wurde er dann schwer lungenkrank.',
            'a pale young student coughing at a desk by candlelight',
          ],
        },
        {
          line: [
            'Die Ärzte machten ihm wenig Hoffnung. Da stieß er auf ein altes Büchlein über die Heilkraft des kalten Wassers.',
            'an old small book open on a table beside a jug of water',
          ],
        },
        {
          line: [
            'Also stieg er im Winter immer wieder kurz in die eiskalte Donau und lief danach schnell nach Hause.',
            'a snowy riverbank at dusk with footprints leading away from the water',
          ],
          more: [
            'Langsam ging es ihm besser. Er selbst war überzeugt, dass ihn das Wasser gerettet hatte.',
            'a young man walking through a sunny meadow, breathing deeply',
          ],
        },
        {
          line: [
            'Später wurde er Pfarrer in Wörishofen, und Tausende kamen, um sich von ihm mit Wasser und Kräutern behandeln zu lassen.',
            'an old Bavarian village church with people waiting outside, 1890s',
          ],
          more: [
            'Sein Buch „Meine Wasserkur“ erschien 1886 und wurde in viele Sprachen übersetzt.',
            'a stack of old books with worn leather covers',
          ],
        },
        {
          line: [
            'Dabei setzte Kneipp nicht nur auf Wasser. Zu seiner Lehre gehörten auch Bewegung, gutes Essen, Heilpflanzen und ein Leben im Gleichgewicht.',
            'a wooden table with herbs, vegetables and a jug of water in sunlight',
          ],
          more: [
            'Das Kneippen zählt heute zum immateriellen Kulturerbe in Deutschland. Und aus Wörishofen wurde längst Bad Wörishofen.',
            'a spa town park with fountains and flower beds, morning',
          ],
        },
      ],
      closes: [
        [
          'Wasser, Bewegung, gutes Essen und Ruhe. Kneipps Rezept ist bis heute nicht aus der Mode gekommen. Was ist dein Ritual?',
          'a stork walking through shallow water in a green meadow',
        ],
        [
          'Ob kalter Guss oder Spaziergang: Kleine Gewohnheiten können viel bewirken. Folge mir für mehr Geschichten über Gesundheit.',
          'water splashing from a garden hose onto bare legs, bright morning',
        ],
      ],
    },
    {
      topics: ['true-adventures', 'inspirational-stories'],
      hashtags: ['#berthabenz', '#auto', '#abenteuer', '#erfinder'],
      titles: ['Bertha Benz und die erste Fernfahrt', 'Die Frau, die das Auto berühmt machte'],
      hooks: [
        [
          'Im August 1888 stieg eine Frau heimlich in das Automobil ihres Mannes und fuhr los, über hundert Kilometer weit.',
          'a woman in a long 1880s dress steering an early three-wheeled motor car on a dirt road',
        ],
        [
          'Die erste lange Autofahrt der Geschichte machte eine Mutter mit ihren beiden Söhnen, und ihr Mann wusste nichts davon.',
          'two teenage boys and their mother at dawn beside an old motor car in a courtyard',
        ],
      ],
      beats: [
        {
          line: [
            'Karl Benz hatte 1886 ein Patent auf seinen Motorwagen bekommen. Doch kaum jemand wollte ihn kaufen.',
            'a crowd staring skeptically at a strange motor carriage in an 1880s street',
          ],
          more: [
            'Seine Frau Bertha hatte ihre Mitgift in die Firma gesteckt. Die Welt musste sehen, dass dieses Auto wirklich fährt.',
            'a young woman studying engine drawings at a workshop table, lamp light',
          ],
        },
        {
          line: [
            'Früh am Morgen schob sie mit ihren Söhnen Eugen und Richard den Wagen aus der Werkstatt. Ihr Ziel: Pforzheim, ihre Heimatstadt.',
            'a mother and two boys pushing an old motor car out of a workshop at dawn',
          ],
          more: [
            'Eugen war fünfzehn, Richard dreizehn. Ihrem Mann hinterließ Bertha nur eine kurze Nachricht.',
            'a handwritten note on a wooden table in the early morning light',
          ],
        },
        {
          line: [
            'Unterwegs ging der Treibstoff aus. Sie kaufte Ligroin, ein Waschbenzin, in einer Apotheke in Wiesloch. Die Apotheke gilt heute als erste Tankstelle der Welt.',
            'an old town pharmacy with glass bottles on wooden shelves, 1888',
          ],
        },
        {
          line: [
            'Pannen behob sie selbst. Der Überlieferung nach reinigte sie eine verstopfte Leitung mit ihrer Hutnadel. Ein Schuster nagelte Leder auf die Bremsen.',
            'a woman kneeling beside an antique car with a long hat pin, country road',
          ],
          more: [
            'Bergauf mussten die Jungen schieben, denn für steile Steigungen war der Motor zu schwach.',
            'two boys pushing an early car up a steep country hill, dust',
          ],
        },
        {
          line: [
            'Am Abend kamen sie in Pforzheim an, nach gut hundert Kilometern. Bertha schickte ihrem Mann ein Telegramm.',
            'an old telegram form on a desk under an oil lamp',
          ],
          more: [
            'Die Fahrt sprach sich herum. Und Karl Benz verbesserte den Wagen, unter anderem mit einem zusätzlichen Gang für Steigungen.',
            'a mechanic adjusting gears on an antique car engine in a workshop',
          ],
        },
      ],
      closes: [
        [
          'Ohne Straßenkarte und ohne Tankstellen. Heute erinnert die Bertha Benz Memorial Route an ihre Fahrt. Hättest du dich das getraut?',
          'a scenic country road through vineyards in southern Germany, sunset',
        ],
        [
          'Manchmal braucht eine Erfindung jemanden, der einfach losfährt. Folge mir für mehr wahre Abenteuer.',
          'an antique car driving away down a tree-lined road at dawn',
        ],
      ],
    },
    {
      topics: ['pop-culture', 'tech-futurism'],
      hashtags: ['#mp3', '#musik', '#erfindung', '#tomsdiner'],
      titles: ['Die Geschichte der MP3', 'Das Lied, aus dem die MP3 wurde'],
      hooks: [
        [
          'Die MP3 hat verändert, wie die ganze Welt Musik hört. Und ihre Geschichte hängt an einem einzigen Lied von Suzanne Vega.',
          'a German research lab in the late 1980s, beige computers and glowing monitors',
        ],
        [
          'Ein Forscher hörte dasselbe Lied wieder und wieder, über Monate. Am Ende stand eine Erfindung, die die Musikwelt umkrempelte.',
          'a researcher with big headphones listening intently, eyes closed, dim lab',
        ],
      ],
      beats: [
        {
          line: [
            'In den Achtzigerjahren forschte Karlheinz Brandenburg in Erlangen an einer kühnen Idee: Musik so klein zu machen, dass sie durchs Telefonnetz passt.',
            'an old telephone cable plugged into a computer modem, close-up',
          ],
          more: [
            'Eine Musik-CD speichert riesige Datenmengen. Für die Computer und Leitungen von damals war das viel zu viel.',
            'a stack of compact discs next to an old beige computer',
          ],
        },
        {
          line: [
            'Der Trick: Unser Ohr hört nicht alles. Leise Töne neben lauten nehmen wir gar nicht wahr, also kann man sie weglassen.',
            'a colorful sound wave display with parts fading away, dark background',
          ],
        },
        {
          line: [
            'Zum Testen suchte Brandenburg ein besonders schwieriges Stück. Er fand Tom’s Diner von Suzanne Vega, nur ihre Stimme, ganz ohne Instrumente.',
            'a woman singing alone into a vintage microphone, warm spotlight',
          ],
          more: [
            'Anfangs klang ihre Stimme nach der Kompression furchtbar verzerrt. Also feilte das Team weiter, bis sie wieder natürlich klang.',
            'a cluttered desk at night with headphones, notes and a glowing screen',
          ],
        },
        {
          line: [
            'Das Verfahren wurde zum internationalen Standard. Im Jahr 1995 entschied das Team in Erlangen, welche Dateiendung es bekommt: MP3.',
            'a computer screen showing a file name ending in mp3, close-up',
          ],
          more: [
            'Eine Datei war nun rund zehnmal kleiner als auf der CD, und trotzdem hörten die meisten kaum einen Unterschied.',
            'a tiny memory card next to a large stack of CDs, studio light',
          ],
        },
        {
          line: [
            'Dann kamen Tauschbörsen, MP3-Player und später das Streaming. Die ganze Musikindustrie musste sich neu erfinden.',
            'people with earbuds walking through a busy city street at golden hour',
          ],
          more: [
            'Suzanne Vega wird deshalb manchmal die Mutter der MP3 genannt. Ein Lied über einen Morgen im Diner schrieb Technikgeschichte.',
            'a cozy New York diner in the morning with rain on the windows',
          ],
        },
      ],
      closes: [
        [
          'Denk beim nächsten Song an Erlangen und an eine Stimme ohne Begleitung. Welches Lied läuft bei dir gerade rauf und runter?',
          'a smartphone with earbuds on a bed, music app glowing',
        ],
        [
          'Aus einer Idee in einem deutschen Labor wurde die Art, wie die ganze Welt Musik hört. Folge mir für mehr.',
          'a world map made of glowing sound waves, dark background',
        ],
      ],
    },
    {
      topics: ['health-wellness'],
      hashtags: ['#schlaf', '#gesundheit', '#experiment', '#wissen'],
      titles: ['Elf Tage ohne Schlaf', 'Das Experiment von Randy Gardner'],
      hooks: [
        [
          'Ein Schüler aus Kalifornien blieb elf Tage am Stück wach. Was dabei mit seinem Kopf passierte, ist bis heute eine Warnung.',
          'a teenage boy with tired eyes sitting on a bed at night, lamp on',
        ],
        [
          'Wie lange hält ein Mensch ohne Schlaf durch? Ein Siebzehnjähriger wollte es Ende 1963 genau wissen.',
          'a wall clock showing three in the morning in a dark kitchen',
        ],
      ],
      beats: [
        {
          line: [
            'Randy Gardner aus San Diego suchte ein Projekt für einen Wissenschaftswettbewerb seiner Schule. Seine Idee: einfach nicht mehr schlafen.',
            'a 1960s high school science fair with posters and tables',
          ],
          more: [
            'Freunde wechselten sich ab und passten auf, dass er nicht einnickte. Sie redeten mit ihm und hielten ihn in Bewegung.',
            'teenagers playing basketball on an outdoor court under night lights',
          ],
        },
        {
          line: [
            'Schon nach wenigen Tagen wurde es schwierig. Er war gereizt, konnte sich kaum konzentrieren und vergaß ständig Dinge.',
            'a blurry view of a street through tired eyes, grey morning',
          ],
        },
        {
          line: [
            'Der Schlafforscher William Dement von der Universität Stanford hörte davon und kam, um den Versuch zu begleiten.',
            'a scientist in a 1960s suit taking notes beside a tired young man',
          ],
          more: [
            'Später hatte Gardner sogar Halluzinationen. Einmal hielt er ein Straßenschild für einen Menschen.',
            'a street sign at dusk that looks like a human silhouette',
          ],
        },
        {
          line: [
            'Nach 264 Stunden, also rund elf Tagen, war Schluss. Danach schlief er fast fünfzehn Stunden am Stück.',
            'a young man sleeping deeply in a bed, morning sun through curtains',
          ],
          more: [
            'Das Guinness-Buch der Rekorde nimmt solche Rekorde heute nicht mehr auf, weil sie zu gefährlich sind.',
            'a thick record book lying closed on a shelf, dust in the light',
          ],
        },
        {
          line: [
            'Heute weiß die Forschung: Im Schlaf festigt das Gehirn, was wir tagsüber gelernt haben. Fehlt er, leiden Gedächtnis, Stimmung und Körper.',
            'a glowing brain with calm blue light, dark background',
          ],
          more: [
            'Für Erwachsene empfehlen Fachleute deshalb mindestens sieben Stunden Schlaf pro Nacht.',
            'a calm bedroom at night with a crescent moon in the window',
          ],
        },
      ],
      closes: [
        [
          'Schlaf ist keine verlorene Zeit, sondern Arbeit für dein Gehirn. Wie viele Stunden schläfst du wirklich?',
          'a cozy bed with soft pillows in warm evening light',
        ],
        [
          'Randys elf Tage zeigen, wie sehr wir Schlaf brauchen. Geh heute früher ins Bett. Folge mir für mehr.',
          'a phone on a nightstand turned face down, dark bedroom',
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
