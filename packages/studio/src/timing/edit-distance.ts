/**
 * 0 for the same text, 1 for nothing in common: Levenshtein over characters, divided by the
 * longer length. Script words against heard words (align.ts), and eSpeak NG's phonemes of a
 * word against the tokens it spoke (voice/espeak-phonemes.ts).
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0 || b.length === 0) return 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return (prev[b.length] ?? 0) / Math.max(a.length, b.length);
}
