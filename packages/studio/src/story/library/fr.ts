import type { LanguageLibrary } from './types.js';

/**
 * The built-in writer in French: four true stories for the preset topics they fit, and the
 * English arcs' narration for everything else. Image prompts stay in English, which
 * illustrators read best. A space before ? ! : ; is French typography; words() keeps the mark
 * with its word.
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
