import type { ReactNode } from 'react';

interface ChoiceGridProps<T extends string> {
  /** The radios' group name: one per grid. */
  name: string;
  /** The list's layout beside `choice-grid` (create.css: voice-grid, style-grid, ...). */
  className: string;
  options: readonly T[];
  /** The chosen option; null checks none (the create form before an art style is picked). */
  value: NoInfer<T> | null;
  onChange: (value: T) => void;
  /** What the card shows after its radio: at least the choice's name, which names the radio. */
  children: (option: T) => ReactNode;
  /** The card's own class beside `choice` (style-choice, format-choice). */
  cardClassName?: string;
  /** The item's class (voice-option). */
  itemClassName?: string;
  /** After the card, inside its item: the voice's play button and status. */
  after?: (option: T) => ReactNode;
}

/**
 * A grid of choice cards over a fixed list: each card is a label around a real radio, so the
 * group is one tab stop moved with the arrow keys, and a reader hears each card's name. The
 * create form's voice, art style, length and format (create.css styles them).
 */
export function ChoiceGrid<T extends string>({
  name,
  className,
  options,
  value,
  onChange,
  children,
  cardClassName,
  itemClassName,
  after,
}: ChoiceGridProps<T>) {
  return (
    <ul className={`choice-grid ${className}`}>
      {options.map((option) => (
        <li key={option} className={itemClassName}>
          <label className={cardClassName === undefined ? 'choice' : `choice ${cardClassName}`}>
            <input
              type="radio"
              className="choice-input"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {children(option)}
          </label>
          {after?.(option)}
        </li>
      ))}
    </ul>
  );
}
