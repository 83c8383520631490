import type { LanguageLibrary } from './types.js';

/**
 * The built-in writer in Portuguese (Brazilian spelling, "você"): four true stories for the
 * preset topics they fit, and the English arcs' narration for everything else. Image prompts
 * stay in English, which illustrators read best.
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
