// The comment emoticons (emoticId): a small fixed set; 0 means none.

export interface Emoticon {
  id: number;
  emoji: string;
  /** A catalog key under `comments.emoticons`. */
  key: "happy" | "sad" | "surprised" | "angry" | "approve" | "love";
}

export const EMOTICONS: readonly Emoticon[] = [
  { id: 1, emoji: "😀", key: "happy" },
  { id: 2, emoji: "😢", key: "sad" },
  { id: 3, emoji: "😮", key: "surprised" },
  { id: 4, emoji: "😠", key: "angry" },
  { id: 5, emoji: "👍", key: "approve" },
  { id: 6, emoji: "❤️", key: "love" },
];

export function findEmoticon(id: number): Emoticon | undefined {
  return EMOTICONS.find((emoticon) => emoticon.id === id);
}
