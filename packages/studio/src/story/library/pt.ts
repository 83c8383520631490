import type { LanguageLibrary } from './types.js';

/**
 * The built-in writer in Portuguese (Brazilian spelling, "você"): fourteen true stories, at
 * least one for every preset topic but what-if-scenarios (which keeps its arc), and the English
 * arcs' narration for that topic and for custom prompts. Image prompts stay in English, which
 * illustrators read best.
 */
export const PORTUGUESE: LanguageLibrary = {
  stories: [
    {
      topics: ['inspirational-stories', 'famous-figures'],
      hashtags: ['#pele', '#futebol', '#inspiracao', '#historiareal'],
      titles: ['Pelé e a promessa ao pai', 'O menino que prometeu uma Copa'],
      hooks: [
        [
          'Aos nove anos, ele viu o pai chorar por causa de um jogo de futebol. E prometeu que um dia ia consertar aquilo.',
          'a boy and his father listening to an old radio in a small house, 1950',
        ],
        [
          'Ele jogava descalço, com uma bola feita de meias. Virou o único jogador a ganhar três Copas do Mundo.',
          'a barefoot boy kicking a ball made of socks on a dirt street, sunset',
        ],
      ],
      beats: [
        {
          line: [
            'Edson Arantes do Nascimento nasceu em 1940, em Três Corações, Minas Gerais. A família era pobre, e ele engraxava sapatos para ajudar em casa.',
            'a small Brazilian town with colorful houses and dirt roads',
          ],
          more: [
            'Sem dinheiro para uma bola de verdade, ele e os amigos enchiam uma meia com jornal e jogavam na rua.',
            'children playing football in a dusty street with a sock ball',
          ],
        },
        {
          line: [
            'Em 1950, o Brasil perdeu a decisão da Copa para o Uruguai, no Maracanã. O pai dele, Dondinho, chorou ao lado do rádio.',
            'a silent crowd in a huge stadium, grey sky, 1950',
          ],
        },
        {
          line: [
            'O menino olhou para ele e disse: não chora, pai, eu vou ganhar uma Copa do Mundo para você.',
            'a father hugging his young son in a dim room, radio glowing',
          ],
        },
        {
          line: [
            'Oito anos depois, na Suécia, aquele menino tinha dezessete anos e marcou dois gols na final.',
            'a young football player celebrating a goal in a stadium, 1958',
          ],
          more: [
            'Quando o jogo acabou, ele chorou no ombro dos companheiros. A promessa estava cumprida.',
            'a teenage player crying with joy, teammates around him',
          ],
        },
        {
          line: [
            'Depois vieram as Copas de 1962 e 1970. Pelé se tornou o único jogador da história com três títulos mundiais.',
            'three golden trophies shining on a dark background',
          ],
          more: [
            'Em 1969, ele marcou o milésimo gol da carreira, de pênalti, no Maracanã. O jogo parou para a festa.',
            'a packed stadium at night celebrating, confetti and lights',
          ],
        },
      ],
      closes: [
        [
          'Uma promessa de criança virou a maior carreira do futebol. Que promessa você ainda vai cumprir?',
          'a football on green grass under stadium lights',
        ],
        [
          'Tudo começou com uma bola de meias e um pai triste. Siga para mais histórias reais.',
          'a boy silhouetted against a golden sunset holding a ball',
        ],
      ],
    },
    {
      topics: ['myths-mythology', 'unsolved-mysteries'],
      hashtags: ['#domsebastiao', '#portugal', '#lenda', '#historia'],
      titles: ['O rei que nunca voltou', 'Dom Sebastião e a manhã de nevoeiro'],
      hooks: [
        [
          'Um rei de Portugal desapareceu numa batalha. Durante séculos, o povo esperou que ele voltasse numa manhã de nevoeiro.',
          'a foggy morning over the sea near Lisbon, a faint rider silhouette',
        ],
        [
          'Ninguém reconheceu com certeza o corpo do rei. E foi assim que nasceu uma das lendas mais fortes de Portugal.',
          'an empty battlefield in the desert at dusk, a fallen royal banner',
        ],
      ],
      beats: [
        {
          line: [
            'Dom Sebastião virou rei com apenas três anos de idade. Cresceu sonhando com cruzadas, batalhas e glória.',
            'a young king in armor looking at a map by candlelight',
          ],
        },
        {
          line: [
            'Em 1578, aos vinte e quatro anos, levou um exército para o norte da África, até Alcácer Quibir, no Marrocos.',
            'a sixteenth century army marching across a dry desert, banners',
          ],
          more: [
            'Os conselheiros tentaram impedir a expedição. Ele não quis ouvir ninguém.',
            'worried old advisors in a palace hall, shadows',
          ],
        },
        {
          line: [
            'A batalha foi um desastre. Milhares morreram ou foram capturados, e o rei sumiu no meio da luta.',
            'chaos on a desert battlefield, dust and smoke',
          ],
        },
        {
          line: [
            'Sem herdeiro, Portugal perdeu a independência. Em 1580, o rei da Espanha assumiu também a coroa portuguesa.',
            'a royal crown on a velvet cushion in a dark throne room',
          ],
          more: [
            'Foram sessenta anos de união com a Espanha, até 1640.',
            'the flags of two kingdoms side by side, stormy sky',
          ],
        },
        {
          line: [
            'O povo não aceitou a perda. Nasceu o sebastianismo, a crença de que o rei voltaria para salvar o país numa manhã de nevoeiro.',
            'a lone rider emerging from thick fog on a beach at dawn',
          ],
          more: [
            'Apareceram até falsos Sebastiões, homens que diziam ser o rei e arrastavam multidões atrás de si.',
            'a mysterious man in a cloak greeted by a crowd in an old town square',
          ],
        },
      ],
      closes: [
        [
          'Até hoje, em Portugal, quem espera por algo impossível está à espera de Dom Sebastião. E você, já esperou por alguém assim?',
          'a misty coastline at sunrise, waves',
        ],
        [
          'Um rei perdido e uma esperança que durou séculos. Siga para mais lendas e mistérios.',
          'an old castle in Portugal wrapped in fog',
        ],
      ],
    },
    {
      topics: ['historical-moments', 'tech-futurism'],
      hashtags: ['#santosdumont', '#aviacao', '#historia', '#brasil'],
      titles: ['Santos-Dumont e o 14-bis', 'O brasileiro que voou em Paris'],
      hooks: [
        [
          'Em 1906, diante de uma multidão em Paris, um brasileiro fez um avião decolar sozinho, com as próprias rodas.',
          'an early biplane lifting off a grass field in Paris, crowd watching, 1906',
        ],
        [
          'Ele usava chapéu-panamá, ia de dirigível até o café e mudou a história da aviação.',
          'a small airship floating over Paris rooftops, elegant man aboard',
        ],
      ],
      beats: [
        {
          line: [
            'Alberto Santos-Dumont nasceu em 1873, em Minas Gerais, e cresceu numa fazenda de café. Desde criança, era fascinado por máquinas.',
            'a coffee plantation in Brazil with a steam machine, morning light',
          ],
          more: [
            'Lia os livros de Júlio Verne e sonhava com viagens pelo ar.',
            'a boy reading an adventure book under a tree, sky full of clouds',
          ],
        },
        {
          line: [
            'Aos dezoito anos, mudou-se para Paris. Lá, construiu balões e dirigíveis e chegou a contornar a Torre Eiffel.',
            'an airship circling the Eiffel Tower, 1901',
          ],
          more: [
            'Em 1901, ganhou um prêmio por esse voo e dividiu o dinheiro entre os seus mecânicos e os pobres da cidade.',
            'a man handing money to workers in a hangar',
          ],
        },
        {
          line: [
            'Depois veio o desafio mais difícil de todos: voar com uma máquina mais pesada que o ar.',
            'a strange box-like biplane being built in a workshop',
          ],
        },
        {
          line: [
            'Em 23 de outubro de 1906, o 14-bis voou cerca de sessenta metros no campo de Bagatelle, diante de testemunhas e da imprensa.',
            'a white biplane flying low over a field, spectators in hats',
          ],
          more: [
            'Em novembro, voou mais de duzentos metros. Foi o primeiro recorde de aviação reconhecido oficialmente.',
            'a crowd cheering as a plane lands, newspapers flying',
          ],
        },
        {
          line: [
            'Ele nunca patenteou seus inventos. Queria que todos pudessem voar, e publicou os desenhos do seu pequeno avião, o Demoiselle.',
            'technical drawings of a tiny monoplane spread on a table',
          ],
        },
      ],
      closes: [
        [
          'Um menino da fazenda que ajudou a dar asas ao mundo inteiro. Para você, quem inventou o avião?',
          'a vintage airplane flying into a golden sunset',
        ],
        [
          'Sonhar alto às vezes é literal. Siga para mais momentos que mudaram a história.',
          'clouds glowing at sunrise seen from above',
        ],
      ],
    },
    {
      topics: ['fun-facts', 'science-exploration'],
      hashtags: ['#amazonia', '#curiosidades', '#natureza', '#ciencia'],
      titles: ['Cinco curiosidades sobre a Amazônia', 'A floresta que faz chover'],
      hooks: [
        [
          'Existe um rio que carrega mais água do que os sete maiores rios seguintes juntos. E nenhuma ponte o atravessa.',
          'a huge brown river winding through green rainforest, aerial view',
        ],
        [
          'A maior floresta tropical do mundo fabrica a própria chuva. E isso é só o começo.',
          'mist rising from a dense rainforest canopy at dawn',
        ],
      ],
      beats: [
        {
          line: [
            'Curiosidade um: a Amazônia se espalha por nove países, mas cerca de sessenta por cento dela fica no Brasil.',
            'a vast green rainforest stretching to the horizon',
          ],
        },
        {
          line: [
            'Curiosidade dois: o rio Amazonas despeja no oceano cerca de um quinto de toda a água doce que chega aos mares do planeta.',
            'the mouth of a giant river meeting the ocean, brown and blue water',
          ],
          more: [
            'E, em toda a sua extensão, não existe uma única ponte sobre ele.',
            'a wide river with a small boat and no bridge in sight',
          ],
        },
        {
          line: [
            'Curiosidade três: as árvores soltam tanto vapor de água que formam rios voadores, correntes de umidade que levam chuva para outras regiões.',
            'clouds flowing over the rainforest like a river in the sky',
          ],
        },
        {
          line: [
            'Curiosidade quatro: em alguns rios acontece a pororoca, uma onda que sobe o rio contra a corrente por quilômetros.',
            'a surfer riding a long brown wave on a river through the forest',
          ],
          more: [
            'Tem gente que surfa essa onda por vários minutos seguidos.',
            'surfers riding a river wave at sunset',
          ],
        },
        {
          line: [
            'Curiosidade cinco: os cientistas descrevem uma nova espécie da Amazônia a cada poucos dias, de sapos a macacos.',
            'a tiny colorful frog on a green leaf, rain drops',
          ],
          more: [
            'Muitas dessas espécies vivem num único trecho de floresta e em nenhum outro lugar da Terra.',
            'a small monkey looking out from dense jungle leaves',
          ],
        },
      ],
      closes: [
        [
          'Uma floresta que faz chuva, um rio sem pontes e uma onda que sobe o rio. Qual curiosidade surpreendeu você mais?',
          'the Amazon river at sunset, golden light',
        ],
        [
          'A Amazônia ainda guarda segredos que ninguém conhece. Siga para mais curiosidades.',
          'a misty jungle trail disappearing into green shadows',
        ],
      ],
    },
    {
      topics: ['war-stories', 'inspirational-stories'],
      hashtags: ['#sousamendes', '#segundaguerra', '#coragem', '#portugal'],
      titles: [
        'O cônsul que desobedeceu para salvar vidas',
        'Aristides de Sousa Mendes e os vistos de Bordéus',
      ],
      hooks: [
        [
          'Em junho de 1940, um diplomata português tinha uma ordem clara: não ajudar os refugiados. Ele fez o contrário.',
          'crowds of refugees with suitcases outside a consulate in Bordeaux, June 1940',
        ],
        [
          'Ele tinha carreira, família grande e um governo a obedecer. Arriscou tudo por milhares de assinaturas.',
          'a fountain pen signing a stack of passports on a wooden desk, lamplight',
        ],
      ],
      beats: [
        {
          line: [
            'Aristides de Sousa Mendes era cônsul de Portugal em Bordéus, na França. Em 1940, os alemães avançavam, e multidões fugiam para o sul.',
            'long lines of cars and people fleeing along a French country road, 1940',
          ],
          more: [
            'A cidade se encheu de gente de toda a Europa, muitos deles judeus. Para eles, Portugal era uma das últimas saídas.',
            'families sleeping on the steps of an old French city square at dawn',
          ],
        },
        {
          line: [
            'Mas uma ordem de Salazar, a Circular 14, exigia autorização de Lisboa para dar vistos a refugiados, apátridas e judeus expulsos dos seus países.',
            'a typed official circular with a government stamp on a dark desk',
          ],
        },
        {
          line: [
            'Passou dias dividido entre a obediência e a consciência. Então decidiu dar vistos a quem precisasse.',
            'a tired diplomat standing at an open window at night, deep in thought',
          ],
          more: [
            'Com a ajuda de funcionários e familiares, o consulado passou a carimbar passaportes dia e noite.',
            'rubber stamps and ink pads beside piles of passports, candlelight',
          ],
        },
        {
          line: [
            'Lisboa mandou parar. Ele continuou assinando e acompanhou refugiados até a fronteira com a Espanha.',
            'refugees walking toward a border post in the Pyrenees at dusk',
          ],
        },
        {
          line: [
            'O preço foi alto: um processo disciplinar e o fim da carreira diplomática. Morreu em Lisboa, em 1954, quase esquecido.',
            'an empty old manor house in rural Portugal, fading evening light',
          ],
          more: [
            'O reconhecimento veio depois. Em 1966, o Yad Vashem o declarou Justo entre as Nações, e em 2021 Portugal o homenageou no Panteão Nacional.',
            'candles glowing in a marble hall of a national pantheon',
          ],
        },
      ],
      closes: [
        [
          'Ninguém sabe o número exato de vidas que ele salvou, mas foram milhares. E você, teria desobedecido?',
          'a single passport with a visa stamp lying in soft morning light',
        ],
        [
          'Às vezes, coragem é só uma caneta e a decisão de não virar o rosto. Siga para mais histórias reais.',
          'an old fountain pen on a wooden desk beside a window at dawn',
        ],
      ],
    },
    {
      topics: ['war-stories', 'historical-moments'],
      hashtags: ['#feb', '#pracinhas', '#historiadobrasil', '#segundaguerramundial'],
      titles: ['A cobra vai fumar', 'Os pracinhas de Monte Castello'],
      hooks: [
        [
          'Eles levavam no ombro uma cobra fumando cachimbo. E aquele símbolo era uma resposta a quem duvidava deles.',
          'a shoulder patch of a green snake smoking a pipe on an old olive uniform',
        ],
        [
          'Mais de vinte e cinco mil brasileiros cruzaram o oceano para lutar nas montanhas geladas da Itália.',
          'a troop ship crossing a gray Atlantic Ocean, soldiers on deck, 1944',
        ],
      ],
      beats: [
        {
          line: [
            'Em 1942, submarinos alemães e italianos afundaram navios brasileiros na nossa própria costa. Centenas de pessoas morreram, e o Brasil declarou guerra.',
            'a merchant ship sinking at night off a tropical coast, fire on the water',
          ],
          more: [
            'Houve protestos nas ruas, mas pouca gente acreditava que tropas brasileiras iriam mesmo lutar na Europa.',
            'a crowd with banners in a 1940s Rio de Janeiro street',
          ],
        },
        {
          line: [
            'Diziam que era mais fácil uma cobra fumar do que o Brasil ir à guerra. Os soldados da Força Expedicionária Brasileira adotaram a cobra como emblema.',
            'soldiers in olive uniforms proudly showing a smoking snake badge',
          ],
        },
        {
          line: [
            'Em 1944, os pracinhas desembarcaram na Itália. Muitos nunca tinham visto neve e enfrentaram um inverno com temperaturas muito abaixo de zero.',
            'young soldiers walking through deep snow in the Apennine mountains',
          ],
          more: [
            'Nas montanhas, os alemães ocupavam as alturas e viam cada movimento de quem vinha de baixo.',
            'a fortified mountain ridge seen from a snowy valley under a gray sky',
          ],
        },
        {
          line: [
            'O alvo mais duro era Monte Castello. Entre novembro e dezembro, quatro ataques fracassaram.',
            'soldiers taking cover behind rocks on a steep hillside, smoke',
          ],
          more: [
            'Os brasileiros perderam amigos na lama e na neve, e muita gente duvidou que eles fossem capazes.',
            'a helmet resting on a snowy rock in dim winter light',
          ],
        },
        {
          line: [
            'Em 21 de fevereiro de 1945, depois de horas de combate, os brasileiros finalmente conquistaram o topo do monte.',
            'soldiers reaching the summit of a snowy mountain at sunset',
          ],
          more: [
            'Dois meses depois, perto de Fornovo, uma divisão alemã inteira se rendeu à FEB, com milhares de soldados.',
            'a long column of surrendering soldiers on a country road in northern Italy',
          ],
        },
      ],
      closes: [
        [
          'Centenas de pracinhas não voltaram para casa. Os que voltaram provaram que a cobra podia, sim, fumar.',
          'rows of white gravestones in a quiet war cemetery, golden light',
        ],
        [
          'Uma piada virou símbolo de coragem. Siga para mais histórias da Segunda Guerra.',
          'an old Brazilian veteran saluting in front of a memorial at dawn',
        ],
      ],
    },
    {
      topics: ['true-adventures', 'inspirational-stories'],
      hashtags: ['#amyrklink', '#aventura', '#oceano', '#historiareal'],
      titles: ['Cem dias sozinho no Atlântico', 'Amyr Klink e o barco a remo'],
      hooks: [
        [
          'Cem dias sozinho, num barco de menos de seis metros, sem motor e sem vela. Só dois remos e o oceano pela frente.',
          'a tiny rowing boat alone on a vast ocean under a huge sky',
        ],
        [
          'Em 1984, um brasileiro de vinte e oito anos saiu da África remando. E só parou quando chegou à Bahia.',
          'a young man rowing a small boat away from a desert coastline at dawn',
        ],
      ],
      beats: [
        {
          line: [
            'Amyr Klink era economista, não um navegador profissional. Mas passou cerca de dois anos planejando cada detalhe da travessia.',
            'a young man drawing boat plans on a table covered with sea charts',
          ],
          more: [
            'Ajudou a projetar um barco que desvirava sozinho, como um joão-bobo, se uma onda o capotasse.',
            'a small rowing boat hull being built in a wooden workshop',
          ],
        },
        {
          line: [
            'Em junho de 1984, ele partiu de Lüderitz, na Namíbia. Levava comida desidratada, um rádio e um sextante.',
            'a small boat leaving a rocky African harbor in morning fog',
          ],
          more: [
            'Não existia GPS. Para saber onde estava, ele calculava a posição pelo sol e pelas estrelas.',
            'a sextant held up against a starry night sky at sea',
          ],
        },
        {
          line: [
            'Remava cerca de oito horas por dia. Enfrentou tempestades, e o barco chegou a virar, mas sempre voltou à posição certa.',
            'a small boat tossed by huge storm waves at night',
          ],
        },
        {
          line: [
            'E ele nunca estava totalmente sozinho: tubarões, baleias e aves marinhas acompanharam o barco pelo caminho.',
            'a whale surfacing next to a tiny rowing boat in bright sunlight',
          ],
          more: [
            'Foram quase sete mil quilômetros de oceano, vencidos remada por remada.',
            'an old map of the South Atlantic with a hand drawn route',
          ],
        },
        {
          line: [
            'Em 18 de setembro de 1984, chegou à Praia da Espera, na Bahia: o primeiro a atravessar o Atlântico Sul remando sozinho.',
            'a tired man stepping onto a tropical beach with palm trees at sunset',
          ],
          more: [
            'A viagem virou o livro Cem Dias entre Céu e Mar, um clássico da aventura brasileira.',
            'an open book on a wooden table beside a sea shell and a compass',
          ],
        },
      ],
      closes: [
        [
          'Ele não venceu o oceano com força, mas com preparo. Qual é o Atlântico que você quer atravessar?',
          'a lone boat on a calm golden sea at sunrise',
        ],
        [
          'Uma remada de cada vez, durante cem dias. Siga para mais aventuras reais.',
          'two wooden oars resting on a small boat deck, ocean horizon',
        ],
      ],
    },
    {
      topics: ['true-adventures', 'historical-moments'],
      hashtags: ['#fernaodemagalhaes', '#navegacoes', '#aventura', '#historia'],
      titles: ['A primeira volta ao mundo', 'Fernão de Magalhães e a viagem sem volta'],
      hooks: [
        [
          'Cinco navios partiram para dar a primeira volta ao mundo. Três anos depois, voltou um só, com dezoito homens.',
          'five old sailing ships leaving a Spanish harbor at dawn, 1519',
        ],
        [
          'O homem que comandou a primeira volta ao mundo não chegou ao fim da viagem. E ele era português.',
          'a Portuguese navigator studying a globe by candlelight',
        ],
      ],
      beats: [
        {
          line: [
            'Fernão de Magalhães era um navegador português a serviço da Espanha. O plano: chegar às Ilhas das Especiarias navegando para oeste.',
            'a navigator presenting a map to a young king in a Spanish palace',
          ],
          more: [
            'Em setembro de 1519, cinco navios saíram de Sanlúcar de Barrameda com mais de duzentos homens.',
            'sailors loading barrels onto wooden ships at a river port',
          ],
        },
        {
          line: [
            'Ninguém sabia se havia passagem pela América do Sul. Procuraram por meses, entre frio, fome e um motim.',
            'sailing ships anchored in a cold gray bay in Patagonia',
          ],
          more: [
            'Um dos navios naufragou, e outro desertou e voltou para a Espanha.',
            'a lone ship sailing away toward a stormy horizon',
          ],
        },
        {
          line: [
            'Em 1520, encontraram o estreito que hoje leva o nome dele. Do outro lado, um mar tão calmo que Magalhães o chamou de Pacífico.',
            'ships passing through a narrow channel between snowy mountains',
          ],
        },
        {
          line: [
            'O Pacífico era enorme. Em mais de três meses, a comida acabou, e os homens comeram couro, serragem e ratos.',
            'exhausted sailors on the deck of a ship under a blazing sun',
          ],
          more: [
            'Muitos morreram de escorbuto, a doença causada pela falta de vitamina C.',
            'a dim ship cabin with hammocks and a flickering lantern',
          ],
        },
        {
          line: [
            'Em 1521, Magalhães morreu numa batalha em Mactan, nas Filipinas. Juan Sebastián Elcano acabou no comando do último navio, o Victoria.',
            'a tropical beach at dawn with warriors and drifting smoke',
          ],
          more: [
            'Em setembro de 1522, o Victoria chegou à Espanha. No caminho, os sobreviventes perceberam que o diário de bordo tinha perdido um dia inteiro.',
            'a battered sailing ship entering a sunny harbor, crowds on the shore',
          ],
        },
      ],
      closes: [
        [
          'A viagem provou que era possível dar a volta ao mundo pelo mar. Você teria embarcado?',
          'an antique globe turning slowly in warm light',
        ],
        [
          'Cinco navios, três anos, um planeta inteiro. Siga para mais aventuras que mudaram a história.',
          'a sailing ship silhouetted against a giant setting sun',
        ],
      ],
    },
    {
      topics: ['pop-culture'],
      hashtags: ['#bossanova', '#garotadeipanema', '#musica', '#riodejaneiro'],
      titles: ['A garota que passava a caminho do mar', 'Como nasceu Garota de Ipanema'],
      hooks: [
        [
          'Uma jovem sempre passava em frente a um bar de Ipanema. Sem saber, inspirou uma das músicas mais gravadas do mundo.',
          'a teenage girl walking along a sunny Ipanema street toward the beach, 1962',
        ],
        [
          'Essa canção já tocou em filmes, em elevadores e no mundo inteiro. Mas começou numa mesa de bar.',
          'two men at a small corner bar table in Rio, glasses of beer, afternoon sun',
        ],
      ],
      beats: [
        {
          line: [
            'Rio de Janeiro, 1962. Tom Jobim e Vinicius de Moraes frequentavam o Bar Veloso, numa esquina de Ipanema.',
            'a corner bar in Ipanema with open doors and palm trees, 1960s',
          ],
          more: [
            'Tom era o compositor. Vinicius, o poeta e diplomata que escrevia as letras.',
            'a piano and a typewriter side by side in a sunny apartment',
          ],
        },
        {
          line: [
            'Por ali passava Heloísa Pinheiro, a Helô, de dezessete anos, sempre a caminho do mar.',
            'a young woman with long dark hair walking past a bar, sunlight and shadows',
          ],
          more: [
            'Ela nem imaginava que os dois prestavam atenção. Só tempos depois descobriu que era a musa da canção.',
            'a young woman reading a newspaper in surprise at a beach cafe',
          ],
        },
        {
          line: [
            'Tom fez a melodia, Vinicius escreveu a letra, e Garota de Ipanema estreou num show em Copacabana, em agosto de 1962.',
            'a small nightclub stage in Copacabana with musicians, 1962',
          ],
        },
        {
          line: [
            'Em 1963, em Nova York, João Gilberto e o saxofonista Stan Getz gravaram a canção. A versão em inglês ficou com Astrud Gilberto, mulher de João.',
            'a recording studio in New York with a saxophone and microphones, 1963',
          ],
          more: [
            'Ela até então não era cantora profissional e cantou de um jeito simples, quase sussurrado.',
            'a young woman singing softly into a vintage studio microphone',
          ],
        },
        {
          line: [
            'The Girl from Ipanema conquistou o mundo e ganhou o Grammy de Gravação do Ano em 1965.',
            'a golden gramophone trophy glowing on a dark stage',
          ],
          more: [
            'O disco levou também o Grammy de Álbum do Ano. E o Bar Veloso virou o bar Garota de Ipanema.',
            'a street sign on a sunny corner in Ipanema, people walking by',
          ],
        },
      ],
      closes: [
        [
          'Uma jovem indo à praia virou o som do Brasil no mundo. Qual é a sua música brasileira favorita?',
          'Ipanema beach at sunset with the Two Brothers mountain in the background',
        ],
        [
          'Às vezes, a obra-prima passa bem na sua frente. Siga para mais histórias por trás dos clássicos.',
          'a vinyl record spinning on a turntable in warm lamplight',
        ],
      ],
    },
    {
      topics: ['comedy-entertainment', 'fun-facts'],
      hashtags: ['#cacareco', '#macacotiao', '#humor', '#eleicoes'],
      titles: ['Os bichos mais votados do Brasil', 'Cacareco, Tião e o voto de protesto'],
      hooks: [
        [
          'Em 1959, a campeã de votos para a Câmara de São Paulo não era gente. Era uma rinoceronte.',
          'a rhinoceros standing in a zoo enclosure with election posters on the fence',
        ],
        [
          'O Brasil já deu cem mil votos a uma rinoceronte e quatrocentos mil a um chimpanzé.',
          'a chimpanzee and a rhinoceros on a vintage campaign poster, bright colors',
        ],
      ],
      beats: [
        {
          line: [
            'Cacareco nasceu no zoológico do Rio, em 1954, e foi emprestada ao novo zoológico de São Paulo, onde virou a estrela.',
            'crowds of families watching a rhinoceros at a brand new zoo, 1958',
          ],
        },
        {
          line: [
            'Em 1959, cansados dos políticos, o jornalista Itaboraí Martins e amigos lançaram a rinoceronte para vereadora. Teve até jingle.',
            'young men painting a name on a city wall at night',
          ],
          more: [
            'Os muros amanheceram pichados com o nome dela, e gráficas imprimiram santinhos da candidata.',
            'small printed campaign flyers with a rhinoceros picture scattered on a sidewalk',
          ],
        },
        {
          line: [
            'Na eleição, Cacareco teve cerca de cem mil votos, mais do que qualquer candidato de verdade. A Justiça Eleitoral anulou todos.',
            'election officials counting paper ballots on long tables, 1959',
          ],
          more: [
            'A piada atravessou fronteiras. No Canadá, um partido satírico criado em 1963 se inspirou nela e se batizou de Partido Rinoceronte.',
            'a snowy Canadian street with a protest banner showing a rhinoceros',
          ],
        },
        {
          line: [
            'Em 1988, foi a vez do Rio. O chimpanzé Tião, famoso por atirar lama e coisa pior nos visitantes, virou candidato a prefeito.',
            'a grumpy chimpanzee sitting in a zoo enclosure, visitors behind him',
          ],
          more: [
            'A campanha foi criada pelos humoristas da revista Casseta Popular, com direito a show de lançamento.',
            'a crowded concert under a circus tent at night, colorful lights',
          ],
        },
        {
          line: [
            'Resultado: cerca de quatrocentos mil eleitores escreveram Tião na cédula. Se os votos valessem, ele teria ficado em terceiro.',
            'a paper ballot with a handwritten name dropped into a ballot box',
          ],
        },
      ],
      closes: [
        [
          'Depois vieram as urnas eletrônicas, e ninguém mais consegue votar num bicho. Em quem você votaria?',
          'an electronic voting machine on a table in a school classroom',
        ],
        [
          'O protesto ganhou até nome no Brasil: voto Cacareco. Siga para mais histórias absurdas e verdadeiras.',
          'a rhinoceros grazing peacefully at sunset in a zoo',
        ],
      ],
    },
    {
      topics: ['how-to-guides', 'famous-figures'],
      hashtags: ['#paulofreire', '#educacao', '#aprender', '#dicas'],
      titles: ['Como aprender qualquer coisa, com Paulo Freire', 'As quarenta horas de Angicos'],
      hooks: [
        [
          'Em 1963, cerca de trezentos adultos do sertão aprenderam a ler em quarenta horas. O método serve para aprender quase tudo.',
          'adult farm workers learning to read in a simple classroom lit by lamps, 1963',
        ],
        [
          'Quer aprender algo novo? Faça do jeito que Paulo Freire ensinou adultos a ler no sertão nordestino.',
          'a dry sertão landscape at dawn with a small schoolhouse',
        ],
      ],
      beats: [
        {
          line: [
            'Angicos, Rio Grande do Norte, 1963. O educador Paulo Freire reuniu cerca de trezentos adultos que não sabiam ler.',
            'a small northeastern Brazilian town with a white church under a bright sun',
          ],
          more: [
            'Em vez de frases de cartilha, como Eva viu a uva, ele perguntou aos alunos quais palavras faziam parte da vida deles.',
            'an old children’s reading primer with grapes illustrated, on a wooden table',
          ],
        },
        {
          line: [
            'Passo um: comece pelo que você já conhece. Freire partia de palavras da vida dos alunos, como tijolo, enxada e trabalho.',
            'a brick, a hoe and a notebook on a rough wooden table',
          ],
          more: [
            'Quando o assunto toca a sua própria vida, o esforço ganha sentido.',
            'a smiling worker holding a chalk slate with a word written on it',
          ],
        },
        {
          line: [
            'Passo dois: quebre em partes. A palavra tijolo vira ta, te, ti, to, tu; ja, je, ji, jo, ju; la, le, li, lo, lu.',
            'syllables written in chalk on a blackboard, sunlight through a window',
          ],
        },
        {
          line: [
            'Passo três: junte as partes de um jeito novo. Com aquelas sílabas, os alunos montavam palavras que nunca tinham escrito.',
            'a woman proudly writing a new word on a slate under lamplight',
          ],
          more: [
            'Luta, tatu, lajota. Cada palavra descoberta por conta própria virava motivo de orgulho.',
            'hands arranging paper cards with syllables on a table',
          ],
        },
        {
          line: [
            'Passo quatro: converse sobre o que aprende. Nos círculos de cultura de Freire, todo mundo debatia e ensinava também.',
            'adults sitting in a circle talking under a tree at sunset',
          ],
          more: [
            'Depois do golpe de 1964, Freire foi preso e exilado. No Chile, escreveu Pedagogia do Oprimido, lido até hoje no mundo inteiro.',
            'a man writing at a desk by a window overlooking the Andes',
          ],
        },
      ],
      closes: [
        [
          'Conhecer, dividir, recombinar, conversar. Escolha algo que você quer aprender e dê o passo um hoje.',
          'an open notebook with a pencil and a cup of coffee in morning light',
        ],
        [
          'Paulo Freire é o patrono da educação brasileira. Salve este vídeo e siga para mais guias.',
          'an elderly bearded teacher smiling in a sunny classroom',
        ],
      ],
    },
    {
      topics: ['life-hacks', 'how-to-guides'],
      hashtags: ['#pomodoro', '#produtividade', '#foco', '#truques'],
      titles: ['O truque do tomate', 'A técnica Pomodoro em um minuto'],
      hooks: [
        [
          'Um dos métodos de foco mais usados do mundo nasceu de um timer de cozinha em forma de tomate.',
          'a red tomato shaped kitchen timer on a student desk, warm lamp',
        ],
        [
          'Você senta para estudar e, dez minutos depois, está no celular. Um estudante italiano resolveu isso com um tomate.',
          'a distracted student looking at a phone beside open textbooks',
        ],
      ],
      beats: [
        {
          line: [
            'No fim dos anos oitenta, Francesco Cirillo era um universitário italiano com um problema comum: não conseguia se concentrar nos estudos.',
            'a university student in a small Rome apartment surrounded by books, 1980s',
          ],
          more: [
            'A ideia dele foi simples: trabalhar em blocos curtos, com hora marcada para terminar.',
            'a hand twisting the dial of a kitchen timer, close up',
          ],
        },
        {
          line: [
            'Para marcar o tempo, usou um timer de cozinha em forma de tomate, que em italiano se diz pomodoro. E foi esse o nome que a técnica ganhou.',
            'ripe red tomatoes on a rustic Italian kitchen table',
          ],
        },
        {
          line: [
            'Funciona assim. Escolha uma única tarefa e ajuste o timer para vinte e cinco minutos. Até ele tocar, só existe aquela tarefa.',
            'a single task written on a sticky note next to a ticking timer',
          ],
          more: [
            'Se lembrar de outra coisa no meio, anote num papel e volte ao trabalho. A distração pode esperar.',
            'a small notepad with a quick scribbled reminder and a pencil',
          ],
        },
        {
          line: [
            'Quando o timer tocar, pare e faça uma pausa de cinco minutos. Levante, beba água, olhe pela janela.',
            'a person stretching by a bright window with a glass of water',
          ],
          more: [
            'A pausa faz parte do método: é ela que deixa você voltar descansado para o próximo bloco.',
            'a steaming cup of tea on a windowsill in soft afternoon light',
          ],
        },
        {
          line: [
            'A cada quatro pomodoros, faça uma pausa maior, de quinze a trinta minutos.',
            'four red tick marks drawn on a notebook page beside a timer',
          ],
          more: [
            'Contar os pomodoros ainda mostra quanto tempo cada tarefa leva de verdade, e ajuda a planejar o dia seguinte.',
            'a weekly planner with colorful time blocks on a desk',
          ],
        },
      ],
      closes: [
        [
          'Vinte e cinco minutos de foco, cinco de pausa. Teste agora com aquela tarefa que você vem adiando.',
          'a tomato timer starting to tick on a clean desk in morning light',
        ],
        [
          'Não precisa de aplicativo nem de força de vontade infinita, só de um timer. Siga para mais truques simples.',
          'a row of colorful kitchen timers on a shelf',
        ],
      ],
    },
    {
      topics: ['health-wellness', 'science-exploration'],
      hashtags: ['#sono', '#saude', '#cerebro', '#ciencia'],
      titles: ['Onze dias sem dormir', 'O garoto que desafiou o sono'],
      hooks: [
        [
          'Em 1964, um garoto de dezessete anos completou onze dias sem dormir. O que aconteceu com ele é um alerta.',
          'a tired teenager sitting on a bed at night, a clock on the wall',
        ],
        [
          'Ele queria provar que ficar sem dormir não fazia mal nenhum. O próprio cérebro provou o contrário.',
          'a teenage boy splashing water on his face in a dim bathroom',
        ],
      ],
      beats: [
        {
          line: [
            'San Diego, fim de 1963. O estudante Randy Gardner quis bater o recorde de tempo sem dormir numa feira de ciências.',
            'a high school science fair in the 1960s with posters and students',
          ],
          more: [
            'Os amigos se revezavam para mantê-lo acordado, com basquete, fliperama e passeios de carro.',
            'two teenagers playing basketball at night under a streetlight',
          ],
        },
        {
          line: [
            'No segundo dia, já tinha dificuldade para focar os olhos. No quarto, começou a alucinar: confundiu uma placa de rua com uma pessoa.',
            'a street sign at night that looks like a human silhouette in the fog',
          ],
        },
        {
          line: [
            'William Dement, pesquisador do sono de Stanford, leu sobre o caso e foi acompanhar o experimento.',
            'a scientist in a suit taking notes beside a tired teenager, 1964',
          ],
          more: [
            'Os observadores registraram mau humor, lapsos de memória e dificuldade de concentração, que pioravam a cada dia.',
            'a notebook filled with handwritten observations under a desk lamp',
          ],
        },
        {
          line: [
            'Perto do fim, pediram que ele fosse subtraindo sete a partir de cem. Ele parou no sessenta e cinco: tinha esquecido o que estava fazendo.',
            'numbers written in chalk on a blackboard, some of them erased',
          ],
        },
        {
          line: [
            'Depois de 264 horas acordado, Randy dormiu umas catorze horas seguidas.',
            'a teenage boy sleeping deeply in a hospital bed, soft morning light',
          ],
          more: [
            'O recorde ficou famoso, mas hoje o Guinness nem aceita mais tentativas desse tipo, por causa do risco à saúde.',
            'a closed record book on a dusty shelf in a beam of light',
          ],
        },
      ],
      closes: [
        [
          'Dormir não é perda de tempo, é manutenção do cérebro. A maioria dos adultos precisa de sete a nove horas. Quantas você dormiu?',
          'a calm dark bedroom with moonlight on the pillow',
        ],
        [
          'Onze dias acordado mostraram que o sono não é luxo. Hoje à noite, vá para a cama um pouco mais cedo.',
          'a crescent moon over quiet houses on a soft blue night',
        ],
      ],
    },
    {
      topics: ['pop-culture', 'famous-figures'],
      hashtags: ['#carmenmiranda', '#hollywood', '#samba', '#cinema'],
      titles: ['Carmen Miranda, a Pequena Notável', 'A brasileira do chapéu de frutas'],
      hooks: [
        [
          'Ela nasceu em Portugal, virou a cara do Brasil e conquistou Hollywood com um turbante cheio de frutas.',
          'a glamorous singer in a towering fruit turban under bright Hollywood studio lights',
        ],
        [
          'Antes de Hollywood, ela já era estrela do rádio no Brasil. Depois, virou um rosto conhecido no mundo todo.',
          'a 1930s radio studio with a woman singing into a large microphone',
        ],
      ],
      beats: [
        {
          line: [
            'Carmen Miranda nasceu em 1909, em Portugal, e chegou ao Rio ainda pequena. Antes de cantar, aprendeu a fazer chapéus numa loja.',
            'a small hat shop in 1920s Rio de Janeiro, a young woman shaping a hat',
          ],
          more: [
            'Em 1930, estourou com a marchinha Taí, e o Brasil inteiro começou a cantar com ela.',
            'a shellac record spinning on an old gramophone',
          ],
        },
        {
          line: [
            'Em 1939, no filme Banana da Terra, apareceu vestida de baiana, de turbante e balangandãs.',
            'a singer in a colorful Bahian dress with turban and bead necklaces on a film set',
          ],
          more: [
            'Cantava O que é que a baiana tem, de Dorival Caymmi, com um figurino inspirado nas vendedoras de rua da Bahia.',
            'Bahian women street vendors in white dresses in a sunny old town square',
          ],
        },
        {
          line: [
            'No mesmo ano, um empresário da Broadway a viu no Cassino da Urca e a levou para Nova York.',
            'a glittering 1930s casino stage in Rio with a singer and a band',
          ],
          more: [
            'Ela foi com seu conjunto, o Bando da Lua, e virou sensação nos palcos americanos.',
            'a Broadway theater marquee lit up at night, 1939',
          ],
        },
        {
          line: [
            'Em 1940, voltou ao Rio e foi recebida com frieza. Respondeu do jeito dela, com um samba: Disseram que voltei americanizada.',
            'a singer standing alone on a stage facing a silent audience',
          ],
        },
        {
          line: [
            'Em Hollywood, fez mais de uma dezena de filmes, e o chapéu de frutas do musical The Gang’s All Here, de 1943, virou sua marca.',
            'a musical number with giant bananas and dancers in bright technicolor',
          ],
          more: [
            'Ela morreu em 1955, com apenas quarenta e seis anos. O corpo voltou ao Rio, e uma multidão acompanhou o enterro.',
            'a crowd filling a Rio de Janeiro street in mourning, 1955',
          ],
        },
      ],
      closes: [
        [
          'A moça que fazia chapéus acabou dona de um dos chapéus mais famosos do cinema. Conhecia essa história?',
          'a hat made of tropical fruits displayed in a museum case, spotlight',
        ],
        [
          'Não à toa, o apelido dela era Pequena Notável. Siga para mais histórias da cultura pop.',
          'a pair of very tall platform shoes on a stage under a single spotlight',
        ],
      ],
    },
  ],
  arcs: {
    story: {
      titles: ['{T}', '{T}: uma história'],
      hooks: ['A história de hoje: {S}.', 'Você pediu uma história, então aqui está: {S}.'],
      beats: [
        {
          line: 'Toda história como esta começa em silêncio. Um dia comum, um lugar comum, e ninguém espera que alguma coisa vá mudar.',
          more: 'Essa é a primeira coisa que vale notar. Os momentos que importam quase nunca se anunciam.',
        },
        {
          line: 'Então alguma coisa se mexe. Uma pergunta, uma escolha, uma pequena rachadura na rotina que não vai mais se fechar.',
        },
        {
          line: 'No começo, tudo dá errado. Os planos falham, as dúvidas crescem, e o caminho mais fácil parece melhor a cada hora.',
          more: 'É aqui que terminam quase todas as versões desta história, com alguém decidindo que não vale a pena.',
        },
        {
          line: 'Mas aqui vem a virada. Alguém continua, não porque é fácil, mas porque desistir custaria mais caro.',
          more: 'Pequenos passos se somam. Mais uma tentativa, mais um dia, mais um esforço sincero.',
        },
        {
          line: 'E, pouco a pouco, o cenário muda. O que parecia impossível no início parece óbvio olhando para trás.',
          more: 'Esse é o padrão escondido em quase toda grande história, e esta não é nenhuma exceção.',
        },
      ],
      closes: [
        'Lembre disso quando a sua própria história chegar à parte difícil. Siga para mais histórias como esta.',
        'Todo fim é o começo de alguém. O que você teria feito?',
      ],
    },
    explainer: {
      titles: ['{T}', '{T}: o que quase ninguém sabe'],
      hooks: [
        'Aqui está algo que vale um minuto do seu tempo: {S}.',
        'O tema de hoje: {S}. E é mais estranho do que parece.',
      ],
      beats: [
        {
          line: 'À primeira vista, parece simples. Quase todo mundo já ouviu falar disso, e quase todo mundo acha que já entende.',
        },
        {
          line: 'Mas, olhando de perto, fica muito mais interessante. É nos detalhes que a verdadeira história se esconde.',
          more: 'Quem estuda o assunto a fundo ainda discute esses detalhes, e esse debate é metade da graça.',
        },
        {
          line: 'A primeira surpresa é com quanta coisa isso se conecta. Puxe um fio e você encontra história, ciência e gente com opiniões muito fortes.',
        },
        {
          line: 'A segunda surpresa é o quanto isso toca o dia a dia, muitas vezes de jeitos que ninguém percebe.',
          more: 'Depois que você vê, começa a notar em todo lugar: no noticiário, no trabalho, até no jantar.',
        },
        {
          line: 'E a maior lição é simples. A resposta óbvia raramente é a resposta completa.',
          more: 'É por isso que a curiosidade importa. Toda descoberta começa com mais uma pergunta.',
        },
      ],
      closes: [
        'Salve este vídeo e mande para aquele amigo que sempre pergunta por quê. Siga para mais.',
        'Agora você sabe mais do que a maioria das pessoas. O que vamos explorar na próxima?',
      ],
    },
    guide: {
      titles: ['{T}', '{T}, passo a passo'],
      hooks: [
        'Aqui vai um guia simples: {S}.',
        'Quer fazer isso do jeito certo? O tema é este: {S}. Veja como, passo a passo.',
      ],
      beats: [
        {
          line: 'Passo um. Decida como é o sucesso de verdade. Escreva isso numa única frase clara.',
        },
        {
          line: 'Passo dois. Divida tudo nas menores partes que conseguir. Cada uma deve levar minutos, não horas.',
          more: 'Metas grandes pesam. Passos pequenos parecem possíveis, e o que é possível é o que de fato acontece.',
        },
        {
          line: 'Passo três. Faça a primeira parte hoje, mesmo que saia mal. Começar é o mais difícil, e o embalo existe.',
        },
        {
          line: 'Passo quatro. Veja o que funciona e o que não funciona. Mude uma coisa de cada vez, não tudo de uma vez.',
          more: 'Anote rapidinho o que você tentou. Os padrões aparecem mais rápido do que você imagina.',
        },
        {
          line: 'Passo cinco. Repita até virar hábito. A constância vence a intensidade quase sempre.',
          more: 'A maioria das pessoas desiste na primeira semana. Passar dela já coloca você à frente de quase todo mundo.',
        },
      ],
      closes: [
        'Salve este guia e experimente o passo um hoje mesmo. Siga para mais dicas práticas.',
        'Decida, divida, comece, ajuste e repita. Você consegue.',
      ],
    },
    whatIf: {
      titles: ['E se {S}?', 'Imagine só: e se {S}?'],
      hooks: [
        'E se {S}? Este é o experimento mental de hoje.',
        'Imagine por um momento. E se {S}? O que aconteceria de verdade?',
      ],
      beats: [
        {
          line: 'Imagine que isso vira realidade amanhã de manhã. No começo, quase ninguém perceberia nada.',
        },
        {
          line: 'Depois viriam os primeiros efeitos. As notícias se espalhariam, as pessoas discutiriam, e os especialistas correriam para explicar.',
          more: 'Uns veriam uma ameaça, outros uma oportunidade. Os dois lados teriam um pouco de razão.',
        },
        {
          line: 'Em um ano, a vida cotidiana se adaptaria. Os empregos, os hábitos e até o nosso jeito de falar começariam a mudar.',
        },
        {
          line: 'Algumas consequências seriam fáceis de prever. As mais interessantes seriam as surpresas que ninguém planejou.',
          more: 'A história mostra que as grandes mudanças sempre se espalham de jeitos que nem os mais espertos conseguem prever.',
        },
        {
          line: 'Em uma geração, tudo pareceria normal. As crianças cresceriam sem conseguir imaginar o mundo de antes.',
          more: 'É assim que terminam todas as revoluções de verdade: não com uma explosão, mas com as pessoas esquecendo que um dia foi diferente.',
        },
      ],
      closes: [
        'Então, o mundo seria melhor ou pior? Me conta o que você acha.',
        'Experimentos mentais são o nosso ensaio para o futuro. Siga para mais.',
      ],
    },
  },
  topicSubjects: {
    'inspirational-stories': 'alguém que nunca desistiu',
    'myths-mythology': 'uma lenda antiga que ainda é contada',
    'science-exploration': 'uma descoberta científica surpreendente',
    'pop-culture': 'os segredos por trás de um filme famoso',
    'comedy-entertainment': 'por que a gente ri',
    'what-if-scenarios': 'o dinheiro em espécie desaparecesse amanhã',
    'how-to-guides': 'como aprender algo novo em trinta dias',
    'war-stories': 'a coragem de gente comum em tempos de guerra',
    'unsolved-mysteries': 'um mistério que ninguém resolveu',
    'historical-moments': 'um dia que mudou a história',
    'fun-facts': 'curiosidades que quase ninguém conhece',
    'tech-futurism': 'a tecnologia que vai mudar a nossa vida',
    'life-hacks': 'truques simples para facilitar o dia a dia',
    'famous-figures': 'uma pessoa famosa e o momento que a definiu',
    'health-wellness': 'o sono e o que ele faz pela sua saúde',
    'true-adventures': 'uma aventura real contra todas as probabilidades',
  },
  arcPatterns: {
    whatIf: /o que aconteceria se|(^|[\s"])e se\s/u,
    guide: /como\s|dicas?\b|guia|passos?\b|truques?\b/u,
    story: /hist[óo]ria|conto|lenda|aventura|viagem|vida de|quem\s/u,
    explainer: /por que|porqu[eê]|fatos?\b|curiosidade|ci[êe]ncia|explica|segredo|verdade|descobr/u,
  },
  leading: [
    /^(por favor,?\s+)?((voc[êe]\s+)?(pode|poderia)\s+)?(me\s+)?(escreva|escreve|fa[çc]a|faz|crie|conte|conta|explique|explica|mostre|mostra)\s+((para|pra) mim\s+)?/iu,
    /^(uma?\s+)?((breve|curta|pequena)\s+)?(hist[óo]ria|v[íi]deo|roteiro|conto)\s+(sobre|de|a respeito de)\s+/iu,
    /^a hist[óo]ria de\s+/iu,
    /^sobre\s+/iu,
  ],
  whatIfLead: /^.*?(o que aconteceria se|(^|[\s"])e se)\s+/iu,
  fallbackSubject: 'uma história que merece ser contada',
  stopWords:
    'o a os as um uma uns umas de do da dos das e ou que em no na nos nas com por para pra sobre como meu minha seu sua este esta esse essa isso ao se quando onde porque mas'.split(
      ' ',
    ),
  tags: ['#historias'],
};
