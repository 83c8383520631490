import type { TopicPack } from './types.js';

/** Hand-written stories for the first eight preset topics (slug topics). */
export const STORIES_A: Record<string, TopicPack> = {
  'inspirational-stories': {
    mood: 'uplifting',
    hashtags: ['#inspiration', '#neverquit', '#truestory', '#motivation'],
    stories: [
      {
        titles: ['The Girl Who Was Told She Would Never Walk', 'From Leg Brace to Gold'],
        hooks: [
          [
            'Doctors said she would never walk. She ended up the fastest woman on Earth.',
            'a small girl with a leg brace standing at the start of a long road at dawn, sun rising',
          ],
          [
            'At six years old she wore a metal brace. At twenty she owned the Olympic track.',
            'a metal leg brace lying on a wooden floor, warm light through a window',
          ],
        ],
        beats: [
          {
            line: [
              'Wilma Rudolph was born in Tennessee in 1940, the twentieth of twenty-two children, so small and sick that few expected her to survive.',
              'a tiny farmhouse in Tennessee under a stormy sky, one lit window',
            ],
            more: [
              'Scarlet fever, pneumonia, and then polio. Her left leg twisted inward, and the nearest hospital that would treat her was fifty miles away.',
              'a long empty road at night leading to a distant hospital, moon',
            ],
          },
          {
            line: [
              'Her mother drove her to treatment every week, and her brothers and sisters took turns rubbing her weak leg every single night.',
              'a mother and child walking hand in hand toward a city, sunset',
            ],
          },
          {
            line: [
              'At twelve, she walked into church without the brace. People turned around in their seats.',
              'a girl walking alone down a church aisle, light through tall windows',
            ],
            more: [
              'She did not stop at walking. She joined the basketball team, and a college coach saw how fast she moved down the court.',
              'a basketball court under bright lights, a running figure',
            ],
          },
          {
            line: [
              'Rome, 1960. In front of eighty thousand people she won the 100 meters, the 200 meters, and the relay.',
              'an olympic stadium at night full of lights, a runner crossing the finish line',
            ],
            more: [
              'Three gold medals at a single Olympics. No American woman had ever done it before. The newspapers called her the fastest woman in the world.',
              'three gold medals shining on a dark background, stars',
            ],
          },
          {
            line: [
              'Back home, her town planned a parade in her honor. She refused to attend unless everyone, black and white, could celebrate together.',
              'a crowd celebrating in a small town street, flags and confetti',
            ],
            more: [
              'It became the first integrated event in the history of her town.',
              'people of all ages holding hands under a bright sun',
            ],
          },
        ],
        closes: [
          [
            'The leg that could not hold her became the fastest in the world. Never let a diagnosis write your ending.',
            'a runner silhouetted against a huge rising sun, mountains',
          ],
          [
            'She once said winning is great, but the real victory is getting back up. What is your brace?',
            'a figure standing on a mountain peak at sunrise, arms raised',
          ],
        ],
      },
      {
        titles: [
          'The Night Edison Watched His Life Burn',
          'Thank Goodness Our Mistakes Are Burned Up',
        ],
        hooks: [
          [
            'In one night, a fire destroyed ten years of his work. His reaction is the best lesson you will hear today.',
            'a huge factory fire at night, flames and smoke against a dark sky',
          ],
          [
            'He was sixty-seven years old, and everything he had built was on fire.',
            'an old man silhouetted watching flames rise over buildings at night',
          ],
        ],
        beats: [
          {
            line: [
              'December 1914, West Orange, New Jersey. An explosion tore through Thomas Edison\u2019s laboratory complex.',
              'an old brick laboratory with tall chimneys at night, sparks in the sky',
            ],
            more: [
              'Chemicals fed the flames. Ten fire departments came, and still the buildings burned for hours.',
              'fire engines and firefighters in front of burning buildings, smoke',
            ],
          },
          {
            line: [
              'Prototypes, records, years of notes. Most of it was gone, and much of it was not insured.',
              'burning papers and notebooks floating in the air, glowing embers',
            ],
          },
          {
            line: [
              'Edison found his son Charles in the crowd and said, go get your mother. She will never see a fire like this again.',
              'a father and son standing in front of a blazing fire, crowd in shadow',
            ],
            more: [
              'His son thought the shock had been too much for him. It had not.',
              'a young man looking worried, firelight on his face',
            ],
          },
          {
            line: [
              'The next morning he walked through the ashes and said: there is great value in disaster. All our mistakes are burned up.',
              'a man walking through smoking ruins at dawn, morning light',
            ],
          },
          {
            line: [
              'Within three weeks the factory was running again. Workers cleared the ruins by day and built new machines by night.',
              'workers rebuilding a factory, cranes and sparks, sunrise',
            ],
            more: [
              'Within a year, the company earned more than it ever had. The disaster became the reset.',
              'a glowing light bulb in a dark workshop, gears and tools',
            ],
          },
        ],
        closes: [
          [
            'You cannot always choose what burns. You can choose what you build next.',
            'a single light bulb glowing over ashes, dawn sky',
          ],
          [
            'Next time something falls apart, try his words: thank goodness, we get to start fresh.',
            'a green sprout growing from ash under a rising sun',
          ],
        ],
      },
    ],
  },

  'myths-mythology': {
    mood: 'mysterious',
    hashtags: ['#mythology', '#greekmyths', '#legends', '#storytime'],
    stories: [
      {
        titles: ['Orpheus and the One Look Back', 'The Song That Opened the Underworld'],
        hooks: [
          [
            'He sang so beautifully that Death itself let him in. Then he made one mistake.',
            'a musician with a lyre at the gates of a dark underworld, glowing mist',
          ],
          [
            'One glance. That is all it took to lose her forever.',
            'a man looking back over his shoulder in a dark tunnel, faint light ahead',
          ],
        ],
        beats: [
          {
            line: [
              'Orpheus was the greatest musician in Greece. When he played his lyre, rivers slowed and even stones seemed to lean closer.',
              'a musician playing a lyre by a river in a forest, birds listening, sunset',
            ],
            more: [
              'He married Eurydice, and for a short time the whole world sounded like his songs.',
              'a couple under a blossoming tree in a golden meadow',
            ],
          },
          {
            line: [
              'On their wedding day, Eurydice stepped on a snake. By nightfall she was gone, taken down to the underworld.',
              'a serpent in tall grass under a darkening sky, moon',
            ],
          },
          {
            line: [
              'Orpheus did what no living man had dared. He walked into the land of the dead with nothing but his lyre.',
              'a lone figure descending stone steps into a dark cave, torches',
            ],
            more: [
              'He sang for the ferryman, for the three-headed dog Cerberus, and finally for Hades, the king of the dead.',
              'a dark river with a ferry boat and a cloaked ferryman, mist',
            ],
          },
          {
            line: [
              'Hades was moved. Eurydice could follow him home, on one condition: Orpheus must not look back until they reached the sunlight.',
              'a throne in a dark cavern, a crowned king, glowing crystals',
            ],
          },
          {
            line: [
              'They climbed for hours in silence. He could not hear her footsteps. At the very edge of the light, he turned.',
              'a narrow path climbing toward a bright cave mouth, a man turning around',
            ],
            more: [
              'She was there. And in that instant she faded back into the dark, whispering goodbye.',
              'a ghostly woman fading into darkness like smoke, stars',
            ],
          },
        ],
        closes: [
          [
            'The Greeks told it as a warning: the hardest part of hope is trusting it without proof.',
            'a lyre lying on the ground at the mouth of a cave, sunrise',
          ],
          [
            'Some say his lyre became a constellation. Look for Lyra in the summer sky, and remember him.',
            'a constellation shaped like a lyre in a starry night sky over mountains',
          ],
        ],
      },
      {
        titles: ['Icarus and the Sun', 'The Boy Who Flew Too High'],
        hooks: [
          [
            'His father gave him wings and one rule. He broke it in the most beautiful way possible.',
            'a boy with feathered wings standing on a cliff above the sea, sunrise',
          ],
          [
            'Everyone remembers that Icarus fell. Almost nobody remembers why he was flying.',
            'feathers falling through a bright sky over a blue sea',
          ],
        ],
        beats: [
          {
            line: [
              'Daedalus was the most brilliant inventor in Crete. He built the labyrinth that held the Minotaur.',
              'a giant stone labyrinth seen from above, ancient island, sunset',
            ],
            more: [
              'Because he knew its secret, King Minos locked him and his son Icarus in a tower by the sea.',
              'a tall stone tower on a cliff by the sea, birds circling',
            ],
          },
          {
            line: [
              'Every land and sea route was guarded. So Daedalus looked up. He gathered feathers, bound them with thread and wax, and built wings.',
              'an inventor building feathered wings in a tower workshop, candles',
            ],
          },
          {
            line: [
              'Before they jumped, he warned his son: not too low, or the sea spray will soak the feathers. Not too high, or the sun will melt the wax.',
              'a father and son with wings on a tower edge, sea below, sun above',
            ],
          },
          {
            line: [
              'They flew. Fishermen below thought they were gods. And Icarus, feeling the wind, climbed higher and higher.',
              'two winged figures flying over the sea, fishing boats below, bright sun',
            ],
            more: [
              'The sky opened above him. The sea became a blue blur. He had never felt so free.',
              'a winged boy soaring through golden clouds toward the sun',
            ],
          },
          {
            line: [
              'The wax softened. Feathers slipped loose, one by one. He fell into the sea that still carries his name, the Icarian Sea.',
              'a figure falling toward a dark sea, feathers scattered in the sky',
            ],
            more: [
              'Daedalus landed safely, alone. He named the nearest island Icaria, after his son.',
              'a lonely island in a calm sea at dusk, a man standing on the shore',
            ],
          },
        ],
        closes: [
          [
            'The myth warns against flying too high. But it also warns against flying too low. Most of us forget that half.',
            'a single feather floating above calm sea water at sunset',
          ],
          [
            'Ambition or recklessness? The Greeks left that question to you.',
            'a winged silhouette against a huge golden sun',
          ],
        ],
      },
    ],
  },

  'science-exploration': {
    mood: 'calm',
    hashtags: ['#science', '#space', '#exploration', '#didyouknow'],
    stories: [
      {
        titles: ['The Pale Blue Dot', 'The Photo That Made Earth Look Tiny'],
        hooks: [
          [
            'Six billion kilometers from home, a spacecraft turned around and took the most humbling photo ever made.',
            'a small spacecraft in deep space looking back at a tiny blue dot, stars',
          ],
          [
            'Every person you have ever known lives on a single pixel. Here is the photo that proves it.',
            'a faint blue dot in a beam of light in black space',
          ],
        ],
        beats: [
          {
            line: [
              'Voyager 1 launched in 1977 to visit Jupiter and Saturn. By 1990 its main mission was done, and it was racing out of the solar system.',
              'a rocket launching at dawn with a bright trail of fire',
            ],
            more: [
              'It had already sent back close-ups of Jupiter\u2019s storms and Saturn\u2019s rings that no human eye had ever seen.',
              'a giant ringed planet Saturn with moons in space',
            ],
          },
          {
            line: [
              'The astronomer Carl Sagan asked NASA for one last thing: turn the cameras back toward Earth.',
              'a scientist looking through a telescope at a starry night sky',
            ],
          },
          {
            line: [
              'Engineers worried. Pointing near the Sun could damage the cameras, and the picture would show almost nothing. Sagan insisted that was the point.',
              'a control room with glowing screens and engineers at night',
            ],
            more: [
              'On Valentine\u2019s Day 1990, Voyager took sixty frames, a family portrait of the planets.',
              'planets of the solar system in a row, glowing sun',
            ],
          },
          {
            line: [
              'In one frame, caught in a scattered ray of sunlight, is Earth. Less than a single pixel. A pale blue dot.',
              'a beam of sunlight crossing dark space with a tiny blue planet',
            ],
          },
          {
            line: [
              'Sagan wrote that on that dot, everyone you love, everyone you know, every hero and every coward lived out their lives.',
              'planet earth small and alone in an ocean of stars',
            ],
            more: [
              'Minutes after the photo, the cameras were switched off forever to save power. It was Voyager\u2019s last picture.',
              'a spacecraft drifting away into darkness, distant stars',
            ],
          },
        ],
        closes: [
          [
            'Voyager is still out there, more than twenty billion kilometers away, still calling home. Be kind to the people on your dot.',
            'a spacecraft antenna pointing toward a distant blue star',
          ],
          [
            'Look up tonight. Somewhere out there, a tiny machine is still carrying our greetings into the dark.',
            'a person on a hill looking up at the milky way at night',
          ],
        ],
      },
      {
        titles: ['Eleven Kilometers Down', 'The Deepest Dive in History'],
        hooks: [
          [
            'Two men sank eleven kilometers into the ocean, to a place more crushing than anywhere on Earth.',
            'a small submarine sinking into the dark deep ocean, light rays from above',
          ],
          [
            'More people have walked on the Moon than have visited this spot on our own planet.',
            'the deep ocean floor in darkness with a single beam of light',
          ],
        ],
        beats: [
          {
            line: [
              'January 1960. The Challenger Deep, in the Mariana Trench, the deepest point of any ocean.',
              'a ship on a calm ocean at dawn, vast sea',
            ],
            more: [
              'If you dropped Mount Everest into it, its peak would still be more than two kilometers under water.',
              'a mountain sinking beneath ocean waves, deep blue',
            ],
          },
          {
            line: [
              'Jacques Piccard and Don Walsh squeezed into a steel sphere barely two meters wide, hanging under a float full of gasoline. It was called Trieste.',
              'a small round submarine with a steel sphere under a float, underwater',
            ],
          },
          {
            line: [
              'The descent took nearly five hours. The light faded from blue to black, and the cold crept through the metal.',
              'dark blue water fading into black, tiny bubbles, faint light',
            ],
            more: [
              'Halfway down, a loud crack shook the cabin. An outer window had split. They decided to keep going.',
              'a cracked window in a submarine, dark water outside',
            ],
          },
          {
            line: [
              'At the bottom, the pressure was over a thousand times what we feel at the surface. And through the window, Piccard said he saw a flat fish.',
              'a flat fish on the dark ocean floor lit by a submarine lamp',
            ],
          },
          {
            line: [
              'They stayed just twenty minutes. The mud they stirred up blocked the view, and they began the long climb back to the light.',
              'a submarine rising through dark water toward sunlight',
            ],
            more: [
              'Nobody went back for fifty-two years, until the filmmaker James Cameron dove there alone in 2012.',
              'a bright green submarine descending into the deep ocean',
            ],
          },
        ],
        closes: [
          [
            'We have mapped the Moon better than our own sea floor. The biggest unexplored world is right here.',
            'the ocean surface at night under a full moon, deep water below',
          ],
          [
            'Exploration is not always up. Sometimes the frontier is straight down.',
            'light rays fading into the deep ocean, a tiny submarine',
          ],
        ],
      },
    ],
  },

  'pop-culture': {
    mood: 'playful',
    hashtags: ['#popculture', '#didyouknow', '#movies', '#behindthescenes'],
    stories: [
      {
        titles: ['The Puzzle Its Inventor Could Not Solve', 'How the Rubik\u2019s Cube Began'],
        hooks: [
          [
            'The man who invented the world\u2019s best-selling puzzle could not solve it for a month.',
            'a colorful cube puzzle on a desk under a lamp, night',
          ],
          [
            'It was never meant to be a toy. It was a homework tool for architecture students.',
            'architectural drawings and a colorful cube on a wooden table',
          ],
        ],
        beats: [
          {
            line: [
              'Budapest, 1974. Ern\u0151 Rubik, a young teacher of design, wanted to show his students how objects move in three dimensions.',
              'a city skyline with bridges over a river at dusk, Budapest',
            ],
          },
          {
            line: [
              'He carved small wooden blocks, held them together with rubber bands, and painted each side a different color.',
              'wooden blocks and paint brushes on a workbench, warm light',
            ],
            more: [
              'Then he twisted it a few times. And realized he had no idea how to get it back.',
              'a scrambled colorful cube held in a hand, close up',
            ],
          },
          {
            line: [
              'It took him about a month to solve his own invention. That was when he knew other people would want to try.',
              'a man at a desk at night surrounded by notes, a glowing lamp',
            ],
          },
          {
            line: [
              'By 1980 it was sold around the world as the Rubik\u2019s Cube. Over the next few years, more than a hundred million were sold.',
              'stacks of colorful cubes in a toy shop window, city street',
            ],
            more: [
              'There are over forty-three quintillion ways to arrange it, yet every single one can be solved in twenty moves or fewer.',
              'a galaxy of colorful cubes floating in space, stars',
            ],
          },
          {
            line: [
              'Today, speedcubers solve it in about three seconds. Faster than most people can read this sentence.',
              'a blur of hands solving a cube on a stage with a timer and spotlights',
            ],
            more: [
              'Robots have done it in a fraction of a second, and people solve it blindfolded, underwater, even while juggling.',
              'a robot arm holding a colorful cube, neon light',
            ],
          },
        ],
        closes: [
          [
            'Some of the best ideas start as a way to explain something else. How long did your first solve take?',
            'a solved colorful cube glowing on a dark table',
          ],
          [
            'A classroom model became a global obsession. Never underestimate a side project.',
            'a colorful cube on top of architectural blueprints, sunlight',
          ],
        ],
      },
      {
        titles: ['The Scream You Have Heard a Hundred Times', 'The Wilhelm Scream'],
        hooks: [
          [
            'There is one scream hidden in hundreds of movies, and once you hear it, you can never unhear it.',
            'a movie theater screen glowing in the dark with an audience',
          ],
          [
            'Star Wars, Indiana Jones, Toy Story. They all share the same scream.',
            'a film reel and a vintage microphone in a dark studio',
          ],
        ],
        beats: [
          {
            line: [
              'It was recorded in 1951 for a western called Distant Drums, for a scene where a soldier is dragged under water by an alligator.',
              'a swamp river at dusk with tall grass, a soldier in a canoe',
            ],
          },
          {
            line: [
              'The sound went into the studio\u2019s library and was reused again and again, usually for a background character in trouble.',
              'shelves of old film canisters in a sound library, dusty light',
            ],
            more: [
              'One of those films, a 1953 western called The Charge at Feather River, had a character named Private Wilhelm. That is where the name comes from.',
              'a cowboy on a horse in a desert at sunset',
            ],
          },
          {
            line: [
              'In the 1970s, a young sound designer named Ben Burtt found it, gave it its name, and slipped it into Star Wars.',
              'a sound designer with headphones in a studio full of knobs and tapes',
            ],
          },
          {
            line: [
              'Then he kept using it. Indiana Jones, more Star Wars films. It became an inside joke between sound editors.',
              'an adventurer with a hat in a jungle temple, torch light',
            ],
            more: [
              'Other editors joined in. It has been heard in Toy Story, Lord of the Rings, and over four hundred films and shows.',
              'a wall of movie posters in a neon lit hallway',
            ],
          },
          {
            line: [
              'Research later suggested the voice most likely belonged to Sheb Wooley, an actor and singer famous for the song Purple People Eater.',
              'a singer with a guitar on a vintage stage, spotlight',
            ],
          },
        ],
        closes: [
          [
            'Next time a stormtrooper falls off a ledge, listen closely. You might hear an old friend.',
            'a figure falling from a high ledge in a futuristic city, spotlight',
          ],
          [
            'A throwaway sound from 1951 became Hollywood\u2019s favorite secret. Which movie did you hear it in?',
            'a glowing microphone on a dark stage, spotlight',
          ],
        ],
      },
    ],
  },

  'comedy-entertainment': {
    mood: 'playful',
    hashtags: ['#funny', '#truestory', '#comedy', '#wholesome'],
    stories: [
      {
        titles: ['The Cat Who Saved a Railway', 'Stationmaster Tama'],
        hooks: [
          [
            'A railway line was about to shut down. Then they hired a cat.',
            'a cat wearing a tiny stationmaster hat on a train platform, sunny',
          ],
          [
            'This employee worked for cat food, never took a sick day, and saved a whole train line.',
            'a cat sitting proudly next to a small rural train, flowers',
          ],
        ],
        beats: [
          {
            line: [
              'Kishi Station, Japan, 2007. The little rural line was losing money, and the station had no staff left.',
              'a quiet rural train station in the countryside of Japan, hills',
            ],
          },
          {
            line: [
              'But it did have Tama, a calico cat who lived near the ticket gate and greeted passengers every day.',
              'a calico cat sitting by a ticket gate, morning light',
            ],
            more: [
              'The railway had a simple idea. Why not make it official?',
              'a cat looking up at a railway sign, blue sky',
            ],
          },
          {
            line: [
              'So Tama was appointed stationmaster, with a custom hat, a name badge, and a salary paid in cat food.',
              'a cat wearing a small uniform cap and a badge, sunny platform',
            ],
          },
          {
            line: [
              'Tourists came from all over the country to meet her. Passenger numbers jumped, and the line earned millions for the local economy.',
              'crowds of tourists with cameras on a small train platform',
            ],
            more: [
              'She was promoted to super stationmaster, then to operating officer. Her office was a renovated ticket booth.',
              'a tiny office with a cat bed and a window, warm light',
            ],
          },
          {
            line: [
              'The station was even rebuilt in the shape of a cat\u2019s face, and a train was painted with her portrait.',
              'a train station building shaped like a cat face, blue sky',
            ],
            more: [
              'When she passed away in 2015, thousands attended her funeral, and she was honored as a goddess of the railway.',
              'a small shrine with flowers and candles, cherry blossoms',
            ],
          },
        ],
        closes: [
          [
            'Her successor, Nitama, still holds the job today. The best hire that railway ever made had whiskers.',
            'a cat sitting on a train seat looking out the window, sunset',
          ],
          [
            'Never underestimate a good mascot. Or a very confident cat.',
            'a cat in a stationmaster hat sleeping in the sun',
          ],
        ],
      },
      {
        titles: ['The War That Birds Won', 'The Great Emu War'],
        hooks: [
          [
            'In 1932, Australia sent soldiers with machine guns to fight birds. The birds won.',
            'large emu birds running across a dry field under a hot sun',
          ],
          [
            'This is the only war in history that a country officially lost to birds.',
            'a soldier with a helmet looking at a flock of emus in the desert',
          ],
        ],
        beats: [
          {
            line: [
              'Western Australia. Around twenty thousand emus moved inland after breeding season, and found farms full of fresh wheat.',
              'a golden wheat field in the outback with running emus',
            ],
          },
          {
            line: [
              'The farmers, many of them veterans of the First World War, asked the government for help. They asked for machine guns.',
              'a farmer standing by a fence in a dusty field, sunset',
            ],
            more: [
              'The defense minister agreed, partly because the publicity might look good. It would not.',
              'an old government building with a flag, stormy sky',
            ],
          },
          {
            line: [
              'Major Meredith arrived with two soldiers, two guns, and ten thousand rounds of ammunition.',
              'soldiers with a truck driving across a dry plain, dust',
            ],
          },
          {
            line: [
              'The emus scattered into small groups, ran at fifty kilometers an hour, and seemed to post lookouts.',
              'a group of emus running fast across red dirt, clouds of dust',
            ],
            more: [
              'The soldiers mounted a gun on a truck to chase them. The truck was too slow, and the ride too bumpy to aim.',
              'an old truck bouncing across a rough field chasing birds',
            ],
          },
          {
            line: [
              'After weeks of effort and thousands of bullets, the army withdrew. The emus were still there.',
              'a flock of emus standing calmly on a hill, sunset',
            ],
            more: [
              'Meredith later said that if he had a division with the bullet-carrying capacity of these birds, it would face any army in the world.',
              'an officer saluting a tall emu in a field',
            ],
          },
        ],
        closes: [
          [
            'The emus kept the field. History kept the joke.',
            'a proud emu standing on a hill under a huge sun',
          ],
          [
            'Moral of the story: never pick a fight with a bird that can outrun your truck.',
            'an emu running beside a road, dust, sunset',
          ],
        ],
      },
    ],
  },

  'what-if-scenarios': {
    mood: 'mysterious',
    hashtags: ['#whatif', '#science', '#space', '#thoughtexperiment'],
    stories: [
      {
        titles: ['What If the Moon Disappeared?', 'A Night Without the Moon'],
        hooks: [
          [
            'What if you looked up tonight and the Moon was simply gone?',
            'an empty night sky over a quiet town, stars, no moon',
          ],
          [
            'Losing the Moon would not end the world overnight. It would change it slowly, and strangely.',
            'a full moon fading into darkness above the ocean',
          ],
        ],
        beats: [
          {
            line: [
              'The first change would be the darkness. Nights would be far darker, and many animals that hunt or navigate by moonlight would be lost.',
              'a dark forest at night with glowing eyes, stars',
            ],
          },
          {
            line: [
              'Then the tides. The Moon causes most of our tides, so they would shrink to about a third, driven only by the Sun.',
              'a calm ocean shore with small waves, low tide',
            ],
            more: [
              'Tide pools, coral reefs, and shoreline life that depend on the rise and fall of the sea would be thrown into chaos.',
              'a colorful tide pool with crabs and starfish, sunset',
            ],
          },
          {
            line: [
              'Coastal ecosystems would collapse and rebuild. Fish that time their spawning to the moon would lose their calendar.',
              'schools of fish swimming under the ocean surface, light rays',
            ],
          },
          {
            line: [
              'The biggest change would take much longer. The Moon steadies the tilt of the Earth, which gives us stable seasons.',
              'planet earth tilted in space with the sun glowing behind',
            ],
            more: [
              'Without it, over millions of years, the tilt could wander widely, and ice ages and scorching heat could swing across continents.',
              'a frozen landscape next to a desert, split sky',
            ],
          },
          {
            line: [
              'Even our days would drift. The Moon has been slowing Earth\u2019s spin for billions of years, stretching the day.',
              'a clock floating above the earth in space, stars',
            ],
            more: [
              'Without that gentle brake, the day would stop lengthening. In the very far future, days would stay shorter than they would have been.',
              'a spinning planet with swirling clouds, sunrise',
            ],
          },
        ],
        closes: [
          [
            'So next time you see the Moon, thank it. It is quietly holding our world steady.',
            'a bright full moon rising over mountains and a lake',
          ],
          [
            'The Moon is not decoration. It is part of the machine that makes Earth livable.',
            'the moon and earth side by side in space, sunlight',
          ],
        ],
      },
      {
        titles: ['What If Humans Could Photosynthesize?', 'Could We Live on Sunlight?'],
        hooks: [
          [
            'What if you could skip lunch and just stand in the sun?',
            'a person standing in a sunny green field with arms open, bright sun',
          ],
          [
            'Green skin, free energy, no groceries. Here is what would really happen if humans could photosynthesize.',
            'a green leaf glowing in sunlight, close up',
          ],
        ],
        beats: [
          {
            line: [
              'Plants turn sunlight, water, and air into sugar. So imagine your skin packed with chlorophyll, like a leaf.',
              'a large green leaf with visible veins under sunlight',
            ],
          },
          {
            line: [
              'First, you would be green. Chlorophyll reflects green light, so beaches would look like lawns of people.',
              'a beach full of people under a bright sun, turquoise sea',
            ],
            more: [
              'Sunscreen would become a dilemma. Block the rays and you go hungry. Soak them up and you risk a burn.',
              'a bottle of sunscreen on the sand, sun glare',
            ],
          },
          {
            line: [
              'Here is the catch. An adult has about two square meters of skin, and even in full summer sun that would cover only a small slice of your daily energy.',
              'a person lying on grass in the sun, a sun dial nearby',
            ],
          },
          {
            line: [
              'Plants get away with it because they barely move. Your brain alone burns more energy than a sunbathing body could make.',
              'a glowing brain made of light above a green field',
            ],
            more: [
              'To live on sunlight, you would need the surface area of a tennis court, and you would have to stand very, very still.',
              'a tennis court covered in green leaves under the sun',
            ],
          },
          {
            line: [
              'Some animals do borrow the trick. A sea slug called Elysia steals chloroplasts from the algae it eats and keeps them working.',
              'a bright green sea slug on a rock underwater, light rays',
            ],
          },
        ],
        closes: [
          [
            'So keep eating lunch. But maybe eat it outside, in the sun, like a leaf would.',
            'a picnic on a hill under a tree in warm sunlight',
          ],
          [
            'Nature already solved solar power. It just decided that animals should eat the plants instead.',
            'a deer eating leaves in a sunny forest',
          ],
        ],
      },
    ],
  },

  'how-to-guides': {
    mood: 'calm',
    hashtags: ['#howto', '#lifetips', '#learnontiktok', '#selfimprovement'],
    stories: [
      {
        titles: ['How to Fall Asleep in Two Minutes', 'The Pilot Sleep Method'],
        hooks: [
          [
            'This method was taught to pilots who had to sleep anywhere, even with noise. Try it tonight.',
            'a pilot sleeping in a cockpit at night, moonlight and stars',
          ],
          [
            'Lying awake at two in the morning? Here is a way to switch your body off, step by step.',
            'a bedroom at night with a glowing clock on the nightstand, moon in the window',
          ],
        ],
        beats: [
          {
            line: [
              'Step one. Relax your whole face. Your forehead, your jaw, your tongue, and the tiny muscles around your eyes.',
              'a calm face with closed eyes on a pillow, soft blue light',
            ],
          },
          {
            line: [
              'Step two. Drop your shoulders as low as they will go, then let your arms fall heavy at your sides, one at a time.',
              'a person lying in bed relaxed, soft moonlight through a window',
            ],
            more: [
              'Most of us hold tension in the shoulders all day without noticing. Feel them sink into the mattress.',
              'a heavy blanket on a bed, calm blue night',
            ],
          },
          {
            line: [
              'Step three. Breathe out slowly and relax your chest. Then your thighs, your calves, your feet.',
              'slow waves on a calm lake at night under the moon',
            ],
          },
          {
            line: [
              'Step four. Clear your mind for ten seconds. Picture yourself lying in a canoe on a still lake under a blue sky.',
              'a canoe floating on a still lake under a clear blue sky',
            ],
            more: [
              'If thoughts keep coming, repeat the words don\u2019t think, don\u2019t think, don\u2019t think, quietly for ten seconds.',
              'stars reflected in a still lake at night',
            ],
          },
          {
            line: [
              'It will not work perfectly on the first night. Like any skill, it takes practice, often a few weeks.',
              'a calendar on a wall with a moon and stars, soft light',
            ],
            more: [
              'Practice it in the daytime too, sitting in a chair. The goal is to teach your body what letting go feels like.',
              'a person relaxing in a chair by a sunny window',
            ],
          },
        ],
        closes: [
          [
            'Face, shoulders, breath, legs, mind. Save this for tonight and tell me how fast you fell asleep.',
            'a peaceful bedroom at night with a crescent moon outside',
          ],
          [
            'Sleep is a skill. Tonight, start practicing it.',
            'a crescent moon and stars over quiet hills',
          ],
        ],
      },
      {
        titles: ['How to Never Forget a Name Again', 'The Name Memory Trick'],
        hooks: [
          [
            'You meet someone, they say their name, and three seconds later it is gone. Here is how to fix that.',
            'two people shaking hands at a busy party, warm lights',
          ],
          [
            'Forgetting names is not a memory problem. It is an attention problem.',
            'a crowd of faces in a city street, soft focus',
          ],
        ],
        beats: [
          {
            line: [
              'Step one. When you hear the name, stop and actually listen. Most of us are busy planning what to say next.',
              'a person listening closely in a quiet cafe, coffee cups',
            ],
          },
          {
            line: [
              'Step two. Say it back right away. Nice to meet you, Maria. Hearing it in your own voice starts to lock it in.',
              'two people talking in a cafe, window light',
            ],
            more: [
              'If the name is unusual, ask how it is spelled or where it comes from. People love that question, and you get more time with the name.',
              'a handwritten name on a notebook page, pen',
            ],
          },
          {
            line: [
              'Step three. Link it to a picture. Maria with a microphone. Jack holding a jack-in-the-box. The sillier the image, the better.',
              'a colorful jack in the box toy and a microphone on a table',
            ],
          },
          {
            line: [
              'Step four. Use it once more before you leave. Great talking with you, Maria.',
              'friends waving goodbye outside a building at sunset',
            ],
            more: [
              'That final repetition, a few minutes later, is what moves the name from short-term memory into long-term memory.',
              'a glowing brain with a path of light, dark background',
            ],
          },
          {
            line: [
              'Later that day, write down the names you learned. Memory experts call it spaced repetition, and it works.',
              'a notebook with a list of names and a cup of coffee on a desk',
            ],
          },
        ],
        closes: [
          [
            'Listen, repeat, picture, reuse. Try it at your next meeting and watch people light up when you remember them.',
            'a smiling person in a crowd with warm light',
          ],
          [
            'A person\u2019s name is the sweetest sound to them. Now you will never lose it.',
            'a name tag sticker on a jacket, warm light',
          ],
        ],
      },
    ],
  },

  'war-stories': {
    mood: 'epic',
    hashtags: ['#history', '#ww1', '#ww2', '#warstories'],
    stories: [
      {
        titles: ['The Night the Guns Went Quiet', 'The Christmas Truce of 1914'],
        hooks: [
          [
            'On Christmas Eve 1914, enemy soldiers climbed out of their trenches and met in the middle.',
            'soldiers in a snowy trench at night with candles and stars',
          ],
          [
            'For one night in the First World War, the shooting stopped, and enemies sang together.',
            'a frozen battlefield at night with a bright star above',
          ],
        ],
        beats: [
          {
            line: [
              'Belgium, December 1914. The war was supposed to be over by Christmas. Instead, the men were freezing in muddy trenches a few hundred meters apart.',
              'muddy trenches and barbed wire under a gray winter sky',
            ],
          },
          {
            line: [
              'On Christmas Eve, British soldiers saw lights along the German line. Small trees, lit with candles.',
              'small christmas trees with candles on top of a trench at night',
            ],
            more: [
              'Then they heard singing. Stille Nacht. Silent Night. The British answered with carols of their own.',
              'soldiers singing in a trench at night, breath in the cold air',
            ],
          },
          {
            line: [
              'Someone shouted across: you don\u2019t shoot, we don\u2019t shoot. Carefully, men climbed over the top into no man\u2019s land.',
              'soldiers climbing out of a trench into a foggy field at dawn',
            ],
          },
          {
            line: [
              'They shook hands. They swapped cigarettes, chocolate, and buttons. They showed each other photos of their families.',
              'two soldiers shaking hands in a snowy field, smoke',
            ],
            more: [
              'In some places they helped each other bury the dead who had been lying between the lines for weeks.',
              'a field of wooden crosses in the snow, gray sky',
            ],
          },
          {
            line: [
              'In a few places, soldiers even kicked a ball around on the frozen ground.',
              'soldiers playing football in a frozen field, winter sun',
            ],
            more: [
              'The generals were furious. Orders came down that it must never happen again, and in the following years it never did on that scale.',
              'an officer reading orders in a dark tent by candlelight',
            ],
          },
        ],
        closes: [
          [
            'Within days, the shooting started again. But for one night, ordinary men proved they did not hate each other.',
            'a single candle burning in the snow at night',
          ],
          [
            'A war could not stop them from being human, if only for a night.',
            'a sunrise over a quiet snowy battlefield',
          ],
        ],
      },
      {
        titles: ['The Army Made of Balloons', 'The Ghost Army'],
        hooks: [
          [
            'In World War Two, one American unit fought with inflatable tanks, fake radio chatter, and loudspeakers.',
            'a rubber inflatable tank in a foggy field at dawn',
          ],
          [
            'Eleven hundred men pretended to be thirty thousand. And it worked.',
            'rows of tanks in a misty field at dawn, soldiers',
          ],
        ],
        beats: [
          {
            line: [
              'The 23rd Headquarters Special Troops was a secret unit full of artists, designers, and sound engineers.',
              'artists painting in a military tent, canvas and brushes',
            ],
          },
          {
            line: [
              'Their weapons were inflatable tanks and trucks, made of rubber. Four men could pick up a tank and carry it.',
              'four soldiers carrying a large inflatable tank across a field',
            ],
            more: [
              'At night they inflated whole fake armies, complete with tire tracks bulldozed into the mud so that spy planes would be convinced.',
              'a field at night with rows of tanks under the moon',
            ],
          },
          {
            line: [
              'They blasted recorded sounds of tanks and construction from huge speakers, audible kilometers away.',
              'giant loudspeakers mounted on a truck in a dark forest',
            ],
          },
          {
            line: [
              'Radio operators faked the chatter of entire divisions, copying the style of real operators so enemy listeners would be fooled.',
              'a radio operator with headphones and glowing dials in a tent',
            ],
            more: [
              'Some men even played fake generals in town cafes, talking loudly so spies would overhear.',
              'a small european cafe at night, officers at a table',
            ],
          },
          {
            line: [
              'In March 1945, near the Rhine, they posed as two whole divisions and drew German attention away from the real crossing.',
              'a river at dawn with a bridge and mist, soldiers',
            ],
            more: [
              'Their work was kept secret for over fifty years. Some of the artists went on to become famous painters and designers.',
              'a locked file box marked secret, dark background',
            ],
          },
        ],
        closes: [
          [
            'They are believed to have saved thousands of lives, with rubber, sound, and imagination.',
            'an inflatable tank silhouetted against a sunset',
          ],
          [
            'Sometimes the strongest weapon on the battlefield is a good story.',
            'a painter\u2019s brush resting on a soldier\u2019s helmet, warm light',
          ],
        ],
      },
    ],
  },
};
