import type { StoryPlan } from './types.js';

/**
 * Story arcs for any custom prompt (English tells the story arc with prompt-story.ts instead).
 * Each image prompt pictures its own scene first, then names the subject: the illustrator reads
 * the scene's words first, so the pictures differ from scene to scene. `{S}` is the prompt's subject; it appears only after a
 * colon or in image prompts, where any phrase or sentence reads naturally. Everything else is
 * written so it stays true whatever the subject is: plainly simpler than an LLM, never nonsense.
 */
export const CUSTOM_ARCS = {
  story: {
    titles: ['{T}', 'The Story of {T}'],
    hooks: [
      ['Today\u2019s story: {S}.', 'cinematic wide shot at dawn — {S}'],
      ['You asked for a story, so here it is: {S}.', 'a quiet landscape at sunrise — {S}'],
    ],
    beats: [
      {
        line: [
          'Every story like this begins quietly. An ordinary day, an ordinary place, and nobody expecting anything to change.',
          'a quiet town street at dawn, soft light — {S}',
        ],
        more: [
          'That is the first thing worth noticing. The moments that matter rarely announce themselves.',
          'an empty road leading toward the horizon at sunrise — {S}',
        ],
      },
      {
        line: [
          'Then something shifts. A question, a choice, a small crack in the routine that will not close again.',
          'a door opening onto bright light, dramatic shadows — {S}',
        ],
      },
      {
        line: [
          'At first it goes wrong. Plans fail, doubts grow, and the easy way out looks better every hour.',
          'storm clouds gathering over hills, rain — {S}',
        ],
        more: [
          'This is where most versions of the story end, with someone deciding it is not worth it.',
          'a lone figure standing in the rain at night — {S}',
        ],
      },
      {
        line: [
          'But here is the turn. Someone keeps going, not because it is easy, but because stopping would cost more.',
          'a figure climbing a mountain path in the wind — {S}',
        ],
        more: [
          'Small steps add up. One more try, one more day, one more honest attempt.',
          'footsteps in the snow leading toward a warm light — {S}',
        ],
      },
      {
        line: [
          'And slowly the picture changes. What looked impossible at the start looks obvious in hindsight.',
          'sunrise breaking through clouds over mountains — {S}',
        ],
        more: [
          'That is the pattern hiding inside almost every great story, and this one is no exception.',
          'a glowing path through a forest at dusk — {S}',
        ],
      },
    ],
    closes: [
      [
        'Remember it the next time your own story reaches the hard part. Follow for more stories like this.',
        'a figure on a hilltop watching the sunrise — {S}',
      ],
      [
        'Every ending is somebody\u2019s beginning. What would you have done?',
        'a road disappearing into a golden sunset — {S}',
      ],
    ],
  },
  explainer: {
    titles: ['{T}', '{T}: What Most People Miss'],
    hooks: [
      ['Here is something worth a minute of your time: {S}.', 'dramatic light, wide view — {S}'],
      [
        'Today\u2019s topic: {S}. And it is stranger than it sounds.',
        'glowing details in the dark — {S}',
      ],
    ],
    beats: [
      {
        line: [
          'At first glance it seems simple. Most people have heard something about it, and most people think they already understand it.',
          'a crowd of people in a city street, daylight — {S}',
        ],
      },
      {
        line: [
          'But look closer and it gets more interesting. The details are where the real story hides.',
          'a magnifying glass over a map, warm light — {S}',
        ],
        more: [
          'People who study it closely still argue about those details, and that debate is half the fun.',
          'books and notes spread on a desk by a lamp — {S}',
        ],
      },
      {
        line: [
          'The first surprise is how much it connects to. Pull on one thread and you find history, science, and people with strong opinions.',
          'glowing threads connecting points on a dark map — {S}',
        ],
      },
      {
        line: [
          'The second surprise is how much it touches everyday life, often in ways nobody notices.',
          'a busy kitchen table with morning sunlight — {S}',
        ],
        more: [
          'Once you see it, you start spotting it everywhere: in the news, at work, even at dinner.',
          'a city skyline at night full of lights — {S}',
        ],
      },
      {
        line: [
          'And the biggest lesson is simple. The obvious answer is rarely the whole answer.',
          'a glowing lightbulb in a dark room — {S}',
        ],
        more: [
          'That is why curiosity matters. Asking one more question is how every discovery starts.',
          'a telescope pointing at a starry sky — {S}',
        ],
      },
    ],
    closes: [
      [
        'Save this, and share it with the friend who always asks why. Follow for more.',
        'friends talking under warm lights at night — {S}',
      ],
      [
        'Now you know more than most people do. What should we explore next?',
        'an open book glowing on a table — {S}',
      ],
    ],
  },
  guide: {
    titles: ['{T}', '{T}, Step by Step'],
    hooks: [
      ['Here is a simple guide: {S}.', 'a tidy desk with a notebook and morning sun — {S}'],
      ['Want to get this right? {S}. Here is how, step by step.', 'a checklist on a desk — {S}'],
    ],
    beats: [
      {
        line: [
          'Step one. Decide what success actually looks like. Write it down in a single, clear sentence.',
          'a notebook and pen on a wooden desk, sunlight — {S}',
        ],
      },
      {
        line: [
          'Step two. Break it into the smallest pieces you can. Each one should take minutes, not hours.',
          'building blocks arranged in a row, bright colors — {S}',
        ],
        more: [
          'Big goals feel heavy. Small steps feel doable, and doable is what actually gets done.',
          'stairs leading up toward a bright sky — {S}',
        ],
      },
      {
        line: [
          'Step three. Do the first piece today, even badly. Starting is the hardest part, and momentum is real.',
          'a person starting to work at sunrise — {S}',
        ],
      },
      {
        line: [
          'Step four. Check what works and what does not. Change one thing at a time, not everything at once.',
          'a clock and a checklist, warm lamp — {S}',
        ],
        more: [
          'Keep a short note of what you tried. Patterns appear faster than you expect.',
          'a notebook with checked boxes — {S}',
        ],
      },
      {
        line: [
          'Step five. Repeat until it becomes a habit. Consistency beats intensity almost every time.',
          'a path of stepping stones across a river — {S}',
        ],
        more: [
          'Most people quit in the first week. Getting past it puts you ahead of nearly everyone.',
          'a figure on a mountain peak at sunrise — {S}',
        ],
      },
    ],
    closes: [
      [
        'Save this guide and try step one today. Follow for more practical tips.',
        'a bright open window with morning light — {S}',
      ],
      [
        'Decide, break it down, start, adjust, repeat. You have got this.',
        'a trophy on a desk in the sunlight — {S}',
      ],
    ],
  },
  whatIf: {
    titles: ['What If {T}?', 'Imagine This: What If {T}?'],
    hooks: [
      [
        'What if {S}? Here is today\u2019s thought experiment.',
        'surreal sky over a city, dramatic — {S}',
      ],
      [
        'Imagine it for a moment. What if {S}? What would really happen?',
        'a strange glowing horizon — {S}',
      ],
    ],
    beats: [
      {
        line: [
          'Picture it becoming real tomorrow morning. At first, almost nobody would notice anything at all.',
          'a quiet city at dawn, empty streets — {S}',
        ],
      },
      {
        line: [
          'Then the first effects would spread. News would travel, people would argue, and experts would scramble to explain it.',
          'crowds watching screens in a city square at night — {S}',
        ],
        more: [
          'Some would see a threat, others an opportunity. Both groups would be partly right.',
          'two roads splitting in a forest — {S}',
        ],
      },
      {
        line: [
          'Within a year, everyday life would bend around it. Jobs, habits, and even the way we talk would start to change.',
          'a busy street with people and shops, daylight — {S}',
        ],
      },
      {
        line: [
          'Some consequences would be easy to predict. The most interesting ones would be the surprises nobody planned for.',
          'dominoes falling in a long line, dramatic light — {S}',
        ],
        more: [
          'History shows that big changes always ripple outward in ways even the smartest people miss.',
          'ripples spreading across a lake at sunset — {S}',
        ],
      },
      {
        line: [
          'Over a generation, it would simply feel normal. Children would grow up unable to imagine the world before.',
          'children playing in a park under a bright sky — {S}',
        ],
        more: [
          'That is how every real revolution ends: not with a bang, but with people forgetting it was ever different.',
          'an old photograph fading in sunlight — {S}',
        ],
      },
    ],
    closes: [
      [
        'So, would the world be better or worse? Tell me what you think.',
        'planet earth glowing at sunrise from space — {S}',
      ],
      [
        'Thought experiments are how we rehearse the future. Follow for more.',
        'a futuristic city skyline at dusk — {S}',
      ],
    ],
  },
} as const satisfies Record<string, StoryPlan>;

export type CustomArc = keyof typeof CUSTOM_ARCS;
