import type { TopicPack } from './types.js';

/** Hand-written stories for the eight sentence topics, keyed by the slug of their label. */
export const STORIES_B: Record<string, TopicPack> = {
  'unsolved-mysteries': {
    mood: 'mysterious',
    hashtags: ['#unsolved', '#mystery', '#history', '#truecrime'],
    stories: [
      {
        titles: ['The Ghost Ship Mary Celeste', 'The Ship With No One On Board'],
        hooks: [
          [
            'In 1872, a ship was found sailing perfectly well, with not a single person on board.',
            'an old sailing ship drifting on a gray ocean in fog, no crew',
          ],
          [
            'The food was still there. The cargo was still there. The crew was gone.',
            'an empty ship cabin with a table and a lamp, dim light',
          ],
        ],
        beats: [
          {
            line: [
              'December 1872, the Atlantic, between the Azores and Portugal. The crew of the Dei Gratia spotted a ship moving strangely.',
              'a sailing ship on a stormy atlantic ocean, dark clouds',
            ],
          },
          {
            line: [
              'It was the Mary Celeste, which had left New York a month earlier with Captain Briggs, his wife, their two-year-old daughter, and seven crew.',
              'a harbor in New York with old sailing ships, dawn',
            ],
            more: [
              'Briggs was an experienced, sober captain. His crew were described as good, reliable men.',
              'an old portrait of a sea captain with a beard, candle light',
            ],
          },
          {
            line: [
              'The boarding party found the ship seaworthy. Six months of food and water. Personal belongings untouched.',
              'a ship cabin with a table, books, and a lamp, no people',
            ],
          },
          {
            line: [
              'But the only lifeboat was missing, and the ship\u2019s papers, except the logbook, were gone.',
              'a rope hanging over the side of a ship where a lifeboat used to be, sea',
            ],
            more: [
              'The last log entry was nine days old, and said nothing unusual at all.',
              'an open logbook with handwriting and a quill by a candle',
            ],
          },
          {
            line: [
              'The cargo was over fifteen hundred barrels of alcohol. Nine barrels were later found empty.',
              'wooden barrels stacked in the dark hold of a ship, lantern light',
            ],
            more: [
              'One theory says fumes leaked, the captain feared an explosion, and everyone climbed into the lifeboat to wait. Then the rope snapped.',
              'a small lifeboat alone on a vast dark sea, moon',
            ],
          },
        ],
        closes: [
          [
            'Pirates, a waterspout, a sea monster, a panic. Nobody knows. The ten people were never seen again.',
            'a ghostly sailing ship in thick fog, moonlight',
          ],
          [
            'The sea kept its secret. What do you think happened on board?',
            'waves crashing at night under a full moon, mist',
          ],
        ],
      },
      {
        titles: ['The Book Nobody Can Read', 'The Voynich Manuscript'],
        hooks: [
          [
            'There is a six-hundred-year-old book that no one on Earth can read.',
            'an ancient book open on a wooden desk with strange writing, candle light',
          ],
          [
            'Codebreakers who cracked wartime ciphers tried this book. They all failed.',
            'old handwritten pages with strange symbols and plant drawings',
          ],
        ],
        beats: [
          {
            line: [
              'It is called the Voynich Manuscript, after the book dealer Wilfrid Voynich, who bought it in 1912.',
              'an old library with shelves of ancient books, dusty light',
            ],
          },
          {
            line: [
              'Two hundred and forty pages of vellum, covered in a flowing script that matches no known language.',
              'close up of old parchment with mysterious looping script',
            ],
            more: [
              'Carbon dating puts the vellum in the early fifteenth century, between 1404 and 1438. So it is not a modern hoax.',
              'a scientist examining an old page under a lamp in a laboratory',
            ],
          },
          {
            line: [
              'Its pictures are just as strange. Plants that do not exist. Star charts. Pools of green water filled with tiny figures.',
              'strange flowers and star charts drawn on old paper, green ink',
            ],
          },
          {
            line: [
              'The text behaves like a real language. Some words repeat in patterns that natural languages show. Yet nobody can read a single sentence.',
              'an ancient alphabet of strange symbols floating in the dark',
            ],
            more: [
              'During the Second World War, American codebreakers who broke Japanese codes studied it for years. They got nowhere.',
              'a codebreaker at a desk with papers and a typewriter, night',
            ],
          },
          {
            line: [
              'Theories range from a lost language, to a medical handbook in code, to a brilliant medieval fake made to sell to a collector.',
              'a medieval scholar writing by candle light in a stone room',
            ],
            more: [
              'Every few years someone announces they have solved it. So far, every claim has fallen apart.',
              'torn pages of a book scattered on a table, candle',
            ],
          },
        ],
        closes: [
          [
            'Today it sits in Yale\u2019s rare book library, and anyone can look at the scans online. Maybe you will be the one.',
            'a grand library with a glowing book on a stand',
          ],
          [
            'Six centuries later, its author is still keeping the secret.',
            'a closed ancient book with a key on a dark table',
          ],
        ],
      },
    ],
  },

  'historical-moments': {
    mood: 'epic',
    hashtags: ['#history', '#historytok', '#onthisday', '#worldhistory'],
    stories: [
      {
        titles: ['Twenty Seconds of Fuel', 'The Landing That Almost Failed'],
        hooks: [
          [
            'The first Moon landing came within seconds of being called off.',
            'a lunar lander descending toward the gray moon surface, stars',
          ],
          [
            'Alarms were ringing, fuel was running out, and Neil Armstrong took the controls.',
            'a spacecraft cockpit with glowing warning lights',
          ],
        ],
        beats: [
          {
            line: [
              'July 20, 1969. The lunar module Eagle was falling toward the Moon with Neil Armstrong and Buzz Aldrin inside.',
              'a small spacecraft above the moon with earth in the distance',
            ],
          },
          {
            line: [
              'Then the computer flashed an alarm. 1202. Nobody in the cabin knew what it meant.',
              'glowing numbers on an old computer display in a dark cockpit',
            ],
            more: [
              'In Houston, a young engineer recognized it. The computer was overloaded but still doing the important work. The call came back: go.',
              'mission control room with rows of screens and engineers',
            ],
          },
          {
            line: [
              'Looking out the window, Armstrong saw the autopilot was steering them into a crater full of boulders.',
              'a crater with huge boulders on the moon seen from above',
            ],
          },
          {
            line: [
              'He took manual control and flew on, skimming over the rocks, searching for flat ground while the fuel gauge dropped.',
              'a lunar lander flying low over the rocky moon surface',
            ],
            more: [
              'Mission control called out the time left. Sixty seconds. Thirty seconds. Everyone in the room held their breath.',
              'a clock and a fuel gauge glowing in the dark',
            ],
          },
          {
            line: [
              'Eagle touched down with roughly twenty-five seconds of fuel to spare. Then Armstrong said: Houston, Tranquility Base here. The Eagle has landed.',
              'a lunar module standing on the moon surface, earth rising',
            ],
            more: [
              'Six and a half hours later, he stepped onto the surface, watched by around six hundred million people.',
              'an astronaut stepping on the moon, footprint in the dust',
            ],
          },
        ],
        closes: [
          [
            'One small step came after one very long minute. History is often decided by seconds.',
            'a footprint on the moon with earth glowing in the sky',
          ],
          [
            'The most famous landing in history was nearly an abort. Calm under pressure made it happen.',
            'an american flag on the moon, black sky and stars',
          ],
        ],
      },
      {
        titles: ['The Mistake That Opened the Berlin Wall', 'One Word That Ended a Wall'],
        hooks: [
          [
            'The Berlin Wall fell because of a confused answer at a press conference.',
            'a concrete wall with graffiti at night, city lights',
          ],
          [
            'November 9, 1989. One man read the wrong note, and a wall came down.',
            'crowds climbing on a wall at night, fireworks',
          ],
        ],
        beats: [
          {
            line: [
              'For twenty-eight years, the Berlin Wall split a city, and families, in two. People died trying to cross it.',
              'a long gray wall dividing a city with watchtowers',
            ],
          },
          {
            line: [
              'By late 1989, East Germany was shaking. Huge protests filled the streets, and thousands were fleeing through other countries.',
              'a huge crowd with candles marching through a city at night',
            ],
            more: [
              'The government decided to ease travel rules, hoping to release the pressure slowly and on its own terms.',
              'an old government office with a desk and documents, lamp',
            ],
          },
          {
            line: [
              'The spokesman, G\u00fcnter Schabowski, was handed the new rules just before a live press conference. He had not been briefed.',
              'a man at a press conference table with microphones and cameras',
            ],
          },
          {
            line: [
              'A journalist asked: when does this take effect? He shuffled his papers and said: immediately, without delay.',
              'journalists raising their hands with cameras flashing',
            ],
            more: [
              'It was supposed to start the next day, with visas and paperwork. But the words were already on television.',
              'an old television glowing in a dark living room',
            ],
          },
          {
            line: [
              'Thousands rushed to the checkpoints that night. The guards had no orders. Finally, at Bornholmer Street, they opened the gate.',
              'a crowd pushing through a border gate at night, floodlights',
            ],
            more: [
              'People climbed on top of the wall, hugged strangers, and began chipping it away with hammers.',
              'people standing on top of a wall with hammers, celebrating',
            ],
          },
        ],
        closes: [
          [
            'Within a year, Germany was one country again. Sometimes history turns on a single sentence.',
            'the brandenburg gate at dawn with a crowd and flags',
          ],
          [
            'The wall was built to last. It was undone by a misread note.',
            'broken pieces of a concrete wall on the ground, sunrise',
          ],
        ],
      },
    ],
  },

  'fun-facts': {
    mood: 'playful',
    hashtags: ['#funfacts', '#didyouknow', '#mindblown', '#learnsomething'],
    stories: [
      {
        titles: ['Facts That Sound Fake But Are True', 'Five Facts to Break Your Brain'],
        hooks: [
          [
            'These facts sound completely made up. Every single one is true.',
            'a glowing question mark in a dark room, sparks',
          ],
          [
            'Number three will make you look at your fruit bowl differently.',
            'a colorful fruit bowl with bananas and strawberries, bright light',
          ],
        ],
        beats: [
          {
            line: [
              'One. An octopus has three hearts and blue blood. Two hearts pump blood through the gills, one through the body.',
              'an octopus swimming in deep blue water, glowing',
            ],
            more: [
              'And the heart that serves the body actually stops beating while it swims, which is why octopuses prefer to crawl.',
              'an octopus crawling on the sea floor among rocks',
            ],
          },
          {
            line: [
              'Two. Honey never spoils. Archaeologists have found pots of honey in Egyptian tombs that are thousands of years old, still edible.',
              'a golden honey jar in an ancient egyptian tomb, torch light',
            ],
          },
          {
            line: [
              'Three. Botanically, bananas are berries. Strawberries are not.',
              'bananas and strawberries on a table, sunny kitchen',
            ],
            more: [
              'A true berry grows from a single flower with one ovary. By that rule, tomatoes, grapes, and even avocados are berries too.',
              'tomatoes, grapes, and avocados on a wooden board',
            ],
          },
          {
            line: [
              'Four. A day on Venus is longer than its year. It takes longer to spin once than to circle the Sun.',
              'the planet venus glowing yellow in space near the sun',
            ],
          },
          {
            line: [
              'Five. Sharks are older than trees. Sharks have been around for over four hundred million years; trees for about three hundred and eighty-five million.',
              'a shark swimming under the ocean surface with sun rays',
            ],
            more: [
              'Sharks have survived five mass extinctions. They swam in oceans before there were dinosaurs or even Saturn\u2019s rings, which are much younger.',
              'a shark silhouette in deep blue water, ancient ocean',
            ],
          },
        ],
        closes: [
          [
            'Which one surprised you most? Follow for more facts you can use to win any dinner conversation.',
            'friends laughing around a dinner table, warm lights',
          ],
          [
            'The world is stranger than fiction. Share this with someone who thinks they know everything.',
            'a globe spinning on a desk in a sunny room',
          ],
        ],
      },
      {
        titles: ['Weird Facts About Everyday Things', 'You Have Been Wrong About These'],
        hooks: [
          [
            'The Eiffel Tower grows in summer. And that is not even the strangest fact on this list.',
            'the eiffel tower under a hot summer sun, blue sky',
          ],
          [
            'Here are five everyday things that are much weirder than you think.',
            'a collection of everyday objects on a table, bright light',
          ],
        ],
        beats: [
          {
            line: [
              'One. The Eiffel Tower can be about fifteen centimeters taller in summer. Heat makes the iron expand.',
              'the eiffel tower at sunset with a warm glowing sky',
            ],
          },
          {
            line: [
              'Two. Wombats produce cube-shaped poop. Their intestines shape it, and the cubes stay put on rocks to mark territory.',
              'a wombat standing on a rock in the australian bush',
            ],
            more: [
              'Scientists studied this for years, and the research even won an Ig Nobel Prize in 2019.',
              'a trophy on a stage under a spotlight',
            ],
          },
          {
            line: [
              'Three. Your stomach gets a new lining every few days. Otherwise the acid would start digesting you.',
              'a glowing stomach made of light, science illustration, dark background',
            ],
          },
          {
            line: [
              'Four. Oxford University is older than the Aztec Empire. Teaching there started around 1096; Tenochtitlan was founded in 1325.',
              'old stone university buildings with towers, golden light',
            ],
            more: [
              'Cleopatra also lived closer in time to the Moon landing than to the building of the Great Pyramid.',
              'a pyramid in the desert under stars with the moon',
            ],
          },
          {
            line: [
              'Five. There are more possible games of chess than atoms in the observable universe.',
              'a chess board with glowing pieces floating in space among stars',
            ],
            more: [
              'Yet computers now beat every human. Not by checking every game, but by learning which ones matter.',
              'a robot hand moving a chess piece, neon light',
            ],
          },
        ],
        closes: [
          [
            'Follow for more facts that make you sound smart at parties.',
            'a lightbulb glowing above a crowd at a party',
          ],
          [
            'Everyday life is full of secrets. Which fact was new to you?',
            'a magnifying glass over a city map, warm light',
          ],
        ],
      },
    ],
  },

  'tech-futurism': {
    mood: 'epic',
    hashtags: ['#technology', '#future', '#innovation', '#science'],
    stories: [
      {
        titles: ['A Star in a Bottle', 'The Day Fusion Worked'],
        hooks: [
          [
            'In December 2022, scientists did something they had chased for seventy years. They made a tiny star on Earth.',
            'a tiny glowing sun inside a metal chamber, lasers',
          ],
          [
            'Clean, nearly limitless energy from seawater. It sounds like science fiction. It just got real.',
            'ocean waves glowing with blue energy at night',
          ],
        ],
        beats: [
          {
            line: [
              'The Sun shines through fusion. It squeezes hydrogen atoms so hard they merge, releasing enormous energy.',
              'the sun in space with swirling flares, close up',
            ],
          },
          {
            line: [
              'Doing that on Earth means temperatures hotter than the Sun\u2019s core. For decades, every experiment used more energy than it produced.',
              'a scientist in a laboratory with glowing machines and screens',
            ],
            more: [
              'The joke among physicists was that fusion is always thirty years away. It was said in the fifties, and in the nineties.',
              'an old clock on a laboratory wall, dusty light',
            ],
          },
          {
            line: [
              'At the National Ignition Facility in California, 192 lasers fired at a capsule smaller than a peppercorn.',
              'many laser beams converging on a tiny glowing point, dark chamber',
            ],
          },
          {
            line: [
              'For the first time, the reaction released more energy than the lasers delivered to it. Scientists call it ignition.',
              'a brilliant flash of light in a dark chamber, rays',
            ],
            more: [
              'The whole facility still used far more power than that, so we are not there yet. But the physics finally worked.',
              'a large building at night with power lines and lights',
            ],
          },
          {
            line: [
              'Fusion fuel can come from seawater. No carbon emissions, and far less long-lived waste than today\u2019s nuclear power.',
              'a clean futuristic power plant by the sea at sunrise',
            ],
            more: [
              'Dozens of companies are now racing to build the first power plant that puts fusion electricity on the grid.',
              'a futuristic city skyline glowing with clean energy at night',
            ],
          },
        ],
        closes: [
          [
            'It may take decades. But humanity has now lit a star, even if only for a moment.',
            'a tiny star glowing in human hands, dark background',
          ],
          [
            'The future of energy might be the same thing that lights our sky. Would you live next to a fusion plant?',
            'a sunrise over a futuristic city with a glowing tower',
          ],
        ],
      },
      {
        titles: ['Typing With Your Thoughts', 'When Brains Talk to Computers'],
        hooks: [
          [
            'People who cannot move a finger are now typing, just by thinking.',
            'a glowing brain connected to a computer screen with light',
          ],
          [
            'The keyboard might be the next thing we stop needing.',
            'a keyboard dissolving into light particles, dark room',
          ],
        ],
        beats: [
          {
            line: [
              'Every thought and movement you make starts as electrical signals between billions of neurons.',
              'a network of glowing neurons in the dark, electric sparks',
            ],
          },
          {
            line: [
              'A brain-computer interface listens to those signals with tiny sensors, and software learns what they mean.',
              'a tiny computer chip with glowing circuits, close up',
            ],
            more: [
              'When a paralyzed person imagines moving their hand, the neurons still fire, even if the hand cannot respond.',
              'a hand made of light reaching toward a screen',
            ],
          },
          {
            line: [
              'In research trials, people with paralysis have moved cursors, controlled robotic arms, and typed messages by imagining writing letters.',
              'a robotic arm reaching for a cup on a table, lab light',
            ],
          },
          {
            line: [
              'Newer systems decode attempted speech, turning it into text and even into a synthetic voice at conversational speed.',
              'sound waves turning into glowing text on a screen',
            ],
            more: [
              'For someone who has not spoken in years, hearing their own sentences again is life-changing.',
              'a smiling person in a hospital room with a screen, warm light',
            ],
          },
          {
            line: [
              'The technology is still early, surgical, and expensive. And it raises hard questions about the privacy of our own minds.',
              'a lock over a glowing brain, dark blue background',
            ],
            more: [
              'Who owns your brain data? Can it be hacked? Lawmakers in some places are already writing neural rights into law.',
              'a courtroom with a glowing brain hologram',
            ],
          },
        ],
        closes: [
          [
            'First it gives a voice back to those who lost it. What it means for everyone else is up to us.',
            'a person looking at a sunrise over a futuristic city',
          ],
          [
            'The next interface might not be a screen. It might be you.',
            'a silhouette of a head with glowing circuits, stars',
          ],
        ],
      },
    ],
  },

  'life-hacks': {
    mood: 'playful',
    hashtags: ['#lifehacks', '#tips', '#hacks', '#everydayhacks'],
    stories: [
      {
        titles: ['Kitchen Hacks You Will Use Every Week', 'Five Kitchen Tricks That Actually Work'],
        hooks: [
          [
            'These kitchen tricks save you time every single week. Number two is genius.',
            'a bright kitchen with a wooden table, fruit and utensils',
          ],
          [
            'Stop doing these things the hard way. Here are five kitchen hacks that actually work.',
            'a cutting board with vegetables and a knife, sunny kitchen',
          ],
        ],
        beats: [
          {
            line: [
              'One. Need a cold drink fast? Wrap the bottle in a wet paper towel and put it in the freezer. The evaporation cools it in about fifteen minutes.',
              'a bottle wrapped in a paper towel in a frosty freezer',
            ],
          },
          {
            line: [
              'Two. Peel garlic in seconds. Put the cloves in a jar, close the lid, and shake hard. The skins fall right off.',
              'garlic cloves in a glass jar on a kitchen counter',
            ],
            more: [
              'Ginger is easier too. Scrape the skin off with the edge of a spoon instead of a knife, and you waste almost nothing.',
              'a spoon scraping fresh ginger root on a wooden board',
            ],
          },
          {
            line: [
              'Three. Keep brown sugar soft by storing it with a slice of bread. The sugar pulls moisture from the bread.',
              'a jar of brown sugar with a slice of bread, warm light',
            ],
          },
          {
            line: [
              'Four. To stop a pot from boiling over, lay a wooden spoon across the top. It breaks the bubbles before they spill.',
              'a wooden spoon on top of a boiling pot, steam',
            ],
            more: [
              'Five. Reheat pizza in a pan with a few drops of water and a lid. Crispy base, melted cheese, no soggy microwave slice.',
              'a slice of pizza in a frying pan with steam, cozy kitchen',
            ],
          },
          {
            line: [
              'And if you are not sure your eggs are fresh, put one in a bowl of water. Fresh eggs sink. Old eggs float.',
              'an egg floating in a glass bowl of water, kitchen counter',
            ],
          },
        ],
        closes: [
          [
            'Save this for your next cooking session, and tell me which one you are trying first.',
            'a happy cook in a bright kitchen, sunny window',
          ],
          [
            'Small tricks, big time savings. Follow for more.',
            'a clock and kitchen utensils on a colorful table',
          ],
        ],
      },
      {
        titles: ['Tiny Habits That Save Hours', 'Productivity Hacks That Are Almost Too Simple'],
        hooks: [
          [
            'These tiny habits take seconds, and together they can save you hours every week.',
            'a clean desk with a notebook, a plant, and morning sunlight',
          ],
          [
            'You do not need more motivation. You need better defaults.',
            'a sunrise through a window onto a tidy desk',
          ],
        ],
        beats: [
          {
            line: [
              'One. The two-minute rule. If a task takes less than two minutes, do it right now instead of writing it down.',
              'a small clock on a desk next to a checklist, bright light',
            ],
          },
          {
            line: [
              'Two. Put your phone in another room while you work. Research suggests even a silent phone on the desk pulls at your attention.',
              'a phone lying face down on a shelf in another room, soft light',
            ],
            more: [
              'If that feels impossible, turn the screen to grayscale. Colorless apps are surprisingly boring.',
              'a gray phone screen on a wooden table',
            ],
          },
          {
            line: [
              'Three. Prepare tomorrow tonight. Lay out your clothes, write down your first task, and fill the water bottle.',
              'clothes laid out on a chair at night, a lamp glowing',
            ],
          },
          {
            line: [
              'Four. Use a timer. Work for twenty-five minutes, then take a five-minute break. It makes starting much less scary.',
              'a red tomato shaped kitchen timer on a desk',
            ],
            more: [
              'Most procrastination is the fear of starting, not the work itself. A timer makes the first step small.',
              'a person starting to write in a notebook, coffee, morning light',
            ],
          },
          {
            line: [
              'Five. Keep a done list, not just a to-do list. Seeing what you finished keeps the momentum going.',
              'a notebook with checked boxes and a pen, warm lamp',
            ],
            more: [
              'At the end of each day, write three things you completed, no matter how small.',
              'a sunset through a window over a desk with a notebook',
            ],
          },
        ],
        closes: [
          [
            'Pick one habit and start it today. Tiny changes compound into big results.',
            'a staircase rising toward a bright sky',
          ],
          [
            'Save this, and check back in a week to see how much time you got back.',
            'an hourglass on a desk with sunlight',
          ],
        ],
      },
    ],
  },

  'famous-figures': {
    mood: 'uplifting',
    hashtags: ['#history', '#famouspeople', '#legends', '#inspiration'],
    stories: [
      {
        titles: ['Marie Curie and the Glow in the Dark', 'The Woman Who Won Two Nobels'],
        hooks: [
          [
            'Her notebooks are still so radioactive that you need protective gear to read them.',
            'old notebooks glowing green on a laboratory shelf, dark room',
          ],
          [
            'She was refused a place at university because she was a woman. Then she won two Nobel Prizes.',
            'a woman scientist standing in a laboratory with glowing vials',
          ],
        ],
        beats: [
          {
            line: [
              'Maria Sk\u0142odowska grew up in Warsaw, where women could not attend university. So she studied in secret at a hidden, illegal school.',
              'a dim room in an old city at night, students reading by candle light',
            ],
            more: [
              'She worked as a governess for years to pay for her sister\u2019s studies, and then her sister paid for hers.',
              'a young woman writing a letter by a window, winter',
            ],
          },
          {
            line: [
              'In Paris she became Marie Curie, and with her husband Pierre she studied strange rays coming from uranium.',
              'the city of Paris at dusk with rooftops and the river',
            ],
          },
          {
            line: [
              'Working in a leaky shed, she processed tons of ore by hand, stirring boiling pots with an iron rod nearly as tall as herself.',
              'a wooden shed laboratory with steaming pots and glass jars',
            ],
            more: [
              'In the dark, the tiny samples glowed a faint blue. She kept some by her bed to look at at night.',
              'tiny glowing blue vials in a dark room, night',
            ],
          },
          {
            line: [
              'She discovered two new elements, polonium and radium, and named polonium after her homeland, Poland.',
              'glowing chemical elements in glass tubes, periodic table',
            ],
          },
          {
            line: [
              'She became the first woman to win a Nobel Prize, and is still the only person to win in two different sciences.',
              'two golden medals shining on a dark velvet background',
            ],
            more: [
              'During the First World War, she built mobile X-ray units and drove them to the front lines herself.',
              'an old car with medical equipment driving toward a battlefield',
            ],
          },
        ],
        closes: [
          [
            'The rays that made her famous also made her ill. She gave her life to science, and science is still using what she found.',
            'a single glowing vial on a dark table, soft blue light',
          ],
          [
            'She said: nothing in life is to be feared, it is only to be understood.',
            'a portrait of a woman scientist in front of a starry sky',
          ],
        ],
      },
      {
        titles: ['The Seat That Changed a Nation', 'Rosa Parks Said No'],
        hooks: [
          [
            'She did not move. And a whole country had to.',
            'a city bus at dusk with one lit window, rain',
          ],
          [
            'One quiet no on a city bus started a movement that changed America.',
            'an empty bus seat by a window, evening light',
          ],
        ],
        beats: [
          {
            line: [
              'Montgomery, Alabama, December 1, 1955. Rosa Parks, a forty-two-year-old seamstress, boarded the bus home after work.',
              'a 1950s city street at dusk with an old bus',
            ],
          },
          {
            line: [
              'The law kept black passengers in the back. When the white section filled up, the driver ordered her to give up her seat.',
              'the inside of an old bus with rows of seats, dim light',
            ],
            more: [
              'Three other passengers in her row stood up. She stayed seated.',
              'a woman sitting alone by a bus window, calm face',
            ],
          },
          {
            line: [
              'People often say she was just tired. She said the only tired she was, was tired of giving in.',
              'a close up of a woman\u2019s hands folded on her lap, evening',
            ],
          },
          {
            line: [
              'She was arrested. That weekend, local leaders called for a boycott of the city buses, led by a young pastor named Martin Luther King Junior.',
              'a crowd gathered inside a church, warm light',
            ],
            more: [
              'For three hundred and eighty-one days, tens of thousands of people walked, carpooled, and refused to ride.',
              'crowds of people walking along a road at sunrise',
            ],
          },
          {
            line: [
              'In 1956 the Supreme Court ruled bus segregation unconstitutional. The boycott had won.',
              'the supreme court building with columns under blue sky',
            ],
            more: [
              'Parks lost her job and faced threats for years. She kept working for civil rights for the rest of her life.',
              'an older woman looking out a window at a city, sunset',
            ],
          },
        ],
        closes: [
          [
            'Courage does not always look loud. Sometimes it looks like staying in your seat.',
            'a single bus seat lit by a beam of light',
          ],
          [
            'She is called the mother of the civil rights movement. It began with one word: no.',
            'a sunrise over a city street with a bus',
          ],
        ],
      },
    ],
  },

  'health-wellness': {
    mood: 'calm',
    hashtags: ['#health', '#wellness', '#healthyhabits', '#science'],
    stories: [
      {
        titles: ['The Ten-Minute Walk After Dinner', 'Why You Should Walk After Eating'],
        hooks: [
          [
            'A short walk after eating can blunt the blood sugar spike of your meal. Here is what the research shows.',
            'a person walking along a tree lined path at sunset',
          ],
          [
            'The easiest health habit you are not doing takes ten minutes and needs no equipment.',
            'a pair of sneakers on a doorstep, morning light',
          ],
        ],
        beats: [
          {
            line: [
              'After a meal, sugar from your food enters your blood. Your body releases insulin to move it into your cells.',
              'a plate of food on a table with warm light',
            ],
          },
          {
            line: [
              'Big, repeated spikes over years are linked to a higher risk of type two diabetes and heart disease.',
              'a heart made of light with a graph line, dark background',
            ],
            more: [
              'Even in healthy people, sharp spikes followed by a crash can leave you tired and hungry again.',
              'a tired person on a couch in the afternoon, soft light',
            ],
          },
          {
            line: [
              'Here is the trick. Working muscles pull sugar out of the blood directly, partly without needing insulin.',
              'a person walking up a green hill, sunny sky',
            ],
          },
          {
            line: [
              'Studies show that even light walking for ten to fifteen minutes after a meal noticeably lowers the spike.',
              'a family walking together in a park at dusk',
            ],
            more: [
              'Timing matters. The benefit is greatest when you start within about thirty minutes of finishing your meal.',
              'a clock on a kitchen wall with a pair of shoes below',
            ],
          },
          {
            line: [
              'No time for a walk? Standing up, doing dishes, or a few minutes of stairs still helps more than sitting down.',
              'a person climbing a staircase in a bright building',
            ],
            more: [
              'Some cultures have done this for centuries. In Italy it is called la passeggiata, the evening stroll.',
              'an italian town square at sunset with people strolling',
            ],
          },
        ],
        closes: [
          [
            'Tonight, after dinner, skip the couch for ten minutes. Your body will thank you.',
            'a quiet street at sunset with a person walking a dog',
          ],
          [
            'Simple, free, backed by science. Who are you taking on your walk tonight?',
            'two friends walking on a beach at sunset',
          ],
        ],
      },
      {
        titles: ['What Your Brain Does While You Sleep', 'Sleep Is When You Learn'],
        hooks: [
          [
            'Pulling an all-nighter to study might be the worst way to remember what you studied.',
            'a student asleep on books at a desk at night, lamp',
          ],
          [
            'While you sleep, your brain is replaying your day, and cleaning itself.',
            'a glowing brain above a sleeping person, night stars',
          ],
        ],
        beats: [
          {
            line: [
              'During deep sleep, your brain replays the patterns of what you learned that day, moving memories into long-term storage.',
              'glowing paths of light inside a brain, dark blue',
            ],
          },
          {
            line: [
              'In experiments, people who slept after learning a task remembered it better than people who stayed awake for the same time.',
              'a laboratory with a sleeping person and monitors, dim light',
            ],
            more: [
              'Dreaming sleep seems to help too, linking new information to old memories in creative ways.',
              'a dreamy sky full of floating islands and stars',
            ],
          },
          {
            line: [
              'Sleep also cleans house. A system of fluid flushes waste products out of the brain much more actively while you sleep.',
              'water flowing through glowing channels, blue light',
            ],
          },
          {
            line: [
              'One of those waste products is a protein linked to Alzheimer\u2019s disease. Poor sleep over years may let it build up.',
              'a foggy brain image with scattered particles, dark',
            ],
            more: [
              'After just one sleepless night, researchers have measured more of it in people\u2019s brains.',
              'a person awake in bed at night looking at the ceiling',
            ],
          },
          {
            line: [
              'Most adults need seven to nine hours. A consistent schedule, a dark room, and no screens before bed make a real difference.',
              'a dark cozy bedroom with curtains and a crescent moon outside',
            ],
            more: [
              'Even a short nap of twenty minutes can sharpen focus in the afternoon without leaving you groggy.',
              'a person napping on a sofa in afternoon sunlight',
            ],
          },
        ],
        closes: [
          [
            'Sleep is not lost time. It is when your brain does its most important work.',
            'a calm night sky over a sleeping town, stars',
          ],
          [
            'So tonight, go to bed a little earlier. Tomorrow\u2019s you will remember more.',
            'a moon rising over quiet houses, soft blue',
          ],
        ],
      },
    ],
  },

  'true-adventures': {
    mood: 'epic',
    hashtags: ['#survival', '#truestory', '#adventure', '#explorers'],
    stories: [
      {
        titles: ['Shackleton and the Endurance', 'Stranded in the Antarctic Ice'],
        hooks: [
          [
            'Their ship was crushed by ice, a thousand kilometers from help. Every single man came home.',
            'a wooden ship trapped in antarctic ice under a gray sky',
          ],
          [
            'Men wanted for hazardous journey. Safe return doubtful. That was the job.',
            'a wooden sailing ship in a harbor with icebergs, cold morning',
          ],
        ],
        beats: [
          {
            line: [
              'In 1914, Ernest Shackleton set out to cross Antarctica on foot. His ship, the Endurance, never reached the coast.',
              'a ship sailing between icebergs in a freezing sea',
            ],
          },
          {
            line: [
              'The sea froze around it. For ten months the crew lived aboard while the ice squeezed the hull, until it cracked and sank.',
              'a ship crushed by ice with broken masts, snow',
            ],
            more: [
              'Twenty-eight men were left camping on drifting ice floes, with three small lifeboats and dwindling food.',
              'tents on a flat ice floe under a pale sky, lifeboats',
            ],
          },
          {
            line: [
              'When the ice broke up, they rowed through freezing seas to Elephant Island, a rocky speck at the edge of nowhere.',
              'small boats rowing through icy waves toward a rocky island',
            ],
          },
          {
            line: [
              'No one would ever find them there. So Shackleton and five men sailed a seven-meter lifeboat eight hundred nautical miles across the worst ocean on Earth.',
              'a tiny lifeboat on giant stormy waves in the southern ocean',
            ],
            more: [
              'Navigating by the sun on the few days they could see it, they hit South Georgia after fifteen days.',
              'a sextant held up toward a pale sun over the sea',
            ],
          },
          {
            line: [
              'Then they crossed the island\u2019s unmapped, frozen mountains on foot, for thirty-six hours, to reach a whaling station.',
              'three men climbing snowy mountains under a starry sky',
            ],
            more: [
              'Shackleton went back for the men on Elephant Island again and again, and on the fourth try he reached them.',
              'a ship approaching a rocky icy island, men waving on the shore',
            ],
          },
        ],
        closes: [
          [
            'All twenty-eight survived. The expedition failed, but as a story of leadership, it has never been beaten.',
            'a line of men walking across snow toward a sunrise',
          ],
          [
            'He lost the ship, the mission, and the prize. He never lost a man.',
            'an antarctic sunrise over ice and mountains',
          ],
        ],
      },
      {
        titles: ['The Girl Who Fell From the Sky', 'Eleven Days in the Jungle'],
        hooks: [
          [
            'She fell three kilometers from the sky, still strapped to her seat, and survived.',
            'an airplane in a stormy sky above a dark rainforest, lightning',
          ],
          [
            'At seventeen, she was the only survivor. Then she had to walk out of the Amazon alone.',
            'a teenage girl walking through a dense rainforest, light rays',
          ],
        ],
        beats: [
          {
            line: [
              'Christmas Eve, 1971. Juliane Koepcke and her mother were flying over the Peruvian rainforest when lightning struck the plane.',
              'lightning striking an airplane in a dark stormy sky',
            ],
          },
          {
            line: [
              'The plane broke apart in the air. She woke up on the jungle floor, still in her seat, with a broken collarbone and one sandal.',
              'an airplane seat on the rainforest floor among giant leaves',
            ],
            more: [
              'She called out for her mother. Only the sounds of the forest answered.',
              'a dark rainforest with tall trees and mist, rain',
            ],
          },
          {
            line: [
              'Her parents were biologists. Years of living at a jungle research station had taught her what to do.',
              'a wooden research station in the rainforest, morning',
            ],
          },
          {
            line: [
              'She found a stream and followed it, because streams lead to rivers, and rivers lead to people.',
              'a small stream in the rainforest with sunlight through the trees',
            ],
            more: [
              'She waded downstream to avoid snakes hiding in the undergrowth, and watched for stingrays with every step.',
              'a river in the jungle with dark water and vines',
            ],
          },
          {
            line: [
              'On the tenth day, she found a boat and a hut. Loggers found her there the next day and took her to safety.',
              'a small boat tied by a hut on a jungle river, evening',
            ],
            more: [
              'She later became a biologist herself, and returned to protect the very forest that saved her.',
              'a woman standing in a lush green rainforest with sunlight',
            ],
          },
        ],
        closes: [
          [
            'Luck saved her from the fall. Knowledge saved her in the jungle.',
            'a river flowing through the rainforest at sunrise',
          ],
          [
            'Her story is proof: what you learn today may save your life tomorrow.',
            'sunlight breaking through a rainforest canopy',
          ],
        ],
      },
    ],
  },
};
