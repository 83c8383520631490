/** "1 credit", "2 credits", "0 videos": a count with its noun, plural unless it is one. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
