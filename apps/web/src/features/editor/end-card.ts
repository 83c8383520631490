import type { RenderOptions, UpdateSettingsRequest } from '@reelsmith/contract';

/**
 * The end card as the editor saves it: the switch always, the text only once it has some
 * (an emptied field keeps the saved text until a new one is written, instead of a refused save).
 */
export function endCardChange(
  endCard: RenderOptions['endCard'],
): NonNullable<UpdateSettingsRequest['endCard']> {
  const text = endCard.text.trim();
  return text === '' ? { enabled: endCard.enabled } : { enabled: endCard.enabled, text };
}
