// Where a search result's title and lead hold the query's words ([start, end) in UTF-16 units, as
// the API's `highlights` give them): the card draws them with <mark>.
export interface TextMarks {
  title: readonly (readonly [number, number])[];
  lead: readonly (readonly [number, number])[];
}

/** `text` cut into plain and marked pieces, in order; ranges that overlap or fall outside are skipped. */
export function markedPieces(text: string, ranges: readonly (readonly [number, number])[]): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
