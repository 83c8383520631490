import './drafts.css';
import { EMOJI_NOTE, hasEmoji, type Story } from '@reelsmith/contract';
import { CircleAlert, Info } from 'lucide-react';

/**
 * Why Finalize is disabled, next to the button (docs/product/drafts-and-text.md#finalize):
 * the same words as the save state, naming the field that is empty or too long.
 */
export function FinalizeReason({ id, problem }: { id: string; problem: string | null }) {
  if (problem === null) return null;
  return (
    <p id={id} className="finalize-reason">
      <CircleAlert size={16} aria-hidden="true" /> Finalize is unavailable: {problem}.
    </p>
  );
}

/** Emoji are left out of the video (docs/decisions/0051-drafts-and-text.md): the editor says so. */
export function EmojiNote({ story }: { story: Story }) {
  const any = hasEmoji(story.title) || story.scenes.some((scene) => hasEmoji(scene.narration));
  if (!any) return null;
  return (
    <p className="emoji-note muted" role="note">
      <Info size={16} aria-hidden="true" /> {EMOJI_NOTE}
    </p>
  );
}
