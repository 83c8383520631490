import type { StoryPlan } from './types.js';

/**
 * Story arcs for any custom prompt. `{S}` is the prompt's subject; it appears only after a
 * colon or in image prompts, where any phrase or sentence reads naturally. Everything else is
 * written so it stays true whatever the subject is: plainly simpler than an LLM, never nonsense.
 */
export const CUSTOM_ARCS = {
  story: {
    titles: ['{T}', 'The Story of {T}'],
    hooks: [
      ['Today\u2019s story: {S}.', '{S}, cinematic wide shot at dawn'],
      ['You asked for a story, so here it is: {S}.', '{S}, a quiet landscape at sunrise'],
    ],
    beats: [
      {
        line: [
          'Every story like this begins quietly. An ordinary day, an ordinary place, and nobody expecting anything to change.',
          '{S}, a quiet town street at dawn, soft light',
        ],
        more: [
          'That is the first thing worth noticing. The moments that matter rarely announce themselves.',
          '{S}, an empty road leading toward the horizon at sunrise',
        ],
      },
      {
        line: [
          'Then something shifts. A question, a choice, a small crack in the routine that will not close again.',
          '{S}, a door opening onto bright light, dramatic shadows',
        ],
      },
      {
        line: [
          'At first it goes wrong. Plans fail, doubts grow, and the easy way out looks better every hour.',
          '{S}, storm clouds gathering over hills, rain',
        ],
        more: [
          'This is where most versions of the story end, with someone deciding it is not worth it.',
          '{S}, a lone figure standing in the rain at night',
        ],
      },
      {
        line: [
          'But here is the turn. Someone keeps going, not because it is easy, but because stopping would cost more.',
          '{S}, a figure climbing a mountain path in the wind',
        ],
        more: [
          'Small steps add up. One more try, one more day, one more honest attempt.',
          '{S}, footsteps in the snow leading toward a warm light',
        ],
      },
      {
        line: [
          'And slowly the picture changes. What looked impossible at the start looks obvious in hindsight.',
          '{S}, sunrise breaking through clouds over mountains',
        ],
        more: [
          'That is the pattern hiding inside almost every great story, and this one is no exception.',
          '{S}, a glowing path through a forest at dusk',
        ],
      },
    ],
    closes: [
      [
        'Remember it the next time your own story reaches the hard part. Follow for more stories like this.',
        '{S}, a figure on a hilltop watching the sunrise',
      ],
      [
        'Every ending is somebody\u2019s beginning. What would you have done?',
        '{S}, a road disappearing into a golden sunset',
      ],
    ],
  },
  explainer: {
    titles: ['{T}', '{T}: What Most People Miss'],
    hooks: [
      ['Here is something worth a minute of your time: {S}.', '{S}, dramatic light, wide view'],
      [
        'Today\u2019s topic: {S}. And it is stranger than it sounds.',
        '{S}, glowing details in the dark',
      ],
    ],
    beats: [
      {
        line: [
          'At first glance it seems simple. Most people have heard something about it, and most people think they already understand it.',
          '{S}, a crowd of people in a city street, daylight',
        ],
      },
      {
        line: [
          'But look closer and it gets more interesting. The details are where the real story hides.',
          '{S}, a magnifying glass over a map, warm light',
        ],
        more: [
          'People who study it closely still argue about those details, and that debate is half the fun.',
          '{S}, books and notes spread on a desk by a lamp',
        ],
      },
      {
        line: [
          'The first surprise is how much it connects to. Pull on one thread and you find history, science, and people with strong opinions.',
          '{S}, glowing threads connecting points on a dark map',
        ],
      },
      {
        line: [
          'The second surprise is how much it touches everyday life, often in ways nobody notices.',
          '{S}, a busy kitchen table with morning sunlight',
        ],
        more: [
          'Once you see it, you start spotting it everywhere: in the news, at work, even at dinner.',
          '{S}, a city skyline at night full of lights',
        ],
      },
      {
        line: [
          'And the biggest lesson is simple. The obvious answer is rarely the whole answer.',
          '{S}, a glowing lightbulb in a dark room',
        ],
        more: [
          'That is why curiosity matters. Asking one more question is how every discovery starts.',
          '{S}, a telescope pointing at a starry sky',
        ],
      },
    ],
    closes: [
      [
        'Save this, and share it with the friend who always asks why. Follow for more.',
        '{S}, friends talking under warm lights at night',
      ],
      [
        'Now you know more than most people do. What should we explore next?',
        '{S}, an open book glowing on a table',
      ],
    ],
  },
  guide: {
    titles: ['{T}', '{T}, Step by Step'],
    hooks: [
      ['Here is a simple guide: {S}.', '{S}, a tidy desk with a notebook and morning sun'],
      ['Want to get this right? {S}. Here is how, step by step.', '{S}, a checklist on a desk'],
    ],
    beats: [
      {
        line: [
          'Step one. Decide what success actually looks like. Write it down in a single, clear sentence.',
          '{S}, a notebook and pen on a wooden desk, sunlight',
        ],
      },
      {
        line: [
          'Step two. Break it into the smallest pieces you can. Each one should take minutes, not hours.',
          '{S}, building blocks arranged in a row, bright colors',
        ],
        more: [
          'Big goals feel heavy. Small steps feel doable, and doable is what actually gets done.',
          '{S}, stairs leading up toward a bright sky',
        ],
      },
      {
        line: [
          'Step three. Do the first piece today, even badly. Starting is the hardest part, and momentum is real.',
          '{S}, a person starting to work at sunrise',
        ],
      },
      {
        line: [
          'Step four. Check what works and what does not. Change one thing at a time, not everything at once.',
          '{S}, a clock and a checklist, warm lamp',
        ],
        more: [
          'Keep a short note of what you tried. Patterns appear faster than you expect.',
          '{S}, a notebook with checked boxes',
        ],
      },
      {
        line: [
          'Step five. Repeat until it becomes a habit. Consistency beats intensity almost every time.',
          '{S}, a path of stepping stones across a river',
        ],
        more: [
          'Most people quit in the first week. Getting past it puts you ahead of nearly everyone.',
          '{S}, a figure on a mountain peak at sunrise',
        ],
      },
    ],
    closes: [
      [
        'Save this guide and try step one today. Follow for more practical tips.',
        '{S}, a bright open window with morning light',
      ],
      [
        'Decide, break it down, start, adjust, repeat. You have got this.',
        '{S}, a trophy on a desk in the sunlight',
      ],
    ],
  },
  whatIf: {
    titles: ['What If {T}?', 'Imagine This: What If {T}?'],
    hooks: [
      [
        'What if {S}? Here is today\u2019s thought experiment.',
        '{S}, surreal sky over a city, dramatic',
      ],
      [
        'Imagine it for a moment. What if {S}? What would really happen?',
        '{S}, a strange glowing horizon',
      ],
    ],
    beats: [
      {
        line: [
          'Picture it becoming real tomorrow morning. At first, almost nobody would notice anything at all.',
          '{S}, a quiet city at dawn, empty streets',
        ],
      },
      {
        line: [
          'Then the first effects would spread. News would travel, people would argue, and experts would scramble to explain it.',
          '{S}, crowds watching screens in a city square at night',
        ],
        more: [
          'Some would see a threat, others an opportunity. Both groups would be partly right.',
          '{S}, two roads splitting in a forest',
        ],
      },
      {
        line: [
          'Within a year, everyday life would bend around it. Jobs, habits, and even the way we talk would start to change.',
          '{S}, a busy street with people and shops, daylight',
        ],
      },
      {
        line: [
          'Some consequences would be easy to predict. The most interesting ones would be the surprises nobody planned for.',
          '{S}, dominoes falling in a long line, dramatic light',
        ],
        more: [
          'History shows that big changes always ripple outward in ways even the smartest people miss.',
          '{S}, ripples spreading across a lake at sunset',
        ],
      },
      {
        line: [
          'Over a generation, it would simply feel normal. Children would grow up unable to imagine the world before.',
          '{S}, children playing in a park under a bright sky',
        ],
        more: [
          'That is how every real revolution ends: not with a bang, but with people forgetting it was ever different.',
          '{S}, an old photograph fading in sunlight',
        ],
      },
    ],
    closes: [
      [
        'So, would the world be better or worse? Tell me what you think.',
        '{S}, planet earth glowing at sunrise from space',
      ],
      [
        'Thought experiments are how we rehearse the future. Follow for more.',
        '{S}, a futuristic city skyline at dusk',
      ],
    ],
  },
} as const satisfies Record<string, StoryPlan>;

export type CustomArc = keyof typeof CUSTOM_ARCS;
