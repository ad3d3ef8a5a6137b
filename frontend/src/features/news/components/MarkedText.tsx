import { markedPieces } from "../model/marks";

/** Text with the given ranges in <mark> (the search's matched words). */
export function MarkedText({ text, ranges }: { text: string; ranges?: readonly (readonly [number, number])[] }) {
  if (!ranges?.length) return <>{text}</>;
  return (
    <>
      {markedPieces(text, ranges).map((piece, index) => (piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text))}
    </>
  );
}
