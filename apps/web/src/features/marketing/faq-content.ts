import { REFUND_POLICY, SCRIPT_MAX_LENGTH, VIDEO_RETENTION_DAYS } from '@reelsmith/contract';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The landing page FAQ in its four groups (docs/product/screens-and-routes.md#home). One
 * refund policy everywhere (docs/product/credits-and-payments.md#refund-policy).
 */
export const FAQ_GROUPS: readonly { title: string; items: readonly FaqItem[] }[] = [
  {
    title: 'Video Creation',
    items: [
      {
        question: 'How does Reelsmith make a video?',
        answer:
          'Pick a topic or write your own prompt, choose a narration voice, one of 20 art styles, a length and a format. AI writes the script, you edit it, and we render an MP4 with narration, illustrations, captions and music.',
      },
      {
        question: 'Can I edit the script before the video is made?',
        answer: `Yes. You can edit the title, caption and every scene of the script, up to ${SCRIPT_MAX_LENGTH.toLocaleString('en-US')} characters, and change the music and captions before you finalize.`,
      },
      {
        question: 'How long are the videos?',
        answer: 'Short videos run 30 to 60 seconds; long videos run 60 to 90 seconds.',
      },
      {
        question: 'Can I upload my own music or voiceover?',
        answer:
          'Not yet. Custom music and voiceover upload is not available yet; choose from our voices and bundled tracks.',
      },
    ],
  },
  {
    title: 'Pricing',
    items: [
      {
        question: 'How much does a video cost?',
        answer:
          'One credit makes one video. Credits cost between $0.70 and $1.00 depending on the pack, so each video costs a dollar or less.',
      },
      {
        question: 'Do credits expire?',
        answer: 'No. Credits never expire. There is no subscription: buy a pack when you need one.',
      },
      { question: 'Can I get a refund?', answer: REFUND_POLICY },
    ],
  },
  {
    title: 'Usage',
    items: [
      {
        question: 'Who owns the videos?',
        answer: 'You do. Videos are yours to post anywhere, with no watermark.',
      },
      {
        question: 'Do you post to my social accounts?',
        answer: 'No. There is no auto-publishing: you download the MP4 and post it yourself.',
      },
      {
        question: 'Which formats can I make?',
        answer:
          'Vertical (9:16) for TikTok, Reels and Shorts, Horizontal (16:9) for YouTube, and Square (1:1) for feeds.',
      },
    ],
  },
  {
    title: 'Technical',
    items: [
      {
        question: 'How long are my videos stored?',
        answer: `Videos are stored for 1 week (${VIDEO_RETENTION_DAYS} days) after they are made. Download them before then.`,
      },
      {
        question: 'What file do I get?',
        answer: 'An MP4 (H.264 video, AAC audio) at 1080p, ready to post, with captions burned in.',
      },
      {
        question: 'How long does it take?',
        answer: 'Writing the script takes about 60 seconds; rendering takes a minute or two more.',
      },
    ],
  },
];
