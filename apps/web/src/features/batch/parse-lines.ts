import {
  CUSTOM_PROMPT_MAX_LENGTH,
  MAX_BATCH_VIDEOS,
  PRESET_TOPICS,
  type CreateVideoRequest,
} from '@reelsmith/contract';

export type BatchSource = Pick<CreateVideoRequest, 'topic' | 'customPrompt'>;

export interface ParsedLines {
  videos: BatchSource[];
  /** Why the lines cannot be sent as they are; empty when they can. */
  problems: string[];
}

/** A CSV row's first cell: quotes taken off, `""` read as `"`. */
function firstCell(row: string): string {
  const trimmed = row.trim();
  if (!trimmed.startsWith('"')) return trimmed.split(',')[0]!.trim();
  const match = /^"((?:[^"]|"")*)"/.exec(trimmed);
  return match === null ? trimmed : match[1]!.replaceAll('""', '"').trim();
}

/**
 * How the Batch page reads its lines (docs/product/screens-and-routes.md#batch): one video a
 * non-blank line; a line that is a preset topic's name or text (any case) makes that topic,
 * any other line is a custom prompt. A CSV takes each row's first cell, and a first row that
 * is just `topic` or `prompt` is a header. Never cut: a line over the prompt limit is refused.
 */
export function parseLines(text: string, csv = false): ParsedLines {
  let rows = text.split(/\r?\n/).map((row) => (csv ? firstCell(row) : row.trim()));
  if (csv && /^(topic|prompt|custom ?prompt)$/i.test(rows[0] ?? '')) rows = rows.slice(1);
  const videos: BatchSource[] = [];
  const problems: string[] = [];
  rows
    .filter((row) => row !== '')
    .forEach((row, index) => {
      const preset = PRESET_TOPICS.find(
        (t) =>
          t.label.toLowerCase() === row.toLowerCase() ||
          t.value.toLowerCase() === row.toLowerCase(),
      );
      if (preset !== undefined) videos.push({ topic: preset.value });
      else if (row.length > CUSTOM_PROMPT_MAX_LENGTH) {
        problems.push(
          `Line ${index + 1} is ${row.length} characters: a prompt can be at most ${CUSTOM_PROMPT_MAX_LENGTH}. Shorten it.`,
        );
      } else videos.push({ customPrompt: row });
    });
  if (videos.length + problems.length > MAX_BATCH_VIDEOS) {
    problems.push(
      `A batch holds at most ${MAX_BATCH_VIDEOS} videos: you have ${videos.length + problems.length} lines.`,
    );
  }
  return { videos, problems };
}
