import type { LanguageLibrary } from './types.js';

/**
 * The built-in writer in French: fourteen true stories, at least one for every preset topic but
 * what-if-scenarios (which keeps its arc on purpose), and the English arcs' narration for that
 * topic and custom prompts. Image prompts stay in English, which illustrators read best. A space
 * before ? ! : ; is French typography; words() keeps the mark with its word.
 */
export const FRENCH: LanguageLibrary = {
  stories: [
    {
      topics: ['inspirational-stories', 'famous-figures'],
      hashtags: ['#mariecurie', '#inspiration', '#histoirevraie', '#science'],
      titles: ['Marie Curie, la femme aux deux Nobel', 'Elle a fait briller l’invisible'],
      hooks: [
        [
          'Elle est arrivée à Paris sans argent. Elle a fini avec deux prix Nobel.',
          'a young woman with a suitcase arriving in Paris by train, winter morning',
        ],
        [
          'Plus d’un siècle plus tard, ses cahiers sont toujours radioactifs. On les garde dans des boîtes en plomb.',
          'old handwritten notebooks inside a lead box, soft glow',
        ],
      ],
      beats: [
        {
          line: [
            'Maria Skłodowska naît à Varsovie en 1867. À l’époque, les femmes n’ont pas le droit d’étudier à l’université en Pologne.',
            'a snowy street in old Warsaw, a girl carrying books',
          ],
          more: [
            'Pendant des années, elle travaille comme gouvernante pour payer les études de sa sœur à Paris, en attendant son tour.',
            'a young governess teaching children by a window, candlelight',
          ],
        },
        {
          line: [
            'En 1891, elle s’inscrit enfin à la Sorbonne. Elle vit sous les toits, si pauvre qu’il lui arrive de s’évanouir de faim.',
            'a tiny attic room in Paris with books and a small lamp, night',
          ],
        },
        {
          line: [
            'Avec Pierre Curie, elle travaille dans un hangar mal chauffé. En 1898, ils découvrent deux nouveaux éléments : le polonium et le radium.',
            'a cold wooden shed laboratory with glowing glass tubes',
          ],
          more: [
            'Pour isoler un dixième de gramme de radium, ils traitent des tonnes de minerai, à la main.',
            'a woman stirring a huge iron cauldron in a shed, steam',
          ],
        },
        {
          line: [
            'En 1903, elle devient la première femme à recevoir un prix Nobel. Trois ans plus tard, Pierre meurt, renversé par une voiture à cheval.',
            'a rainy Paris street with a horse-drawn carriage, grey light',
          ],
          more: [
            'Elle reprend son poste et devient la première femme professeure à la Sorbonne.',
            'a woman standing before a lecture hall full of students',
          ],
        },
        {
          line: [
            'En 1911, elle reçoit un second Nobel, en chimie cette fois. Elle reste la seule personne récompensée dans deux sciences différentes.',
            'two gold medals on a dark velvet cloth, spotlight',
          ],
          more: [
            'Pendant la Première Guerre mondiale, elle équipe des voitures de radiologie pour soigner les blessés au front.',
            'a vintage ambulance car with x-ray equipment near a battlefield',
          ],
        },
      ],
      closes: [
        [
          'Elle disait : « Rien dans la vie n’est à craindre, tout est à comprendre. » Abonne-toi pour d’autres histoires vraies.',
          'a woman looking through a microscope, warm lamp light',
        ],
        [
          'Une femme, un hangar et une obstination sans limites. Et toi, qu’est-ce qui t’arrêterait ?',
          'a glowing vial of radium in a dark laboratory',
        ],
      ],
    },
    {
      topics: ['unsolved-mysteries', 'myths-mythology'],
      hashtags: ['#mystere', '#histoire', '#masquedefer', '#louisxiv'],
      titles: ['L’homme au masque de fer', 'Le prisonnier sans visage'],
      hooks: [
        [
          'Pendant plus de trente ans, un prisonnier a vécu caché. Même ses gardiens ignoraient qui il était.',
          'a shadowy prisoner wearing a black mask in a stone cell, candlelight',
        ],
        [
          'Le roi de France a gardé un secret si bien que, trois siècles plus tard, personne ne l’a percé.',
          'the palace of Versailles at night under a cloudy moon',
        ],
      ],
      beats: [
        {
          line: [
            'Tout commence en 1669, sous Louis XIV. Un homme est arrêté près de Dunkerque et conduit dans une forteresse des Alpes.',
            'a stone fortress in the Alps, snow, grey sky',
          ],
          more: [
            'Son geôlier, Saint-Mars, reçoit un ordre clair : le prisonnier sera tué s’il parle d’autre chose que de ses besoins.',
            'a stern jailer reading a sealed letter by a torch',
          ],
        },
        {
          line: [
            'Pendant des décennies, Saint-Mars l’emmène avec lui de prison en prison, jusqu’à l’île Sainte-Marguerite, au large de Cannes.',
            'a fortress on a small island in the Mediterranean sea, sunset',
          ],
        },
        {
          line: [
            'En 1698, il arrive à la Bastille, à Paris. Il porte un masque de velours noir. Il y meurt en 1703.',
            'the Bastille fortress in Paris at night, torches',
          ],
          more: [
            'On l’enterre sous un faux nom, Marchioly. Selon les récits, ses affaires sont brûlées et les murs de sa cellule grattés.',
            'a burning pile of papers and clothes in a dark courtyard',
          ],
        },
        {
          line: [
            'Voltaire, qui a lui-même été enfermé à la Bastille, en fait une légende. Dans son récit, le masque devient de fer.',
            'an eighteenth century writer writing with a quill in a prison cell',
          ],
        },
        {
          line: [
            'Frère jumeau du roi, ministre trahi, simple valet qui en savait trop : les hypothèses se comptent par dizaines.',
            'a masked man in a royal court surrounded by shadowy figures',
          ],
          more: [
            'Les archives ont livré un nom, Eustache Dauger, mais pas la raison d’un tel secret.',
            'old archive documents with a wax seal, dusty light',
          ],
        },
      ],
      closes: [
        [
          'Un visage caché, un nom effacé, et trois siècles de questions. Et toi, qui crois-tu qu’il était ?',
          'an empty iron mask on a wooden table, candlelight',
        ],
        [
          'Certains secrets survivent à ceux qui les gardent. Abonne-toi pour d’autres mystères.',
          'a dark prison corridor lit by one torch',
        ],
      ],
    },
    {
      topics: ['historical-moments', 'science-exploration', 'true-adventures'],
      hashtags: ['#lascaux', '#prehistoire', '#histoire', '#decouverte'],
      titles: [
        'Lascaux, la grotte découverte par quatre ados',
        'La chapelle Sixtine de la préhistoire',
      ],
      hooks: [
        [
          'En 1940, quatre adolescents se glissent dans un trou en pleine forêt. Ils vont découvrir un chef-d’œuvre de la préhistoire.',
          'four teenagers with a lamp entering a narrow hole in a forest, 1940',
        ],
        [
          'Des taureaux de cinq mètres, peints il y a dix-sept mille ans, attendaient dans le noir. Puis quatre garçons sont arrivés.',
          'huge painted bulls on a cave wall lit by a flickering lamp',
        ],
      ],
      beats: [
        {
          line: [
            'Le 12 septembre 1940, en Dordogne, Marcel Ravidat, dix-sept ans, revient avec trois amis vers un trou qu’il a repéré.',
            'a green hillside in the Dordogne countryside, late summer light',
          ],
          more: [
            'On raconte que son chien, Robot, l’aurait trouvé le premier. La légende est belle, mais les historiens en discutent encore.',
            'a small dog sniffing at a hole between tree roots',
          ],
        },
        {
          line: [
            'Ils élargissent l’ouverture au couteau, se laissent glisser dans le noir, et allument une lampe.',
            'teenagers sliding down into a dark cave, a single lamp',
          ],
        },
        {
          line: [
            'Sur les parois apparaissent des chevaux, des cerfs et des taureaux immenses, peints il y a environ dix-sept mille ans.',
            'prehistoric cave paintings of horses and deer in red and black ochre',
          ],
          more: [
            'Les couleurs viennent de pigments naturels : ocre, charbon, oxyde de manganèse. Elles sont restées vives pendant des millénaires.',
            'hands mixing red ochre pigment on a stone, firelight',
          ],
        },
        {
          line: [
            'La grotte ouvre au public en 1948. Des centaines de milliers de visiteurs s’y pressent.',
            'a crowd of visitors in a painted cave, 1950s photo',
          ],
          more: [
            'Mais leur souffle apporte chaleur et humidité. Des algues et des taches apparaissent sur les peintures.',
            'green moss spreading on an ancient cave painting',
          ],
        },
        {
          line: [
            'En 1963, on ferme Lascaux pour la sauver. Aujourd’hui, on visite des copies fidèles au millimètre près.',
            'a locked iron door at the entrance of a cave in a forest',
          ],
        },
      ],
      closes: [
        [
          'Quatre ados curieux ont retrouvé l’un des plus vieux musées du monde. Et toi, tu serais descendu dans le trou ?',
          'a cave painting of a horse glowing in the dark',
        ],
        [
          'Dix-sept mille ans de silence, puis une simple lampe. Abonne-toi pour d’autres découvertes.',
          'a lamp beam on painted bulls in a dark cave',
        ],
      ],
    },
    {
      topics: ['fun-facts', 'pop-culture'],
      hashtags: ['#toureiffel', '#paris', '#anecdotes', '#lesaviezvous'],
      titles: ['Cinq secrets de la tour Eiffel', 'La tour qui devait être démontée'],
      hooks: [
        [
          'La tour Eiffel grandit en été. Et ce n’est pas la chose la plus étrange à son sujet.',
          'the Eiffel Tower under a hot summer sun, blue sky',
        ],
        [
          'Le monument le plus célèbre de France devait être démonté au bout de vingt ans.',
          'the Eiffel Tower under construction in 1888, cranes and scaffolding',
        ],
      ],
      beats: [
        {
          line: [
            'Premier secret : elle a été construite pour l’Exposition universelle de 1889, en deux ans, deux mois et cinq jours.',
            'a world fair in 1889 Paris with crowds and flags',
          ],
        },
        {
          line: [
            'Deuxième secret : beaucoup d’artistes la détestaient. Ils ont publié une lettre de protestation contre ce monstre de fer.',
            'angry nineteenth century artists reading a newspaper in a Paris café',
          ],
          more: [
            'Maupassant aurait même déjeuné dans son restaurant, parce que c’était le seul endroit de Paris d’où on ne la voyait pas.',
            'a man eating lunch in a restaurant high up in an iron tower',
          ],
        },
        {
          line: [
            'Troisième secret : avec la chaleur, le métal se dilate. En été, son sommet peut gagner jusqu’à quinze centimètres.',
            'the top of the Eiffel Tower shimmering in summer heat',
          ],
        },
        {
          line: [
            'Quatrième secret : elle devait être démontée en 1909. Ce sont ses antennes de radio qui l’ont sauvée.',
            'an old radio antenna at the top of an iron tower, stormy sky',
          ],
          more: [
            'Pendant la Première Guerre mondiale, elle a même servi à intercepter des messages ennemis.',
            'a soldier with headphones in a radio room, 1914',
          ],
        },
        {
          line: [
            'Cinquième secret : on la repeint environ tous les sept ans, à la main, avec une soixantaine de tonnes de peinture.',
            'painters on ropes painting the iron beams of the Eiffel Tower',
          ],
          more: [
            'Et sa couleur a changé plusieurs fois : elle a été rouge, puis jaune, avant son brun actuel.',
            'the Eiffel Tower painted in shades of red and yellow, vintage poster style',
          ],
        },
      ],
      closes: [
        [
          'Détestée, presque démontée, et aujourd’hui symbole de tout un pays. Quel secret t’a le plus surpris ?',
          'the Eiffel Tower sparkling with lights at night',
        ],
        [
          'La prochaine fois que tu la vois, pense aux quinze centimètres. Abonne-toi pour d’autres anecdotes.',
          'a view of Paris from the top of the Eiffel Tower at sunset',
        ],
      ],
    },
    {
      topics: ['war-stories', 'historical-moments'],
      hashtags: ['#taxisdelamarne', '#grandeguerre', '#histoire', '#paris'],
      titles: ['Les taxis de la Marne', 'Six cents taxis pour sauver Paris'],
      hooks: [
        [
          'Septembre 1914. Pour envoyer des renforts au front, l’armée française réquisitionne… les taxis de Paris.',
          'a long line of vintage Renault taxis on a Paris boulevard at dusk, 1914',
        ],
        [
          'Des centaines de taxis parisiens roulent dans la nuit, chargés de soldats. Et leurs compteurs tournent.',
          'vintage taxis full of soldiers driving on a dark country road at night',
        ],
      ],
      beats: [
        {
          line: [
            'Début septembre 1914, l’armée allemande n’est plus qu’à quelques dizaines de kilomètres de Paris. Le gouvernement s’est replié à Bordeaux.',
            'a worried crowd reading war posters on a Paris street, 1914',
          ],
          more: [
            'Le général Gallieni, gouverneur militaire de Paris, doit envoyer des renforts d’urgence. Mais les trains ne suffisent pas.',
            'a stern French general with a white moustache studying a map by lamp light',
          ],
        },
        {
          line: [
            'Alors on fait appel aux taxis. Les 6 et 7 septembre, environ six cents voitures se rassemblent devant les Invalides.',
            'hundreds of old taxis parked in rows in front of Les Invalides, evening',
          ],
          more: [
            'Ce sont surtout des Renault. Chacune emporte cinq soldats : quatre à l’arrière, un à côté du chauffeur.',
            'five French soldiers in blue coats and red trousers squeezed into a vintage taxi',
          ],
        },
        {
          line: [
            'Toute la nuit, les convois filent vers le nord-est. Les soldats sont déposés près de Nanteuil-le-Haudouin, non loin des combats.',
            'a convoy of vintage taxis on a moonlit country road lined with trees',
          ],
          more: [
            'En tout, quelques milliers d’hommes arrivent ainsi en renfort. Le chiffre exact reste discuté.',
            'tired soldiers stepping out of taxis at dawn in a French field',
          ],
        },
        {
          line: [
            'Et le plus étonnant : les compteurs tournaient. À leur retour, les chauffeurs ont été payés au prix de la course.',
            'close-up of an old brass taxi meter, warm light',
          ],
          more: [
            'C’est l’État qui a réglé la note : plus de soixante-dix mille francs de l’époque.',
            'an old treasury ledger with handwritten sums and a fountain pen',
          ],
        },
        {
          line: [
            'Leur rôle militaire reste modeste. Mais la bataille de la Marne est gagnée, et Paris est sauvé.',
            'French soldiers cheering in a wheat field under a clearing sky, 1914',
          ],
          more: [
            'Les taxis, eux, deviennent un symbole : celui de tout un peuple qui participe à sa propre défense.',
            'a vintage taxi displayed in a museum hall beside a French flag',
          ],
        },
      ],
      closes: [
        [
          'Des chauffeurs ordinaires, une nuit de septembre, et une légende de plus d’un siècle. Abonne-toi pour d’autres histoires vraies.',
          'a quiet Paris street at dawn in 1914, old postcard style',
        ],
        [
          'Parfois, l’histoire se joue avec ce qu’on a sous la main. Et toi, tu aurais pris le volant ?',
          'an empty driver seat of an old taxi with a steering wheel and a cap',
        ],
      ],
    },
    {
      topics: ['war-stories', 'famous-figures'],
      hashtags: ['#josephinebaker', '#resistance', '#histoirevraie', '#heroine'],
      titles: ['Joséphine Baker, la star espionne', 'La reine du music-hall entre en résistance'],
      hooks: [
        [
          'La plus grande star du music-hall parisien a fait passer des secrets militaires cachés dans ses partitions.',
          'a glamorous 1930s singer on a Paris stage under a spotlight, feathers',
        ],
        [
          'Elle dansait sur les plus grandes scènes du monde. Pendant la guerre, elle est devenue agent de renseignement.',
          'sheet music with faint hidden handwriting revealed under a lamp',
        ],
      ],
      beats: [
        {
          line: [
            'Joséphine Baker naît en 1906 à Saint-Louis, dans le Missouri, dans une grande pauvreté. En 1925, à dix-neuf ans, elle arrive à Paris.',
            'a poor street in early 1900s St. Louis, a little girl on a doorstep',
          ],
          more: [
            'Sa danse fait scandale, puis triomphe. En quelques années, elle devient l’une des artistes les plus célèbres de Paris.',
            'a 1920s Paris music hall poster of a dancer, art deco colors',
          ],
        },
        {
          line: [
            'En 1937, elle épouse un Français et obtient la nationalité française. Pour elle, c’est le pays qui lui a tout donné.',
            'a couple leaving a small French town hall after a wedding, 1937',
          ],
        },
        {
          line: [
            'En 1939, la guerre éclate. Le contre-espionnage français la recrute, et elle accepte sans hésiter.',
            'an intelligence officer meeting a woman in a dim Paris apartment, 1939',
          ],
          more: [
            'Sa célébrité est sa meilleure couverture. Dans les ambassades et les réceptions, on parle devant elle sans se méfier.',
            'an elegant embassy reception with officers in uniform and crystal chandeliers',
          ],
        },
        {
          line: [
            'Elle voyage avec ses partitions. Entre les notes, des informations écrites à l’encre invisible passent les frontières.',
            'a singer’s trunk full of sheet music at a 1940s border checkpoint',
          ],
          more: [
            'Elle rejoint ensuite l’Afrique du Nord, où elle chante pour les soldats alliés et continue de servir la France libre.',
            'a singer performing for soldiers on an outdoor stage in the North African desert',
          ],
        },
        {
          line: [
            'Elle finit la guerre sous-lieutenant dans l’armée de l’air. Elle recevra la croix de guerre et la Légion d’honneur.',
            'a woman in a French air force uniform receiving a medal, 1940s',
          ],
          more: [
            'Après la guerre, elle adopte douze enfants venus du monde entier, qu’elle appelle sa tribu arc-en-ciel.',
            'a castle in the Dordogne with many children playing on the lawn, summer',
          ],
        },
      ],
      closes: [
        [
          'En 2021, elle entre au Panthéon, première femme noire à y être honorée. Abonne-toi pour d’autres histoires vraies.',
          'the Pantheon in Paris at night lit in blue, white and red',
        ],
        [
          'Une star, une espionne, une combattante. Et toi, qu’aurais-tu risqué pour ton pays de cœur ?',
          'a spotlight on an empty music hall stage with a single microphone',
        ],
      ],
    },
    {
      topics: ['comedy-entertainment', 'pop-culture'],
      hashtags: ['#cinema', '#frereslumiere', '#humour', '#lesaviezvous'],
      titles: [
        'L’Arroseur arrosé, pionnier du gag au cinéma',
        'La blague qui fait rire depuis 1895',
      ],
      hooks: [
        [
          'L’un des tout premiers films comiques de l’histoire dure moins d’une minute. Et il fait encore rire.',
          'a flickering black and white film frame of a gardener with a hose',
        ],
        [
          'Un jardinier, un tuyau d’arrosage et un gamin farceur. Avec eux, le cinéma découvre le gag.',
          'a sunny garden path with a watering hose coiled on the gravel',
        ],
      ],
      beats: [
        {
          line: [
            'En 1895, Louis Lumière, inventeur du cinématographe avec son frère Auguste, filme une petite scène dans un jardin.',
            'an early wooden film camera on a tripod in a sunny garden, 1895',
          ],
          more: [
            'Pas de vedette, pas de studio, pas de décor : un jardin, un tuyau et beaucoup d’eau.',
            'a simple garden with shrubs and a brick wall under bright sun',
          ],
        },
        {
          line: [
            'L’histoire tient en quelques secondes. Un jardinier arrose ses plantes. Derrière lui, un garçon pose le pied sur le tuyau.',
            'a mischievous boy stepping on a garden hose behind a gardener',
          ],
        },
        {
          line: [
            'L’eau s’arrête. Intrigué, le jardinier regarde dans le tuyau. Le garçon lève le pied : douche en pleine figure.',
            'a gardener soaked by a burst of water spraying in his face',
          ],
          more: [
            'Furieux, il court après le petit farceur, le rattrape et lui donne une fessée.',
            'a gardener chasing a boy across a garden, water drops in the sun',
          ],
        },
        {
          line: [
            'Le 28 décembre 1895, le film est projeté à Paris, au Grand Café, lors de la première séance publique payante du cinématographe.',
            'a small Paris café basement turned into a cinema, audience facing a white screen',
          ],
          more: [
            'Ce soir-là, une trentaine de spectateurs paient un franc pour voir dix petits films. Le bouche-à-oreille fait le reste.',
            'a crowd queuing outside a Paris café at night under gas lamps',
          ],
        },
        {
          line: [
            'Pourquoi ça marche encore ? Parce que tout le rire est là : la surprise, et celui qui arrose qui finit arrosé.',
            'a laughing audience in an old cinema, faces lit by the projector',
          ],
          more: [
            'L’expression est même entrée dans la langue : un arroseur arrosé, c’est quelqu’un qui se fait prendre à son propre jeu.',
            'an old French dictionary open on a desk beside a watering can',
          ],
        },
      ],
      closes: [
        [
          'Plus d’un siècle après, les vidéos de farces suivent toujours cette recette. Abonne-toi pour d’autres anecdotes.',
          'a smartphone showing a funny video, a garden hose in the background',
        ],
        [
          'La prochaine fois que tu ris d’une farce, pense à ce jardinier trempé. Et toi, quel gag te fait rire ?',
          'a vintage projector beam cutting through the dark air of a cinema',
        ],
      ],
    },
    {
      topics: ['comedy-entertainment', 'inspirational-stories'],
      hashtags: ['#louisdefunes', '#cinemafrancais', '#comedie', '#rire'],
      titles: ['Louis de Funès, star à cinquante ans', 'Le pianiste de bar devenu roi du rire'],
      hooks: [
        [
          'Plus de cent films, presque tous dans de petits rôles. Puis, à cinquante ans, il devient une star.',
          'a small expressive actor alone in a dark film studio under one spotlight',
        ],
        [
          'Pendant des années, personne ne retenait son nom. Puis il est devenu le roi de la comédie française.',
          'a film set with an actor standing at the edge of the frame, crew around',
        ],
      ],
      beats: [
        {
          line: [
            'Louis de Funès naît en 1914 à Courbevoie, de parents espagnols. Jeune homme, il enchaîne les petits boulots sans trouver sa voie.',
            'a young man in a 1930s suit walking alone on a Paris street',
          ],
          more: [
            'À partir de 1939, il gagne sa vie comme pianiste dans les bars de Pigalle.',
            'a pianist playing in a smoky Pigalle bar at night',
          ],
        },
        {
          line: [
            'Il prend des cours de théâtre et décroche, juste après la guerre, son premier rôle au cinéma. Un rôle minuscule.',
            'an old film clapperboard and a script on a wooden chair',
          ],
          more: [
            'Suivent des années de figurations et de seconds rôles : plus d’une centaine de films, presque toujours au bord de l’image.',
            'a row of old film reels stacked on a shelf, dusty light',
          ],
        },
        {
          line: [
            'En 1956, face à Jean Gabin et Bourvil dans La Traversée de Paris, il marque les esprits.',
            'a 1950s Paris grocery shop at night, a nervous shopkeeper behind the counter',
          ],
        },
        {
          line: [
            'En 1964, l’année de ses cinquante ans, sortent Le Gendarme de Saint-Tropez et Fantômas. Cette fois, toute la France rit avec lui.',
            'a French gendarme in a kepi on a sunny Saint-Tropez harbour',
          ],
          more: [
            'Ses grimaces, ses colères et son énergie deviennent sa signature. Chaque geste est préparé avec une précision de musicien.',
            'an actor rehearsing exaggerated facial expressions in front of a mirror',
          ],
        },
        {
          line: [
            'En 1966, La Grande Vadrouille, avec Bourvil, attire plus de dix-sept millions de spectateurs en France.',
            'a crowd lining up outside a 1960s French cinema with a big poster',
          ],
          more: [
            'Pendant plus de quarante ans, aucun autre film français ne fera mieux dans les salles du pays.',
            'an old cinema ticket booth with a vintage neon sign, evening',
          ],
        },
      ],
      closes: [
        [
          'Cent films dans l’ombre avant la lumière. Ton heure peut encore venir. Abonne-toi pour d’autres histoires vraies.',
          'a spotlight suddenly lighting a man on a dark stage',
        ],
        [
          'Devenu star à cinquante ans, il fait encore rire des familles entières. Et toi, c’est quoi ton film culte ?',
          'a family laughing together in front of a television in a cozy living room',
        ],
      ],
    },
    {
      topics: ['how-to-guides'],
      hashtags: ['#apprendre', '#memoire', '#methode', '#etudes'],
      titles: ['Comment retenir ce que tu apprends', 'La boîte qui bat l’oubli'],
      hooks: [
        [
          'Tu oublies une bonne partie de ce que tu apprends dès le lendemain. Voici comment y remédier.',
          'a stack of books fading into mist, soft morning light',
        ],
        [
          'Une boîte en carton et quelques fiches peuvent t’aider à retenir n’importe quoi. Voici comment ça marche.',
          'a cardboard box divided into compartments full of handwritten flashcards',
        ],
      ],
      beats: [
        {
          line: [
            'Dans les années 1880, le psychologue allemand Hermann Ebbinghaus apprend par cœur des listes de syllabes sans aucun sens.',
            'a nineteenth century scholar memorizing lists at a desk by gaslight',
          ],
          more: [
            'Il est son propre cobaye. Les syllabes sont absurdes exprès : aucun sens ne peut l’aider à tricher.',
            'handwritten nonsense syllables on yellowed paper, ink blots',
          ],
        },
        {
          line: [
            'Il mesure ce qu’il en reste au fil des jours : l’oubli est brutal au début, puis ralentit. C’est la courbe de l’oubli.',
            'a hand-drawn curve dropping steeply then flattening on a chalkboard',
          ],
          more: [
            'Autre découverte : on retient mieux en étalant ses révisions dans le temps qu’en révisant tout d’un coup.',
            'a paper calendar with study sessions marked on spaced-out days',
          ],
        },
        {
          line: [
            'En 1972, le journaliste Sebastian Leitner en tire une méthode toute simple : des fiches et une boîte à compartiments.',
            'a wooden index card box with five compartments on a desk',
          ],
        },
        {
          line: [
            'Étape un : question au recto, réponse au verso. Chaque nouvelle fiche va dans le premier compartiment, révisé tous les jours.',
            'a hand writing a question on a white index card',
          ],
          more: [
            'Une seule idée par fiche, et des questions courtes. Plus la fiche est simple, plus elle se révise vite.',
            'a neat pile of small flashcards with short questions, close-up',
          ],
        },
        {
          line: [
            'Étape deux : bonne réponse, la fiche passe au compartiment suivant, révisé moins souvent. Mauvaise réponse, retour au début.',
            'flashcards moving from one compartment to the next, top-down view',
          ],
          more: [
            'Tu travailles ce que tu ne sais pas encore, et tu revois le reste juste quand il commence à s’effacer.',
            'a student smiling while flipping a flashcard at a kitchen table',
          ],
        },
      ],
      closes: [
        [
          'Quelques fiches par jour pendant trente jours, et tu verras la différence. Enregistre cette vidéo et commence ce soir.',
          'a full flashcard box next to a cup of tea, evening lamp',
        ],
        [
          'Oublier n’est pas un échec, c’est la nature de la mémoire. Et toi, qu’est-ce que tu veux enfin retenir ?',
          'a brain made of glowing paper cards on a dark background',
        ],
      ],
    },
    {
      topics: ['life-hacks', 'how-to-guides'],
      hashtags: ['#pomodoro', '#productivite', '#astuce', '#concentration'],
      titles: ['La méthode Pomodoro', 'Vingt-cinq minutes et une tomate'],
      hooks: [
        [
          'Un minuteur de cuisine en forme de tomate a changé la façon de travailler d’innombrables étudiants et salariés.',
          'a red tomato-shaped kitchen timer on a wooden desk, morning light',
        ],
        [
          'Tu n’arrives pas à rester concentré plus de cinq minutes ? La solution tient dans une tomate.',
          'a distracted student surrounded by a phone, notes and coffee cups',
        ],
      ],
      beats: [
        {
          line: [
            'Fin des années 1980, en Italie. Un étudiant, Francesco Cirillo, n’arrive plus à se concentrer sur ses révisions.',
            'an Italian university library in the late 1980s, a student staring at a book',
          ],
          more: [
            'Il se lance un défi modeste : travailler vraiment, sans interruption, pendant seulement dix minutes.',
            'a young man looking determined at his notebook under a lamp',
          ],
        },
        {
          line: [
            'Pour se chronométrer, il attrape le minuteur de la cuisine. Il a la forme d’une tomate : pomodoro, en italien.',
            'a hand taking a tomato timer from a kitchen shelf',
          ],
        },
        {
          line: [
            'Peu à peu, il fixe la règle : vingt-cinq minutes sur une seule tâche, puis cinq minutes de vraie pause.',
            'a tidy desk with a single open notebook and a ticking timer',
          ],
          more: [
            'Pendant ces vingt-cinq minutes, rien d’autre : pas de messages, pas d’onglets, pas de petite vérification rapide.',
            'a smartphone turned face down next to a laptop',
          ],
        },
        {
          line: [
            'Toutes les quatre tomates, on s’accorde une pause plus longue, d’un quart d’heure à une demi-heure. Le cerveau récupère avant la série suivante.',
            'a person stretching by an open window with a view of rooftops',
          ],
          more: [
            'Si une idée parasite surgit, on la note sur un papier pour plus tard. Et la tomate continue de tourner.',
            'a sticky note with a scribbled reminder stuck to a monitor',
          ],
        },
        {
          line: [
            'Pourquoi ça marche ? Parce qu’une tâche énorme devient une suite de petits sprints, et qu’une pause promise aide à se lancer.',
            'a runner doing short sprints on a track at sunrise',
          ],
          more: [
            'Aujourd’hui, une foule d’applications de minuteur reprennent son idée, souvent sous le nom de pomodoro.',
            'a phone screen showing a tomato timer app, close-up',
          ],
        },
      ],
      closes: [
        [
          'Ce soir, choisis une tâche, lance vingt-cinq minutes et ne fais rien d’autre. Enregistre cette astuce pour ne pas l’oublier.',
          'a finished to-do list with ticked boxes next to a red timer',
        ],
        [
          'Pas besoin d’une volonté de fer, juste d’un minuteur. Et toi, tu tiendrais combien de tomates ?',
          'a row of small red tomatoes lined up on a desk like a progress bar',
        ],
      ],
    },
    {
      topics: ['health-wellness', 'science-exploration'],
      hashtags: ['#sommeil', '#horlogeinterne', '#sante', '#speleologie'],
      titles: ['Michel Siffre, deux mois hors du temps', 'L’homme qui a perdu vingt-cinq jours'],
      hooks: [
        [
          'En 1962, un jeune Français s’enferme deux mois sous terre, sans montre. À la sortie, il lui manque vingt-cinq jours.',
          'a young caver with a headlamp descending into a dark icy chasm',
        ],
        [
          'Sans soleil et sans horloge, ton corps sait-il encore quelle heure il est ? Un spéléologue a voulu le savoir.',
          'a small tent pitched on an underground glacier lit by a single lamp',
        ],
      ],
      beats: [
        {
          line: [
            'En juillet 1962, Michel Siffre, vingt-trois ans, descend dans le gouffre de Scarasson, dans les Alpes, près de la frontière franco-italienne.',
            'a limestone mountain plateau in the Alps with a cave entrance, summer',
          ],
          more: [
            'Il campe à plus de cent mètres sous terre, près d’un glacier souterrain, autour de zéro degré.',
            'an underground ice glacier glistening in a headlamp beam',
          ],
        },
        {
          line: [
            'Ni montre ni lumière du jour. Sa seule règle : appeler la surface à chaque réveil, à chaque repas et avant de dormir.',
            'a field telephone on a rock inside a cave, a hand picking it up',
          ],
          more: [
            'En haut, l’équipe note l’heure de chaque appel, mais elle n’a pas le droit de la lui dire.',
            'a team at a surface camp writing times in a notebook beside a tent',
          ],
        },
        {
          line: [
            'Les semaines passent. Dans le froid et le noir, il perd complètement la notion du temps.',
            'a lonely man in a dark cave wrapped in a blanket, weak lamp light',
          ],
        },
        {
          line: [
            'Le 14 septembre, on lui annonce que l’expérience est terminée. Il est persuadé qu’on n’est que le 20 août.',
            'a tired caver emerging from a cave into bright daylight, squinting',
          ],
          more: [
            'Pourtant, son corps a continué d’alterner veille et sommeil, sans aucun repère. Il suivait sa propre horloge.',
            'an old notebook filled with hand-drawn sleep and wake charts',
          ],
        },
        {
          line: [
            'Cette expérience fait de lui un pionnier de la chronobiologie, la science des rythmes du corps.',
            'a scientist studying sleep graphs on paper under a desk lamp, 1960s',
          ],
          more: [
            'On sait aujourd’hui que cette horloge interne se règle surtout grâce à la lumière. C’est elle qui dit au corps quand dormir.',
            'morning sunlight streaming through a bedroom window onto a bed',
          ],
        },
      ],
      closes: [
        [
          'Alors, pour mieux dormir : de la lumière le matin, des horaires réguliers et moins d’écrans le soir. Abonne-toi pour d’autres histoires vraies.',
          'a person opening curtains to a bright sunrise',
        ],
        [
          'Ton corps a une horloge, même quand tu l’oublies. Et toi, à quelle heure te réveillerais-tu sans réveil ?',
          'an old alarm clock lying on its side in the dark',
        ],
      ],
    },
    {
      topics: ['health-wellness', 'historical-moments'],
      hashtags: ['#pasteur', '#vaccin', '#histoiredelamedecine', '#sante'],
      titles: ['Joseph Meister, l’enfant sauvé de la rage', 'Le pari de Pasteur'],
      hooks: [
        [
          'En 1885, personne ne survit à la rage une fois qu’elle s’est déclarée. Un garçon de neuf ans va changer l’histoire.',
          'a frightened boy with bandaged legs sitting beside his mother, 1885',
        ],
        [
          'Une mère arrive d’Alsace à Paris avec son fils, mordu par un chien enragé. Elle n’a qu’un nom en tête : Pasteur.',
          'a mother and a boy stepping off a steam train at a Paris station, 1885',
        ],
      ],
      beats: [
        {
          line: [
            'Le 4 juillet 1885, en Alsace, Joseph Meister, neuf ans, est attaqué par un chien enragé. Il est mordu à quatorze reprises.',
            'a village road in Alsace with half-timbered houses, summer',
          ],
          more: [
            'Le médecin soigne les plaies, mais ne peut rien contre la rage. Il conseille d’aller voir Pasteur, à Paris.',
            'a country doctor cleaning wounds on a boy’s leg by lamp light',
          ],
        },
        {
          line: [
            'Le 6 juillet, la mère et l’enfant arrivent au laboratoire de Louis Pasteur, rue d’Ulm. Pasteur est chimiste, pas médecin.',
            'a nineteenth century laboratory full of glass flasks and microscopes',
          ],
          more: [
            'Son équipe protège déjà des chiens grâce à des moelles de lapins enragés. Mais chez l’homme, rien n’est prouvé.',
            'rows of glass jars holding dried spinal cords in a laboratory',
          ],
        },
        {
          line: [
            'Deux médecins examinent Joseph. Leur avis est clair : si on ne fait rien, l’enfant est probablement perdu.',
            'two bearded doctors in frock coats examining a boy on a bed',
          ],
        },
        {
          line: [
            'Pasteur se décide. Pendant dix jours, le docteur Grancher injecte à Joseph des doses de plus en plus fortes.',
            'a doctor preparing a glass syringe beside a boy in a white bed',
          ],
          more: [
            'Pour Pasteur, l’attente est une angoisse. Chaque jour, il guette le moindre signe de la maladie.',
            'an old scientist pacing in a dim study at night, worried',
          ],
        },
        {
          line: [
            'Les semaines passent, et Joseph ne tombe jamais malade. Il rentre chez lui en bonne santé.',
            'a healthy smiling boy running through a green meadow',
          ],
          more: [
            'La nouvelle fait le tour du monde. Une souscription internationale finance bientôt l’Institut Pasteur, inauguré en 1888.',
            'the facade of the Pasteur Institute in Paris with a crowd outside, 1888',
          ],
        },
      ],
      closes: [
        [
          'Devenu adulte, Joseph Meister a travaillé comme gardien à l’Institut Pasteur. Abonne-toi pour d’autres histoires vraies.',
          'an old caretaker holding keys at the gate of a Paris institute',
        ],
        [
          'Un enfant, une mère obstinée et un pari risqué ont changé la médecine. Et toi, tu aurais osé ?',
          'a vintage glass syringe on a wooden table, soft window light',
        ],
      ],
    },
    {
      topics: ['tech-futurism', 'inspirational-stories'],
      hashtags: ['#braille', '#invention', '#accessibilite', '#histoirevraie'],
      titles: ['Louis Braille, six points pour lire', 'L’invention d’un adolescent aveugle'],
      hooks: [
        [
          'L’écriture que les aveugles lisent du bout des doigts a été inventée par un adolescent.',
          'fingertips reading raised braille dots on a white page, close-up',
        ],
        [
          'Six petits points en relief ont ouvert les livres à ceux qui ne voient pas.',
          'a braille cell of six raised dots on old paper, raking side light',
        ],
      ],
      beats: [
        {
          line: [
            'Louis Braille naît en 1809 à Coupvray, près de Paris. À trois ans, il se blesse à l’œil dans l’atelier de son père.',
            'a village saddler workshop with leather harnesses and tools, 1810',
          ],
          more: [
            'L’infection gagne l’autre œil. À cinq ans, il est complètement aveugle.',
            'a small blind boy touching the rough stone wall of a village house',
          ],
        },
        {
          line: [
            'À dix ans, il entre à l’Institution royale des jeunes aveugles, à Paris. On y lit d’énormes livres aux lettres en relief.',
            'a heavy book with large embossed letters, a child’s hand tracing them',
          ],
        },
        {
          line: [
            'En 1821, un ancien officier, Charles Barbier, présente à l’école son écriture nocturne, faite de points en relief.',
            'a retired officer in a frock coat showing a dotted card to blind pupils',
          ],
          more: [
            'Mais elle note les sons, pas les lettres, et un signe peut compter jusqu’à douze points : trop grand pour un doigt.',
            'a fingertip resting beside a large grid of twelve raised dots',
          ],
        },
        {
          line: [
            'Louis, adolescent, la simplifie. Vers 1825, il invente une cellule de six points, qui tient sous le bout du doigt.',
            'a teenage boy pressing dots into paper with a stylus by candlelight',
          ],
          more: [
            'Six points donnent soixante-trois combinaisons : assez pour les lettres, les chiffres, la ponctuation et même la musique.',
            'a braille music score resting on an old organ bench',
          ],
        },
        {
          line: [
            'Pourtant, l’école reste longtemps fidèle à ses vieux livres. Louis meurt de la tuberculose en 1852, à quarante-trois ans.',
            'a quiet nineteenth century dormitory room with a single candle',
          ],
          more: [
            'Deux ans plus tard, son système est enfin adopté officiellement. Puis le braille gagne le monde entier.',
            'a world map made of raised dots in warm light',
          ],
        },
      ],
      closes: [
        [
          'En 1952, il entre au Panthéon. Ses mains, elles, reposent toujours à Coupvray. Abonne-toi pour la suite.',
          'a small French village cemetery with a simple stone tomb, spring',
        ],
        [
          'Parfois, une technologie qui change des vies tient en six points. Et toi, quelle idée simple changerait tout ?',
          'a modern refreshable braille display next to a laptop',
        ],
      ],
    },
    {
      topics: ['tech-futurism', 'fun-facts'],
      hashtags: ['#minitel', '#technologie', '#retro', '#internet'],
      titles: ['Le Minitel, l’internet avant internet', 'Quand la France était en avance'],
      hooks: [
        [
          'Dans les années 1980, des Français consultaient leur banque et les horaires de train sur un écran branché au téléphone. Sans internet.',
          'a beige Minitel terminal glowing on a kitchen table, 1980s',
        ],
        [
          'Bien avant le web, la France avait déjà son propre réseau connecté dans les foyers. Il s’est éteint en 2012.',
          'an old terminal screen with blocky white text on black',
        ],
      ],
      beats: [
        {
          line: [
            'À la fin des années 1970, l’État veut faire entrer la France dans l’ère de la télématique : l’informatique reliée au téléphone.',
            'engineers in a 1970s telecom lab with large computers and cables',
          ],
          more: [
            'Le mot a été inventé par deux hauts fonctionnaires, Simon Nora et Alain Minc, dans un rapport sur l’informatisation de la société.',
            'a thick government report on a desk beside an old telephone',
          ],
        },
        {
          line: [
            'Après des essais, notamment en Ille-et-Vilaine, le Minitel est déployé à partir de 1982. Le terminal est prêté gratuitement aux abonnés du téléphone.',
            'a postman delivering a boxed terminal to a French family, 1982',
          ],
          more: [
            'Un petit écran, un clavier qui se replie, et ce sifflement aigu au moment de la connexion.',
            'a folding keyboard closing over a small monochrome screen',
          ],
        },
        {
          line: [
            'Premier service vedette : l’annuaire électronique. Fini l’annuaire papier, qui ne couvrait qu’un seul département.',
            'a stack of thick paper phone books on a dusty shelf',
          ],
        },
        {
          line: [
            'Puis arrivent les codes 3615 : horaires de train, banque, météo, petites annonces, messageries, et même les résultats du bac.',
            'a teenager reading exam results on a small terminal screen, excited',
          ],
          more: [
            'Fin 1990, la France compte déjà plus de cinq millions et demi de Minitel.',
            'a warehouse full of stacked beige terminals',
          ],
        },
        {
          line: [
            'Mais le réseau reste français et fermé. Quand internet arrive, ouvert sur le monde entier, le Minitel décline lentement.',
            'an old Minitel beside a modern laptop showing a web browser',
          ],
          more: [
            'Le service est coupé pour de bon en juin 2012, après trente ans d’existence.',
            'a terminal screen going dark with a last blinking cursor',
          ],
        },
      ],
      closes: [
        [
          'Avoir raison trop tôt, et seul dans son coin, ne suffit pas toujours. Abonne-toi pour d’autres histoires de technologie.',
          'a lone beige terminal on a desk in an empty 1980s office',
        ],
        [
          'La prochaine révolution dort peut-être déjà dans un tiroir. Et toi, tu as connu le Minitel ?',
          'an old Minitel found in an attic box, dust floating in a light beam',
        ],
      ],
    },
  ],
  arcs: {
    story: {
      titles: ['{T}', '{T} : une histoire'],
      hooks: ['L’histoire du jour : {S}.', 'Tu voulais une histoire, la voici : {S}.'],
      beats: [
        {
          line: 'Toutes les histoires comme celle-ci commencent en silence. Un jour ordinaire, un endroit ordinaire, et personne ne s’attend à ce que quelque chose change.',
          more: 'C’est la première chose à remarquer. Les moments qui comptent s’annoncent rarement.',
        },
        {
          line: 'Puis quelque chose bouge. Une question, un choix, une petite fissure dans la routine qui ne se refermera plus.',
        },
        {
          line: 'Au début, tout va mal. Les plans échouent, les doutes grandissent, et la solution de facilité paraît plus tentante à chaque heure.',
          more: 'C’est là que s’arrêtent la plupart des versions de cette histoire, avec quelqu’un qui décide que ça n’en vaut pas la peine.',
        },
        {
          line: 'Mais voici le tournant. Quelqu’un continue, non pas parce que c’est facile, mais parce qu’abandonner coûterait plus cher.',
          more: 'Les petits pas s’additionnent. Un essai de plus, un jour de plus, un effort sincère de plus.',
        },
        {
          line: 'Et peu à peu, tout change. Ce qui semblait impossible au départ paraît évident avec le recul.',
          more: 'C’est le schéma caché dans presque toutes les grandes histoires, et celle-ci ne fait pas exception.',
        },
      ],
      closes: [
        'Souviens-t’en la prochaine fois que ta propre histoire arrivera au passage difficile. Abonne-toi pour d’autres histoires comme celle-ci.',
        'Chaque fin est le début de quelqu’un d’autre. Et toi, qu’aurais-tu fait ?',
      ],
    },
    explainer: {
      titles: ['{T}', '{T} : ce que presque tout le monde ignore'],
      hooks: [
        'Voici quelque chose qui mérite une minute de ton temps : {S}.',
        'Le sujet du jour : {S}. Et c’est plus étrange qu’il n’y paraît.',
      ],
      beats: [
        {
          line: 'À première vue, ça paraît simple. Presque tout le monde en a entendu parler, et presque tout le monde croit déjà le comprendre.',
        },
        {
          line: 'Mais si on regarde de plus près, ça devient passionnant. C’est dans les détails que se cache la vraie histoire.',
          more: 'Ceux qui l’étudient de près débattent encore de ces détails, et ce débat, c’est la moitié du plaisir.',
        },
        {
          line: 'La première surprise, c’est tout ce qui s’y rattache. Tire un fil et tu trouves de l’histoire, de la science et des gens aux avis bien tranchés.',
        },
        {
          line: 'La deuxième surprise, c’est à quel point ça touche la vie de tous les jours, souvent sans que personne ne le remarque.',
          more: 'Une fois que tu l’as vu, tu le repères partout : aux infos, au travail, et même au dîner.',
        },
        {
          line: 'Et la plus grande leçon est simple. La réponse évidente est rarement la réponse complète.',
          more: 'C’est pour ça que la curiosité compte. Chaque découverte commence par une question de plus.',
        },
      ],
      closes: [
        'Enregistre cette vidéo et partage-la avec l’ami qui demande toujours pourquoi. Abonne-toi pour la suite.',
        'Maintenant, tu en sais plus que la plupart des gens. On explore quoi, la prochaine fois ?',
      ],
    },
    guide: {
      titles: ['{T}', '{T}, étape par étape'],
      hooks: [
        'Voici un guide simple : {S}.',
        'Tu veux bien faire les choses ? Au programme : {S}. Voici comment, étape par étape.',
      ],
      beats: [
        {
          line: 'Étape un. Décide à quoi ressemble vraiment la réussite. Écris-le en une seule phrase claire.',
        },
        {
          line: 'Étape deux. Découpe le tout en morceaux aussi petits que possible. Chacun doit prendre quelques minutes, pas des heures.',
          more: 'Les grands objectifs pèsent lourd. Les petits pas paraissent faisables, et ce qui est faisable finit par être fait.',
        },
        {
          line: 'Étape trois. Fais le premier morceau aujourd’hui, même mal. Commencer est le plus dur, et l’élan, ça existe.',
        },
        {
          line: 'Étape quatre. Regarde ce qui marche et ce qui ne marche pas. Change une seule chose à la fois, pas tout d’un coup.',
          more: 'Note en quelques mots ce que tu as essayé. Les tendances apparaissent plus vite que tu ne le crois.',
        },
        {
          line: 'Étape cinq. Recommence jusqu’à ce que ça devienne une habitude. La régularité bat l’intensité presque à chaque fois.',
          more: 'La plupart des gens abandonnent la première semaine. La dépasser te place devant presque tout le monde.',
        },
      ],
      closes: [
        'Enregistre ce guide et essaie l’étape un dès aujourd’hui. Abonne-toi pour d’autres conseils pratiques.',
        'Décider, découper, commencer, ajuster, recommencer. Tu vas y arriver.',
      ],
    },
    whatIf: {
      titles: ['Et si {S} ?', 'Imagine : et si {S} ?'],
      hooks: [
        'Et si {S} ? Voici l’expérience de pensée du jour.',
        'Imagine un instant. Et si {S} ? Que se passerait-il vraiment ?',
      ],
      beats: [
        {
          line: 'Imagine que ça devienne réel demain matin. Au début, presque personne ne remarquerait quoi que ce soit.',
        },
        {
          line: 'Puis les premiers effets se feraient sentir. Les nouvelles circuleraient, les gens débattraient, et les experts se précipiteraient pour l’expliquer.',
          more: 'Certains y verraient une menace, d’autres une chance. Et les deux camps auraient en partie raison.',
        },
        {
          line: 'En un an, la vie quotidienne s’adapterait. Le travail, les habitudes et même notre façon de parler commenceraient à changer.',
        },
        {
          line: 'Certaines conséquences seraient faciles à prévoir. Les plus intéressantes seraient les surprises que personne n’avait vues venir.',
          more: 'L’histoire montre que les grands changements se propagent toujours d’une manière que même les plus malins n’anticipent pas.',
        },
        {
          line: 'En une génération, tout cela paraîtrait normal. Les enfants grandiraient sans pouvoir imaginer le monde d’avant.',
          more: 'C’est ainsi que finissent toutes les vraies révolutions : pas dans un grand fracas, mais quand les gens oublient que ça a été différent.',
        },
      ],
      closes: [
        'Alors, le monde serait-il meilleur ou pire ? Dis-moi ce que tu en penses.',
        'Les expériences de pensée nous servent à répéter l’avenir. Abonne-toi pour la suite.',
      ],
    },
  },
  topicSubjects: {
    'inspirational-stories': 'quelqu’un qui n’a jamais abandonné',
    'myths-mythology': 'une légende ancienne qu’on raconte encore',
    'science-exploration': 'une découverte scientifique étonnante',
    'pop-culture': 'les secrets de tournage d’un film culte',
    'comedy-entertainment': 'pourquoi nous rions',
    'what-if-scenarios': 'l’argent liquide disparaissait demain',
    'how-to-guides': 'apprendre quelque chose de nouveau en trente jours',
    'war-stories': 'le courage des gens ordinaires en temps de guerre',
    'unsolved-mysteries': 'un mystère que personne n’a résolu',
    'historical-moments': 'un jour qui a changé l’histoire',
    'fun-facts': 'des anecdotes que presque personne ne connaît',
    'tech-futurism': 'la technologie qui va changer nos vies',
    'life-hacks': 'des astuces simples pour se faciliter la vie',
    'famous-figures': 'une personne célèbre et le moment qui l’a définie',
    'health-wellness': 'le sommeil et ce qu’il fait pour ta santé',
    'true-adventures': 'une aventure vraie contre toute attente',
  },
  arcPatterns: {
    whatIf: /que se passerait-il si|(^|[\s«])et si\s/u,
    guide: /comment\s|conseils?\b|guide|[ée]tapes?\b|astuces?\b/u,
    story: /histoire|conte|l[ée]gende|aventure|voyage|vie de|qui\s/u,
    explainer: /pourquoi|faits?\b|science|explique|secret|v[ée]rit[ée]|d[ée]couv/u,
  },
  leading: [
    /^(s['’]il te pla[îi]t,?\s+)?((peux|pourrais)-tu\s+)?([ée]cris|fais|cr[ée]e|raconte|explique|montre)(-moi)?\s+/iu,
    /^(une?\s+)?((courte|petite|br[èe]ve)\s+)?(histoire|vid[ée]o|script|conte|r[ée]cit)\s+(sur|[àa] propos d[eu]|au sujet d[eu])\s+/iu,
    /^l['’]histoire d[eu]\s+/iu,
    /^(sur|[àa] propos d[eu])\s+/iu,
  ],
  whatIfLead: /^.*?(que se passerait-il si|(^|[\s«])et si)\s+/iu,
  fallbackSubject: 'une histoire qui mérite d’être racontée',
  stopWords:
    'le la les un une des de du et ou que qui en dans avec par pour sur comme comment quoi mon ma mes ton ta tes son sa ses ce cet cette ces au aux se si quand où parce mais pourquoi'.split(
      ' ',
    ),
  tags: ['#histoires'],
};
