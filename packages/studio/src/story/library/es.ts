import type { LanguageLibrary } from './types.js';

/**
 * The built-in writer in Spanish: fourteen true stories, at least one for every preset topic
 * but what-if-scenarios, which keeps its arc; the English arcs' narration answers custom
 * prompts. Image prompts stay in English, which illustrators read best.
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
    {
      topics: ['war-stories', 'historical-moments'],
      hashtags: ['#garbo', '#espias', '#segundaguerramundial', '#historia'],
      titles: ['Garbo, el espía que engañó a los nazis', 'Veintisiete espías que nunca existieron'],
      hooks: [
        [
          'Un español sin formación de espía engañó a los nazis con veintisiete agentes que nunca existieron.',
          'a man in a 1940s suit typing at a desk in a dim room, cigarette smoke in a lamp beam',
        ],
        [
          'Los alemanes le dieron la Cruz de Hierro. Los británicos, una medalla del Imperio. Por la misma guerra.',
          'an Iron Cross and a British medal lying side by side on dark velvet, spotlight',
        ],
      ],
      beats: [
        {
          line: [
            'Juan Pujol García nació en Barcelona en 1912. Tras la Guerra Civil, quiso luchar contra Hitler por su cuenta.',
            'a young man walking down a narrow Barcelona street in the 1930s, morning light',
          ],
          more: [
            'Se ofreció como espía a los británicos. Nadie lo tomó en serio.',
            'a closed embassy door with a brass plaque, rainy afternoon',
          ],
        },
        {
          line: [
            'Así que cambió de plan: convenció a los alemanes de que sería su espía en Londres. Pero se instaló en Lisboa.',
            'the rooftops and tram lines of Lisbon at dusk, warm streetlights',
          ],
          more: [
            'Desde allí inventaba sus informes con una guía turística, mapas y los noticiarios del cine.',
            'a travel guidebook and a map of Britain spread on a café table, afternoon sun',
          ],
        },
        {
          line: [
            'En 1942, los británicos por fin lo reclutaron. Lo llevaron a Londres y le pusieron un nombre en clave: Garbo.',
            'a London street with sandbags and blackout windows, foggy evening',
          ],
          more: [
            'Con ellos, su red imaginaria creció hasta veintisiete agentes, cada uno con su nombre y su historia.',
            'a wall covered with index cards, photos and red string, desk lamp',
          ],
        },
        {
          line: [
            'Junio de 1944. Horas antes del desembarco de Normandía, Garbo avisó a los alemanes. Demasiado tarde para que les sirviera.',
            'landing craft approaching a beach at dawn, grey sea and smoke',
          ],
          more: [
            'Para Berlín, su espía estrella había acertado.',
            'a radio operator with headphones in a bunker, green glow of dials',
          ],
        },
        {
          line: [
            'Entonces jugó su gran carta: Normandía era solo una distracción, y el golpe de verdad llegaría por Calais.',
            'white cliffs and an empty coastline under heavy clouds, soldiers waiting on a ridge',
          ],
          more: [
            'Le creyeron, y mantuvieron allí tropas durante semanas esperando un ataque que nunca llegó.',
            'rows of idle tanks under camouflage nets in a field, long shadows',
          ],
        },
      ],
      closes: [
        [
          'Tras la guerra, fingió su muerte en África y vivió en Venezuela hasta 1988. A veces, la mejor arma es una buena historia.',
          'a quiet house with palm trees in Caracas at sunset, warm light',
        ],
        [
          'Un hombre, una máquina de escribir y un ejército de espías de mentira. ¿Quién dijo que la imaginación no gana guerras?',
          'an old typewriter with a sheet of paper under a single bulb, night',
        ],
      ],
    },
    {
      topics: ['war-stories', 'historical-moments'],
      hashtags: ['#lanueve', '#paris', '#exilio', '#historia'],
      titles: ['La Nueve: españoles en la liberación de París', 'Los primeros en llegar a París'],
      hooks: [
        [
          'Los primeros soldados aliados que llegaron al corazón del París ocupado hablaban español.',
          'half-track armored vehicles rolling into a Paris square at night, crowds cheering',
        ],
        [
          'Sus blindados se llamaban Guadalajara, Teruel y Madrid. Y fueron los primeros en llegar al Ayuntamiento de París.',
          'the name Guadalajara painted on the side of an olive green half-track, close-up',
        ],
      ],
      beats: [
        {
          line: [
            'Agosto de 1944. París lleva cuatro años ocupada por los nazis, y la Resistencia se ha levantado en las calles.',
            'barricades of cobblestones and furniture in a Paris street, summer smoke',
          ],
          more: [
            'El general francés Leclerc envía por delante una pequeña columna.',
            'a general studying a map on the hood of a jeep, dusty road',
          ],
        },
        {
          line: [
            'Al frente va la novena compañía, la Nueve. La mayoría de sus soldados son republicanos españoles, exiliados tras la Guerra Civil.',
            'tired soldiers in helmets sitting on an armored vehicle, country road at sunset',
          ],
          more: [
            'Muchos llevaban años luchando: en España y después en África, con la Francia Libre.',
            'soldiers marching across a hot desert with a flag, heat haze',
          ],
        },
        {
          line: [
            'En sus blindados pintaron nombres que les recordaban su tierra: Guadalajara, Teruel, Ebro, Madrid, Guernica.',
            'a soldier painting white letters on an armored vehicle, afternoon light',
          ],
          more: [
            'Cada nombre era una batalla o una ciudad de la guerra que habían perdido en casa.',
            'an old photograph of a ruined Spanish town, sepia tones',
          ],
        },
        {
          line: [
            'La noche del 24 de agosto, pasadas las nueve, entran en la plaza del Ayuntamiento. Son los primeros aliados en el centro de París.',
            'the Paris Hôtel de Ville lit at night with armored vehicles in front',
          ],
          more: [
            'Las campanas repican por toda la ciudad. Al día siguiente, el general alemán que mandaba en París se rinde.',
            'the towers of Notre-Dame against a night sky, bells swinging',
          ],
        },
        {
          line: [
            'Ellos soñaban con que, después de París, los aliados les ayudarían a liberar España. Eso nunca ocurrió.',
            'a soldier looking south over the Pyrenees mountains at dawn',
          ],
          more: [
            'Muchos murieron en los meses siguientes, combatiendo hasta Alemania. Franco gobernó España hasta 1975.',
            'rows of simple graves under autumn trees, soft grey light',
          ],
        },
      ],
      closes: [
        [
          'En 2015, París dio su nombre a un jardín junto al Ayuntamiento. Hay héroes que tardan setenta años en ser recordados.',
          'a small green garden beside a grand stone city hall, spring flowers',
        ],
        [
          'Liberaron una ciudad que no era la suya, soñando con la suya. Sígueme para más historias que no salen en los libros.',
          'a Spanish and a French flag waving together over Paris rooftops, sunrise',
        ],
      ],
    },
    {
      topics: ['tech-futurism', 'science-exploration'],
      hashtags: ['#torresquevedo', '#inventos', '#tecnologia', '#ciencia'],
      titles: [
        'Torres Quevedo, el inventor que se adelantó un siglo',
        'La máquina que jugaba al ajedrez sola',
      ],
      hooks: [
        [
          'Hace más de un siglo, un español construyó una máquina que jugaba al ajedrez sola. Y siempre ganaba.',
          'a brass and wood chess machine with wires and gears beside a chessboard, lamplight',
        ],
        [
          'Mucho antes de los drones, un español ya movía un barco a distancia sin tocarlo.',
          'a small steam launch moving by itself across a harbor, men watching from the pier',
        ],
      ],
      beats: [
        {
          line: [
            'Leonardo Torres Quevedo, ingeniero cántabro nacido en 1852, soñaba con máquinas que hicieran el trabajo de la mente.',
            'a green valley in Cantabria with a stone house, morning mist',
          ],
          more: [
            'Mientras otros inventores buscaban máquinas más fuertes, él buscaba máquinas capaces de decidir.',
            'an inventor at a workbench covered in gears and drawings, gaslight',
          ],
        },
        {
          line: [
            'En 1903 presentó en París el telekino, un aparato que obedecía órdenes enviadas por radio. Fue uno de los primeros mandos a distancia.',
            'an early radio receiver with coils and switches on a wooden base, dark background',
          ],
          more: [
            'En 1906 lo probó en Bilbao: desde la orilla, guió una lancha ante una multitud.',
            'a crowd in early 1900s clothes on a harbor wall in Bilbao, boats on grey water',
          ],
        },
        {
          line: [
            'Después creó El Ajedrecista: con rey y torre contra el rey de una persona, daba siempre jaque mate sin ayuda humana.',
            'a chessboard with only a white king, a white rook and a black king, dramatic side light',
          ],
          more: [
            'Muchos lo consideran uno de los primeros juegos de ordenador, décadas antes de que existieran los ordenadores.',
            'a glowing vintage computer screen showing a chess game, dark room',
          ],
        },
        {
          line: [
            'En 1916 se inauguró en las cataratas del Niágara un teleférico diseñado por él. Todavía funciona.',
            'a red and yellow cable car hanging over a swirling green river gorge, sunny day',
          ],
          more: [
            'Lo bautizaron Spanish Aero Car: el aerocarro español.',
            'a cable car station sign beside a river whirlpool, summer tourists',
          ],
        },
        {
          line: [
            'En 1914 escribió algo que sonaba a ciencia ficción: que una máquina podría seguir reglas y elegir entre opciones, como nosotros.',
            'an old handwritten manuscript with diagrams of switches, candlelight',
          ],
          more: [
            'En 1920 presentó en París una calculadora eléctrica manejada con una máquina de escribir.',
            'an electromechanical calculator connected to a typewriter in a 1920s hall',
          ],
        },
      ],
      closes: [
        [
          'Cada vez que usas un mando a distancia o juegas contra el ordenador, hay algo de Torres Quevedo. ¿Lo conocías?',
          'a hand pressing a modern remote control, a screen glowing in the background',
        ],
        [
          'El futuro no siempre empieza en Silicon Valley. A veces empieza en Cantabria. Sígueme para más inventos olvidados.',
          'a vintage workshop opening onto green mountains at sunrise',
        ],
      ],
    },
    {
      topics: ['health-wellness'],
      hashtags: ['#sueno', '#salud', '#dormir', '#ciencia'],
      titles: ['Once días sin dormir', 'El chico que decidió no dormir'],
      hooks: [
        [
          'A finales de 1963, un chico de diecisiete años decidió no dormir. Aguantó once días seguidos.',
          'a tired teenager sitting on a bed at night, alarm clock glowing red',
        ],
        [
          '¿Qué le pasa a tu cerebro si no duermes? Un estudiante lo comprobó en su propia cabeza durante once días.',
          'a glowing illustration of a human brain in darkness, soft blue light',
        ],
      ],
      beats: [
        {
          line: [
            'Randy Gardner era un estudiante de San Diego. Para una feria de ciencias, él y un amigo se propusieron batir el récord de horas sin dormir.',
            'a 1960s high school science fair with poster boards, bright gym lights',
          ],
          more: [
            'El reto empezó en diciembre de 1963. Sus amigos se turnaban para vigilarlo y no dejarlo dormir ni un minuto.',
            'two teenagers keeping a friend awake at a kitchen table at night, coffee cups',
          ],
        },
        {
          line: [
            'A los pocos días ya le costaba concentrarse y recordar. Después llegaron los cambios de humor, y hasta las alucinaciones.',
            'a blurry street at night seen through tired eyes, streetlights smearing',
          ],
          more: [
            'Un investigador del sueño de la Universidad de Stanford, William Dement, se enteró y fue a observarlo de cerca.',
            'a scientist with a notebook watching a young man play pinball, arcade lights',
          ],
        },
        {
          line: [
            'Cuando por fin se fue a dormir, habían pasado doscientas sesenta y cuatro horas. Once días despierto.',
            'a wall calendar with eleven days crossed out in red marker, morning light',
          ],
          more: [
            'Durmió unas catorce horas seguidas y, por suerte, se despertó aparentemente recuperado.',
            'a young man sleeping deeply under a blanket, sunlight through curtains',
          ],
        },
        {
          line: [
            'Con los años, el libro Guinness dejó de aceptar récords de este tipo. Eran demasiado peligrosos para la salud.',
            'a thick record book lying closed on a desk, dust in a beam of light',
          ],
        },
        {
          line: [
            'Hoy sabemos más: mientras duermes, el cerebro fija lo aprendido durante el día, y el cuerpo se repara.',
            'a person sleeping peacefully with soft glowing lines around their head, night',
          ],
          more: [
            'Los expertos recomiendan a los adultos dormir al menos siete horas. Dormir menos, noche tras noche, pasa factura.',
            'a calm bedroom at night with the lights off and a phone face down',
          ],
        },
      ],
      closes: [
        [
          'Randy aguantó once días. Tú no tienes que demostrar nada. Esta noche, apaga la pantalla y duerme.',
          'a hand switching off a bedside lamp, warm glow fading',
        ],
        [
          'Dormir no es tiempo perdido: es cuando tu cuerpo se arregla. Sígueme para más historias que cuidan de ti.',
          'a sunrise over a quiet city seen from a bedroom window',
        ],
      ],
    },
    {
      topics: ['health-wellness', 'science-exploration'],
      hashtags: ['#semmelweis', '#lavadodemanos', '#medicina', '#salud'],
      titles: [
        'El médico que pidió lavarse las manos',
        'Semmelweis, el hombre que tenía razón demasiado pronto',
      ],
      hooks: [
        [
          'Un médico salvó cientos de vidas con un gesto que hoy haces sin pensar. Sus colegas lo rechazaron.',
          'hands being washed in a porcelain basin, water splashing, soft window light',
        ],
        [
          'Hubo un tiempo en que los médicos pasaban de la sala de autopsias al parto sin lavarse las manos.',
          'a dark 19th century hospital corridor with doctors in frock coats, gaslight',
        ],
      ],
      beats: [
        {
          line: [
            'Viena, 1847. El hospital general tenía dos salas de maternidad, y en una morían muchas más madres que en la otra.',
            'a long 19th century hospital ward with rows of beds, pale morning light',
          ],
          more: [
            'Algunos años, allí moría de fiebre casi una de cada diez madres. Muchas suplicaban que no las llevaran a esa sala.',
            'a frightened young mother holding a newborn in a hospital bed, candlelight',
          ],
        },
        {
          line: [
            'Un médico húngaro, Ignaz Semmelweis, se obsesionó con la diferencia. En la primera sala atendían médicos y estudiantes; en la segunda, parteras.',
            'a doctor comparing handwritten tables of numbers at a desk, oil lamp',
          ],
        },
        {
          line: [
            'Entonces murió un colega suyo tras cortarse durante una autopsia. Tenía los mismos síntomas que las madres.',
            'a scalpel on a stone table in an old anatomy theater, cold light',
          ],
          more: [
            'Semmelweis lo entendió: los médicos llevaban algo invisible en las manos, de los cadáveres a las parturientas.',
            'a close-up of a doctor\u2019s hands in shadow, dust floating in a light beam',
          ],
        },
        {
          line: [
            'Ordenó que todos se lavaran las manos con una solución de cloro antes de atender a una mujer. Las muertes cayeron en picado.',
            'a basin of chlorine water and a brush on a wooden stand, bright window',
          ],
          more: [
            'Al año siguiente, la primera sala ya tenía tan pocas muertes como la de las parteras.',
            'a smiling mother holding her baby by a sunny hospital window',
          ],
        },
        {
          line: [
            'Pero muchos médicos se sintieron ofendidos. ¿Ellos, los culpables? Sus ideas fueron rechazadas durante años.',
            'a group of stern doctors in frock coats turning their backs, dim lecture hall',
          ],
          more: [
            'Semmelweis murió en 1865 en un manicomio. Años después, los trabajos de Pasteur y Lister sobre los gérmenes le dieron la razón.',
            'a microscope beside glass flasks in a 19th century laboratory, golden light',
          ],
        },
      ],
      closes: [
        [
          'Hoy lavarse las manos es una de las formas más sencillas de evitar infecciones. Veinte segundos con agua y jabón. ¿Lo haces?',
          'soapy hands under a running tap in a modern bathroom, clean white light',
        ],
        [
          'Tener razón no basta cuando nadie quiere escucharte. Sígueme para más historias que cambiaron la medicina.',
          'a bronze statue of a doctor in a quiet park, autumn leaves',
        ],
      ],
    },
    {
      topics: ['how-to-guides', 'life-hacks'],
      hashtags: ['#pomodoro', '#productividad', '#estudiar', '#consejos'],
      titles: ['La técnica Pomodoro', 'Cómo concentrarte con un tomate de cocina'],
      hooks: [
        [
          'Uno de los métodos de estudio más famosos del mundo nació de un temporizador de cocina con forma de tomate.',
          'a red tomato-shaped kitchen timer on a desk beside open books, morning light',
        ],
        [
          '¿No consigues concentrarte ni diez minutos? El inventor de esta técnica tampoco.',
          'a distracted student staring at a phone over a pile of notes, evening lamp',
        ],
      ],
      beats: [
        {
          line: [
            'A finales de los años ochenta, Francesco Cirillo era un estudiante universitario en Italia, y no conseguía concentrarse.',
            'a cluttered student room in Italy with a window over terracotta rooftops',
          ],
          more: [
            'Un día cogió un temporizador de cocina con forma de tomate y se hizo una pregunta: ¿puedo estudiar de verdad, sin distraerme, durante diez minutos?',
            'a hand turning the dial of a tomato timer, close-up, warm light',
          ],
        },
        {
          line: [
            'Ese pequeño reto se convirtió en un método. Lo llamó técnica Pomodoro, porque en italiano pomodoro significa tomate.',
            'a bowl of ripe red tomatoes on a rustic kitchen table, sunlight',
          ],
        },
        {
          line: [
            'Paso uno: elige una sola tarea y pon un temporizador de veinticinco minutos.',
            'a single notebook and pen on a clean desk, a timer set to twenty-five minutes',
          ],
          more: [
            'Ni correo ni móvil. Si te viene a la cabeza otra cosa, apúntala en un papel y sigue.',
            'a phone turned face down next to a sticky note with a scribbled idea',
          ],
        },
        {
          line: [
            'Paso dos: cuando suene, para. Descansa cinco minutos de verdad: levántate, estírate, bebe agua.',
            'a person stretching by a window with a glass of water, afternoon sun',
          ],
          more: [
            'Ese descanso no es un premio, es parte del método. Tu cabeza vuelve más fresca.',
            'a cup of tea steaming on a windowsill, soft daylight',
          ],
        },
        {
          line: [
            'Paso tres: cada cuatro pomodoros, tómate un descanso más largo, de quince a treinta minutos.',
            'four small tomato drawings ticked off on a notepad, pencil beside it',
          ],
          more: [
            'Y cuenta los pomodoros que completas. Ver cómo se suman día tras día es lo que engancha.',
            'a wall calendar covered in little red tomato stickers, bright room',
          ],
        },
        {
          line: [
            '¿Quieres aprender algo nuevo en treinta días? Con dos pomodoros al día, sumarás veinticinco horas de práctica concentrada.',
            'a guitar, a language book and a timer on a sunny table',
          ],
        },
      ],
      closes: [
        [
          'Un estudiante despistado y un tomate de cocina. Pon tu primer temporizador hoy y cuéntame qué vas a aprender.',
          'a student smiling at a finished page, the tomato timer ringing',
        ],
        [
          'Veinticinco minutos, cinco de descanso, y repetir. Guarda este vídeo y sígueme para más trucos que funcionan.',
          'a tidy desk at sunset with a closed laptop and the tomato timer',
        ],
      ],
    },
    {
      topics: ['life-hacks', 'how-to-guides'],
      hashtags: ['#eisenhower', '#productividad', '#trucos', '#organizacion'],
      titles: [
        'La matriz de Eisenhower',
        'El truco de un presidente para decidir qué hacer primero',
      ],
      hooks: [
        [
          'El general que dirigió el desembarco de Normandía dejó una idea tan simple que cabe en un pósit.',
          'a sticky note with a hand-drawn grid of four boxes on an old wooden desk',
        ],
        [
          '¿Te pasas el día apagando fuegos y no avanzas en lo que de verdad importa? Este truco es para ti.',
          'a stressed office worker surrounded by ringing phones and paper stacks',
        ],
      ],
      beats: [
        {
          line: [
            'Dwight Eisenhower mandó las tropas aliadas en Europa durante la Segunda Guerra Mundial. Después fue presidente de Estados Unidos durante ocho años.',
            'a 1950s presidential office with a flag and a large desk, afternoon light',
          ],
          more: [
            'Cada día le llegaban más asuntos de los que nadie podría atender. Tenía que elegir.',
            'piles of folders stamped urgent on a desk, a lamp casting long shadows',
          ],
        },
        {
          line: [
            'En un discurso de 1954, citando a un antiguo rector universitario, dijo: «Tengo dos tipos de problemas: los urgentes y los importantes».',
            'a man speaking at a podium in front of a large audience, black and white',
          ],
          more: [
            '«Los urgentes no son importantes, y los importantes nunca son urgentes».',
            'an hourglass next to a compass on a dark table, spotlight',
          ],
        },
        {
          line: [
            'Décadas después, el escritor Stephen Covey popularizó una tabla de cuatro casillas basada en esa idea. Hoy se conoce como la matriz de Eisenhower.',
            'a whiteboard with a big square divided into four colored boxes',
          ],
          more: [
            'Solo necesitas un papel y dos preguntas para cada tarea: ¿es urgente? ¿Es importante?',
            'a hand writing two question marks on a blank sheet of paper, morning light',
          ],
        },
        {
          line: [
            'Urgente e importante: hazlo ahora. Importante pero no urgente: ponle día y hora en tu agenda.',
            'an open planner with a time block circled in red, coffee cup beside it',
          ],
          more: [
            'Esa segunda casilla es la que cambia vidas: hacer ejercicio, aprender, llamar a tu madre. Nunca grita, por eso se olvida.',
            'a person jogging in a park at sunrise, calm and golden',
          ],
        },
        {
          line: [
            'Urgente pero no importante: delégalo si puedes. Ni urgente ni importante: bórralo sin culpa.',
            'a pen crossing items off a long to-do list, bright desk',
          ],
          more: [
            'Te sorprenderá cuánto de tu día vivía en esa última casilla.',
            'a phone screen full of notifications being swiped away',
          ],
        },
      ],
      closes: [
        [
          'Antes de abrir el correo mañana, dibuja cuatro casillas. Sígueme para más trucos que te devuelven tiempo.',
          'a notebook with four boxes drawn in ink beside a closed laptop, dawn',
        ],
        [
          'Lo urgente grita, lo importante espera en silencio. ¿En qué casilla vive tu día?',
          'a quiet empty desk by a window, a single plant, soft evening light',
        ],
      ],
    },
    {
      topics: ['comedy-entertainment', 'pop-culture'],
      hashtags: ['#chespirito', '#elchavo', '#television', '#humor'],
      titles: ['Chespirito y el niño del barril', 'Cómo nació El Chavo'],
      hooks: [
        [
          'Un adulto con gorra y tirantes hizo reír a todo un continente haciendo de niño de ocho años.',
          'a grown man in a checkered cap and suspenders sitting inside a wooden barrel, studio lights',
        ],
        [
          '«Fue sin querer queriendo». Si esta frase te suena, esta historia es tuya.',
          'an old television set glowing in a family living room at night',
        ],
      ],
      beats: [
        {
          line: [
            'Roberto Gómez Bolaños nació en la Ciudad de México en 1929. Era bajito y escribía sin parar guiones de radio, cine y televisión.',
            'a young writer typing in a small office in 1950s Mexico City, cigarette smoke',
          ],
          more: [
            'El director Agustín P. Delgado lo apodó Shakespearito, por su tamaño y su talento. Quedó en Chespirito.',
            'a film director with a megaphone laughing beside a short young man on a set',
          ],
        },
        {
          line: [
            'En 1971 creó a un niño huérfano que vivía en una vecindad y se escondía en un barril. Lo llamó El Chavo.',
            'a colorful Mexican courtyard with doors, a water barrel and laundry lines',
          ],
          more: [
            'Él mismo lo interpretó pasados los cuarenta. Quico, la Chilindrina y los demás niños también eran adultos.',
            'adult actors dressed as children posing together on a TV set, bright lights',
          ],
        },
        {
          line: [
            'No había efectos especiales. Solo un patio y vecinos reconocibles: el que nunca paga la renta, la presumida, el profesor enamorado.',
            'a simple TV set of a courtyard with painted walls, cameras in the foreground',
          ],
          more: [
            'El humor era sencillo: golpes, malentendidos y frases que volvían cada semana.',
            'a slapstick moment with a bucket of water flying through the air, freeze frame',
          ],
        },
        {
          line: [
            'Y ahí estaba parte del secreto: nos reímos de lo que reconocemos, y la repetición convierte un chiste en un ritual.',
            'a family laughing together on a sofa in front of a television, warm light',
          ],
          more: [
            '«Eso, eso, eso». «Se me chispoteó». Frases que saltaron de la pantalla a la calle.',
            'kids in a schoolyard imitating a TV character, sunny afternoon',
          ],
        },
        {
          line: [
            'El programa conquistó toda América Latina. En Brasil, doblado al portugués, lo conocen como Chaves.',
            'a map of Latin America made of glowing television screens',
          ],
          more: [
            'Generaciones de padres e hijos lo vieron juntos, una y otra vez.',
            'a grandfather and a child watching an old show together, evening glow',
          ],
        },
      ],
      closes: [
        [
          'Chespirito murió en 2014, pero su niño del barril sigue haciendo reír. ¿Cuál es tu frase favorita del Chavo?',
          'an empty wooden barrel in a sunlit courtyard, a checkered cap resting on it',
        ],
        [
          'Hacer reír a todo un continente con un barril y una gorra. Sígueme para más historias detrás de la pantalla.',
          'a vintage studio camera pointed at an empty courtyard set, spotlight',
        ],
      ],
    },
    {
      topics: ['comedy-entertainment'],
      hashtags: ['#risa', '#humor', '#ciencia', '#curiosidades'],
      titles: ['Por qué nos reímos', 'La risa no es por los chistes'],
      hooks: [
        [
          'Casi nunca nos reímos por un chiste. Un científico se pasó años espiando risas para demostrarlo.',
          'a group of friends laughing at a café table, afternoon sun',
        ],
        [
          'Si te ríes a solas viendo un vídeo, eres una excepción. Y la ciencia sabe por qué.',
          'a person alone on a sofa smiling at a phone in a dark room',
        ],
      ],
      beats: [
        {
          line: [
            'El neurocientífico Robert Provine hizo algo poco habitual: salió a la calle a escuchar cómo se ríe la gente de verdad.',
            'a man with a notebook discreetly listening in a busy shopping mall',
          ],
          more: [
            'Anotaba qué se decía justo antes de cada carcajada, en la calle, en centros comerciales y en la universidad.',
            'handwritten notes filling a notebook page, coffee cup beside it',
          ],
        },
        {
          line: [
            'Descubrió que la mayoría de las risas no llegaban después de un chiste, sino de frases corrientes como «nos vemos luego».',
            'two coworkers waving goodbye and laughing in an office hallway',
          ],
          more: [
            'La risa no sirve sobre todo para celebrar lo gracioso. Sirve para decir: estoy contigo.',
            'two old friends hugging and laughing on a street corner, golden light',
          ],
        },
        {
          line: [
            'Y encontró algo más: nos reímos unas treinta veces más cuando estamos con otras personas que cuando estamos solos.',
            'a crowded dinner table with people laughing, warm string lights',
          ],
        },
        {
          line: [
            'La televisión ya lo intuía: en los años cincuenta, el ingeniero Charley Douglass creó una máquina de risas grabadas.',
            'a 1950s sound engineer at a wooden console with knobs and tape reels',
          ],
          more: [
            'Las risas enlatadas se oyeron en muchísimas comedias, porque oír reír a otros nos hace reír más.',
            'a vintage sitcom playing on a black and white television, living room',
          ],
        },
        {
          line: [
            'La risa es tan antigua que la compartimos con otros animales. Los chimpancés también ríen cuando juegan y les hacen cosquillas.',
            'two young chimpanzees playing and tumbling in the grass, sunlight',
          ],
          more: [
            'Incluso las ratas emiten chillidos de alegría, demasiado agudos para nuestro oído, cuando un investigador les hace cosquillas.',
            'a hand gently tickling a small white rat in a laboratory, soft light',
          ],
        },
      ],
      closes: [
        [
          'Así que la próxima vez que te rías, fíjate con quién estás. Comparte esto con quien más te hace reír.',
          'two friends laughing so hard they lean on each other, sunset',
        ],
        [
          'Reírse es la forma más antigua de decir que estamos juntos. Sígueme para más curiosidades sobre nosotros.',
          'a circle of people of all ages laughing around a campfire at night',
        ],
      ],
    },
    {
      topics: ['pop-culture', 'comedy-entertainment'],
      hashtags: ['#mafalda', '#quino', '#comic', '#argentina'],
      titles: ['Mafalda: la niña que nació de un anuncio', 'El secreto del nombre de Mafalda'],
      hooks: [
        [
          'Una niña de seis años que odia la sopa y se preocupa por el mundo. Nació de un anuncio que nunca se publicó.',
          'a comic-style little girl with black hair and a bow frowning at a bowl of soup',
        ],
        [
          'Mafalda iba a vender electrodomésticos. Acabó haciendo pensar a medio mundo.',
          'a 1960s refrigerator and washing machine in a showroom, retro colors',
        ],
      ],
      beats: [
        {
          line: [
            'En 1963, una agencia de publicidad le encargó a un joven dibujante argentino, Quino, una tira cómica para anunciar la marca de electrodomésticos Mansfield.',
            'a young cartoonist drawing at an ink-stained desk in Buenos Aires, lamp light',
          ],
          more: [
            'La condición era que los nombres de los personajes empezaran por eme, como la marca. Así nació Mafalda.',
            'a large letter M drawn in ink on a sketch page full of characters',
          ],
        },
        {
          line: [
            'Pero la campaña nunca salió a la luz. Aquellas primeras tiras se quedaron guardadas.',
            'a stack of comic strips tied with string inside a drawer, dim light',
          ],
        },
        {
          line: [
            'En septiembre de 1964, Mafalda apareció por fin en la revista Primera Plana, de Buenos Aires. Ya no vendía nada: solo hacía preguntas.',
            'a 1960s magazine on a newsstand in Buenos Aires, morning street',
          ],
          more: [
            'Odiaba la sopa, adoraba a los Beatles y quería saber por qué el mundo no funcionaba mejor.',
            'a small globe beside a vinyl record and a soup spoon, playful light',
          ],
        },
        {
          line: [
            'Con ella creció una pandilla inolvidable: Felipe, Manolito, Susanita, Miguelito y Libertad. Y en casa, su hermanito Guille.',
            'a group of cartoon children playing on a city sidewalk, sunny afternoon',
          ],
          more: [
            'Detrás de cada chiste había una pregunta seria sobre la guerra, la pobreza o la injusticia.',
            'a child looking up at a night sky over a big city, thoughtful mood',
          ],
        },
        {
          line: [
            'En 1973, Quino dejó de dibujarla porque sentía que empezaba a repetirse.',
            'a drawing pen laid down on a finished comic page, evening light',
          ],
          more: [
            'Pero Mafalda no se fue: sus libros se tradujeron a decenas de idiomas y se siguen leyendo en todo el mundo.',
            'shelves of comic books in many languages in a bookstore, warm light',
          ],
        },
      ],
      closes: [
        [
          'Quino murió en 2020, un día después del aniversario de Mafalda. Ella sigue sentada en un banco de Buenos Aires, esperando a quien quiera charlar.',
          'a bronze statue of a little girl sitting on a bench on a cobbled street corner',
        ],
        [
          'Nació para vender electrodomésticos y terminó enseñándonos a hacer preguntas. ¿Cuál es tu tira favorita de Mafalda?',
          'a comic strip pinned on a corkboard with a red heart drawn beside it',
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
