import type { LanguageLibrary } from './types.js';

/**
 * The built-in writer in Spanish: four true stories for the preset topics they fit, and the
 * English arcs' narration for everything else. Image prompts stay in English, which
 * illustrators read best.
 */
export const SPANISH: LanguageLibrary = {
  stories: [
    {
      topics: ['inspirational-stories', 'famous-figures'],
      hashtags: ['#fridakahlo', '#inspiracion', '#historiareal', '#arte'],
      titles: ['Frida Kahlo: alas para volar', 'La pintora que no se rindió'],
      hooks: [
        [
          'A los dieciocho años, un accidente la dejó rota en mil pedazos. Ella respondió pintando.',
          'a young woman lying in a hospital bed surrounded by paintbrushes, warm window light',
        ],
        [
          'Le dijeron que quizá no volvería a caminar. Se convirtió en la pintora más famosa de México.',
          'a colorful Mexican house with a blue wall and a garden, morning sun',
        ],
      ],
      beats: [
        {
          line: [
            'Frida Kahlo nació en 1907 en Coyoacán, en la Ciudad de México, en una casa azul que hoy es un museo.',
            'a bright blue house in Coyoacán with tropical plants, sunny day',
          ],
          more: [
            'A los seis años tuvo poliomielitis. Su pierna derecha quedó más delgada, y los niños del barrio se burlaban de ella.',
            'a little girl walking alone along a cobblestone street, long shadows',
          ],
        },
        {
          line: [
            'En 1925, el autobús en el que viajaba chocó contra un tranvía. Una barra de metal le atravesó el cuerpo.',
            'a vintage bus and tram on a Mexico City street at dusk, dramatic light',
          ],
        },
        {
          line: [
            'Pasó meses inmóvil en la cama. Su madre mandó colocar un espejo bajo el dosel y le regaló pinturas.',
            'a canopy bed with a mirror above it, paints and brushes on the sheets',
          ],
          more: [
            'Como solo podía verse a sí misma, empezó a pintar lo que tenía delante: su propio rostro.',
            'an easel with an unfinished self-portrait beside a bed, soft light',
          ],
        },
        {
          line: [
            'Aquellos autorretratos se convirtieron en su lenguaje. Pintó el dolor, el amor y México con colores que nadie había usado así.',
            'a vivid self-portrait surrounded by flowers, monkeys and tropical leaves',
          ],
          more: [
            'En 1939, el Louvre compró uno de sus cuadros. Fue el primero de un artista mexicano del siglo veinte en su colección.',
            'a grand museum gallery in Paris with one colorful painting on the wall',
          ],
        },
        {
          line: [
            'En 1953, después de perder una pierna, escribió en su diario: «Pies, ¿para qué los quiero si tengo alas para volar?».',
            'a diary open on a table with a drawing of wings, candlelight',
          ],
        },
      ],
      closes: [
        [
          'El cuerpo que la encerró nunca encerró su imaginación. ¿Cuáles son tus alas?',
          'a pair of colorful wings painted on a wall, sunrise',
        ],
        [
          'Frida convirtió su herida en arte. Sígueme para más historias que no te dejan igual.',
          'a woman with flowers in her hair looking at the horizon, golden light',
        ],
      ],
    },
    {
      topics: ['unsolved-mysteries', 'myths-mythology'],
      hashtags: ['#misterio', '#nazca', '#peru', '#historia'],
      titles: ['Las líneas de Nazca', 'Dibujos que solo se ven desde el cielo'],
      hooks: [
        [
          'En un desierto de Perú hay dibujos tan grandes que solo se entienden desde el aire. Nadie sabe para quién se hicieron.',
          'giant lines and a hummingbird figure carved into a reddish desert, aerial view',
        ],
        [
          'Hace más de dos mil años, alguien dibujó un colibrí más grande que un estadio. Y nunca pudo verlo entero.',
          'a huge hummingbird outline on the desert floor seen from a small plane, morning light',
        ],
      ],
      beats: [
        {
          line: [
            'Las líneas de Nazca están en el sur de Perú. Son cientos de líneas rectas, espirales y figuras de animales trazadas sobre la tierra.',
            'straight lines stretching across a flat desert to the horizon, clear sky',
          ],
          more: [
            'Hay un mono, una araña, un colibrí y hasta una figura a la que algunos llaman el astronauta.',
            'a giant monkey figure with a spiral tail on the desert ground, aerial view',
          ],
        },
        {
          line: [
            'Las hizo el pueblo nazca hace unos dos mil años, apartando las piedras oscuras para dejar a la vista la tierra clara.',
            'ancient people moving dark stones on a pale desert floor, harsh sun',
          ],
        },
        {
          line: [
            'En una zona donde casi nunca llueve y apenas sopla el viento, han sobrevivido durante siglos.',
            'an empty windless desert under a blazing sun, heat haze',
          ],
          more: [
            'El mundo las descubrió de verdad en el siglo veinte, cuando los aviones empezaron a sobrevolar la región.',
            'a small propeller plane flying over the desert, long shadow',
          ],
        },
        {
          line: [
            'Una matemática alemana, María Reiche, dedicó más de cuarenta años a medirlas y protegerlas. Barría las líneas ella misma.',
            'a woman with a broom and a measuring tape in a vast desert at sunrise',
          ],
          more: [
            'Ella pensaba que eran un enorme calendario que señalaba el sol y las estrellas.',
            'the starry sky over a desert with faint lines on the ground',
          ],
        },
        {
          line: [
            'Otros creen que eran caminos sagrados para pedir agua a los dioses. Todavía hoy no hay una respuesta definitiva.',
            'a procession of people walking along a line in the desert at dusk',
          ],
          more: [
            'Y cada pocos años, con drones y nuevas técnicas, aparecen figuras que nadie había visto antes.',
            'a drone flying above faint figures in the desert, soft morning light',
          ],
        },
      ],
      closes: [
        [
          'Dibujos para el cielo, hechos por gente que nunca pudo verlos desde arriba. ¿Tú qué crees que significan?',
          'the hummingbird figure under a sky full of stars',
        ],
        [
          'Algunos misterios duran más que las civilizaciones que los crearon. Sígueme para más misterios.',
          'desert lines fading into a red sunset',
        ],
      ],
    },
    {
      topics: ['historical-moments', 'true-adventures'],
      hashtags: ['#historia', '#elcano', '#aventura', '#magallanes'],
      titles: ['La primera vuelta al mundo', 'Dieciocho hombres y un barco'],
      hooks: [
        [
          'Salieron cinco barcos y unos doscientos cuarenta hombres. Volvieron dieciocho, y habían dado la vuelta al mundo.',
          'five old sailing ships leaving a harbor at dawn, golden light',
        ],
        [
          'En 1522, un barco destrozado entró en un puerto de España. Acababa de hacer algo que nadie había hecho jamás.',
          'a battered wooden sailing ship with torn sails entering a river port',
        ],
      ],
      beats: [
        {
          line: [
            'En 1519, Fernando de Magallanes partió de Sanlúcar de Barrameda para llegar a las islas de las especias navegando hacia el oeste.',
            'a fleet of carracks sailing out of a river mouth into the open ocean',
          ],
          more: [
            'Nadie sabía lo grande que era el océano que esperaba al otro lado de América.',
            'an endless ocean under a stormy sky, a tiny ship',
          ],
        },
        {
          line: [
            'Encontraron el paso al sur del continente, un laberinto de canales helados que hoy lleva el nombre de Magallanes.',
            'ships navigating a narrow icy strait between dark mountains',
          ],
        },
        {
          line: [
            'Después cruzaron el Pacífico durante más de tres meses. Se acabó la comida y comieron hasta el cuero que protegía las vergas.',
            'exhausted sailors on the deck of a ship under a burning sun, calm sea',
          ],
          more: [
            'El escorbuto mató a muchos. Cada mañana faltaba alguien.',
            'a lantern on an empty ship deck at night, stars',
          ],
        },
        {
          line: [
            'En 1521, Magallanes murió en una batalla en la isla de Mactán, en Filipinas. La expedición parecía perdida.',
            'a tropical beach with warriors and ships offshore, dramatic clouds',
          ],
        },
        {
          line: [
            'Juan Sebastián Elcano tomó el mando de la nao Victoria y decidió volver por el oeste, cruzando el océano Índico y rodeando África.',
            'a single ship rounding a rocky cape in huge waves',
          ],
          more: [
            'Evitaron los puertos portugueses, aguantaron tormentas y hambre, y el barco estuvo a punto de hundirse.',
            'a small ship battered by a storm at night, lightning',
          ],
        },
      ],
      closes: [
        [
          'En septiembre de 1522, la Victoria llegó a España con dieciocho supervivientes. Por fin alguien había rodeado la Tierra.',
          'a globe on a wooden table lit by a candle, old maps',
        ],
        [
          'Tres años, un océano desconocido y un solo barco de vuelta. ¿Te habrías embarcado?',
          'a ship sailing toward a golden sunset on a calm sea',
        ],
      ],
    },
    {
      topics: ['fun-facts', 'science-exploration'],
      hashtags: ['#ajolote', '#ciencia', '#curiosidades', '#mexico'],
      titles: ['El ajolote, el animal que no quiere crecer', 'Cuatro datos sobre el ajolote'],
      hooks: [
        [
          'Hay un animal que puede regenerar sus patas, partes del corazón y hasta del cerebro. Y parece que sonríe todo el tiempo.',
          'a pink axolotl smiling underwater, soft blue light',
        ],
        [
          'Parece un dibujo animado, pero es uno de los animales más estudiados por la ciencia.',
          'a cute pink axolotl with feathery gills in a clear aquarium',
        ],
      ],
      beats: [
        {
          line: [
            'El ajolote vive en los canales de Xochimilco, en la Ciudad de México. En libertad no existe en ningún otro lugar del mundo.',
            'colorful boats on the canals of Xochimilco, morning mist',
          ],
          more: [
            'Su nombre viene del náhuatl y se relaciona con Xólotl, un dios que, según la leyenda, se convirtió en ajolote para escapar.',
            'an ancient Aztec god turning into a salamander in a lake, mythic painting',
          ],
        },
        {
          line: [
            'Dato uno: nunca termina de crecer. Pasa toda su vida con aspecto de larva, con esas branquias como plumas alrededor de la cabeza.',
            'close-up of axolotl feathery gills, macro photo',
          ],
        },
        {
          line: [
            'Dato dos: si pierde una pata, le vuelve a crecer entera, con huesos, músculos y nervios, sin dejar cicatriz.',
            'an axolotl swimming among water plants, sunlight from above',
          ],
          more: [
            'Puede regenerar incluso partes del corazón, de la médula espinal y del cerebro.',
            'a glowing scientific illustration of an axolotl skeleton',
          ],
        },
        {
          line: [
            'Dato tres: por eso lo estudian laboratorios de todo el mundo. Quieren entender cómo lo hace para curar heridas humanas.',
            'a scientist looking at an axolotl in a laboratory tank',
          ],
        },
        {
          line: [
            'Dato cuatro: aunque hay miles en acuarios, en su hogar natural está en peligro crítico de extinción.',
            'a quiet polluted canal with reeds at dusk',
          ],
          more: [
            'La contaminación y las especies invasoras casi lo han hecho desaparecer de Xochimilco.',
            'a lonely axolotl in murky water, dim light',
          ],
        },
      ],
      closes: [
        [
          'Un animal que se repara a sí mismo y que nosotros casi rompemos. ¿Cuál de estos datos no conocías?',
          'a smiling axolotl facing the camera, bright colors',
        ],
        [
          'Pequeño, rosa e increíble. Sígueme para más curiosidades de la naturaleza.',
          'an axolotl among colorful pebbles, soft light',
        ],
      ],
    },
  ],
  arcs: {
    story: {
      titles: ['{T}', 'La historia de {S}'],
      hooks: ['La historia de hoy: {S}.', 'Me pediste una historia, así que aquí está: {S}.'],
      beats: [
        {
          line: 'Toda historia como esta empieza en silencio. Un día cualquiera, un lugar cualquiera, y nadie espera que algo vaya a cambiar.',
          more: 'Eso es lo primero que vale la pena notar. Los momentos que importan casi nunca se anuncian.',
        },
        {
          line: 'Entonces algo se mueve. Una pregunta, una decisión, una pequeña grieta en la rutina que ya no se vuelve a cerrar.',
        },
        {
          line: 'Al principio todo sale mal. Los planes fallan, las dudas crecen y el camino fácil parece mejor cada hora.',
          more: 'Aquí terminan la mayoría de las versiones de esta historia, con alguien que decide que no vale la pena.',
        },
        {
          line: 'Pero aquí llega el giro. Alguien sigue adelante, no porque sea fácil, sino porque rendirse costaría más.',
          more: 'Los pasos pequeños se suman. Un intento más, un día más, un esfuerzo honesto más.',
        },
        {
          line: 'Y poco a poco el panorama cambia. Lo que parecía imposible al principio parece obvio visto desde el final.',
          more: 'Ese es el patrón que se esconde en casi todas las grandes historias, y esta no es una excepción.',
        },
      ],
      closes: [
        'Recuérdalo la próxima vez que tu propia historia llegue a la parte difícil. Sígueme para más historias como esta.',
        'Todo final es el comienzo de alguien. ¿Qué habrías hecho tú?',
      ],
    },
    explainer: {
      titles: ['{T}', '{T}: lo que casi nadie sabe'],
      hooks: [
        'Aquí tienes algo que merece un minuto de tu tiempo: {S}.',
        'El tema de hoy: {S}. Y es más extraño de lo que parece.',
      ],
      beats: [
        {
          line: 'A primera vista parece sencillo. Casi todo el mundo ha oído algo al respecto, y casi todo el mundo cree que ya lo entiende.',
        },
        {
          line: 'Pero si miras más de cerca, se vuelve más interesante. En los detalles se esconde la verdadera historia.',
          more: 'Quienes lo estudian a fondo todavía discuten esos detalles, y ese debate es la mitad de la diversión.',
        },
        {
          line: 'La primera sorpresa es con cuántas cosas se conecta. Tiras de un hilo y aparecen historia, ciencia y gente con opiniones muy firmes.',
        },
        {
          line: 'La segunda sorpresa es cuánto toca la vida diaria, muchas veces de formas que nadie nota.',
          more: 'Una vez que lo ves, empiezas a encontrarlo en todas partes: en las noticias, en el trabajo, incluso en la cena.',
        },
        {
          line: 'Y la gran lección es sencilla. La respuesta obvia casi nunca es la respuesta completa.',
          more: 'Por eso importa la curiosidad. Hacer una pregunta más es como empieza cada descubrimiento.',
        },
      ],
      closes: [
        'Guárdalo y compártelo con ese amigo que siempre pregunta por qué. Sígueme para más.',
        'Ahora sabes más que la mayoría. ¿Qué exploramos la próxima vez?',
      ],
    },
    guide: {
      titles: ['{T}', '{T}, paso a paso'],
      hooks: [
        'Aquí tienes una guía sencilla: {S}.',
        '¿Quieres hacerlo bien? Hoy toca esto: {S}. Así se hace, paso a paso.',
      ],
      beats: [
        {
          line: 'Paso uno. Decide qué significa el éxito de verdad. Escríbelo en una sola frase clara.',
        },
        {
          line: 'Paso dos. Divídelo en las partes más pequeñas que puedas. Cada una debería llevar minutos, no horas.',
          more: 'Las metas grandes pesan. Los pasos pequeños parecen posibles, y lo posible es lo que de verdad se hace.',
        },
        {
          line: 'Paso tres. Haz la primera parte hoy, aunque salga mal. Empezar es lo más difícil, y el impulso existe.',
        },
        {
          line: 'Paso cuatro. Revisa qué funciona y qué no. Cambia una sola cosa cada vez, no todo a la vez.',
          more: 'Apunta en una nota breve lo que has probado. Los patrones aparecen antes de lo que crees.',
        },
        {
          line: 'Paso cinco. Repite hasta que se convierta en un hábito. La constancia le gana a la intensidad casi siempre.',
          more: 'Casi todo el mundo abandona en la primera semana. Superarla te pone por delante de casi todos.',
        },
      ],
      closes: [
        'Guarda esta guía y prueba el paso uno hoy mismo. Sígueme para más consejos prácticos.',
        'Decide, divide, empieza, ajusta y repite. Tú puedes.',
      ],
    },
    whatIf: {
      titles: ['¿Y si {S}?', 'Imagina esto: ¿y si {S}?'],
      hooks: [
        '¿Qué pasaría si {S}? Este es el experimento mental de hoy.',
        'Imagínalo por un momento. ¿Qué pasaría si {S}? ¿Qué ocurriría de verdad?',
      ],
      beats: [
        {
          line: 'Imagina que se hace realidad mañana por la mañana. Al principio, casi nadie notaría nada.',
        },
        {
          line: 'Después llegarían los primeros efectos. Las noticias volarían, la gente discutiría y los expertos correrían a explicarlo.',
          more: 'Unos verían una amenaza y otros una oportunidad. Los dos grupos tendrían parte de razón.',
        },
        {
          line: 'En un año, la vida diaria se adaptaría. Los trabajos, las costumbres e incluso nuestra forma de hablar empezarían a cambiar.',
        },
        {
          line: 'Algunas consecuencias serían fáciles de prever. Las más interesantes serían las sorpresas que nadie planeó.',
          more: 'La historia demuestra que los grandes cambios siempre se extienden de formas que ni los más listos ven venir.',
        },
        {
          line: 'En una generación, simplemente parecería normal. Los niños crecerían sin poder imaginar el mundo de antes.',
          more: 'Así terminan todas las revoluciones de verdad: no con una explosión, sino con la gente olvidando que alguna vez fue distinto.',
        },
      ],
      closes: [
        'Entonces, ¿sería el mundo mejor o peor? Cuéntame qué piensas.',
        'Los experimentos mentales son nuestra forma de ensayar el futuro. Sígueme para más.',
      ],
    },
  },
  topicSubjects: {
    'inspirational-stories': 'alguien que no se rindió',
    'myths-mythology': 'una leyenda antigua que todavía se cuenta',
    'science-exploration': 'un descubrimiento científico sorprendente',
    'pop-culture': 'los secretos detrás de una película famosa',
    'comedy-entertainment': 'por qué nos reímos',
    'what-if-scenarios': 'el dinero en efectivo desapareciera mañana',
    'how-to-guides': 'cómo aprender algo nuevo en treinta días',
    'war-stories': 'el valor de la gente corriente en tiempos de guerra',
    'unsolved-mysteries': 'un misterio que nadie ha resuelto',
    'historical-moments': 'un día que cambió la historia',
    'fun-facts': 'datos curiosos que casi nadie conoce',
    'tech-futurism': 'la tecnología que cambiará nuestra vida',
    'life-hacks': 'trucos sencillos para un día más fácil',
    'famous-figures': 'una persona famosa y el momento que la definió',
    'health-wellness': 'el sueño y lo que hace por tu salud',
    'true-adventures': 'una aventura real contra todo pronóstico',
  },
  arcPatterns: {
    whatIf: /qu[ée] pasar[íi]a si|(^|[¿\s])y si\s/u,
    guide: /c[óo]mo\s|consejos?\b|gu[íi]a|pasos?\b|trucos?\b/u,
    story: /historia|cuento|leyenda|aventura|viaje|vida de|qui[ée]n|[ée]rase/u,
    explainer: /por qu[ée]|datos?\b|ciencia|explica|secreto|verdad|descubr/u,
  },
  leading: [
    /^(por favor,?\s+)?((puedes|podr[íi]as)\s+)?(escr[íi]be(me)?|haz(me)?|crea|cu[ée]ntame|cuenta|narra|expl[íi]ca(me)?|mu[ée]strame)\s+/iu,
    /^(una?\s+)?((breve|corta|peque[ñn]a|divertida)\s+)?(historia|v[íi]deo|guion|cuento|relato)\s+(sobre|de|acerca de)\s+/iu,
    /^la historia de\s+/iu,
    /^sobre\s+/iu,
  ],
  whatIfLead: /^.*?(qu[ée] pasar[íi]a si|(^|[¿\s])y si)\s+/iu,
  fallbackSubject: 'una historia que merece ser contada',
  stopWords:
    'el la los las un una unos unas de del y o que en con por para sobre como cómo qué mi mis tu tus su sus este esta estos estas ese esa eso lo al se si cuando donde porque pero'.split(
      ' ',
    ),
  tags: ['#historias'],
};
