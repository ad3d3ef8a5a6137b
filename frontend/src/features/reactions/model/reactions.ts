// Emoji reactions under an article: one per reader; another kind moves it, the same kind removes it.
import type { components } from "@/shared/api/schema";
import type { Language } from "@/shared/i18n/language";

type Schemas = components["schemas"];

/** A reaction kind with its count, as the article entity carries it (`emotics`); generated from backend/news/schemas.py. */
export type ReactionCount = Schemas["ReactionCountOut"];

/** The reaction endpoints' kinds carry both names. */
export type ReactionCountWire = Schemas["EmoticOut"];

export type ReactionAnswer = Schemas["ReactionOut"];

export interface ReactionState {
  emotics: ReactionCount[];
  myReaction: number | null;
}

/** Clicking the reader's own reaction takes it back; any other kind is given (moving the old one). */
export function reactionAction(myReaction: number | null, clicked: number): "add" | "remove" {
  return myReaction === clicked ? "remove" : "add";
}

/** What a click will show before the server answers (the answer replaces it). */
export function predictReaction(state: ReactionState, clicked: number): ReactionState {
  const isRemoving = reactionAction(state.myReaction, clicked) === "remove";
  const myReaction = isRemoving ? null : clicked;
  const emotics = state.emotics.map((kind) => {
    let count = kind.count;
    if (kind.id === state.myReaction) count = Math.max(0, count - 1);
    if (kind.id === myReaction) count += 1;
    return count === kind.count ? kind : { ...kind, count };
  });
  return { emotics, myReaction };
}

/** The server's answer in the reader's language. */
export function stateFromAnswer(answer: ReactionAnswer, lang: Language): ReactionState {
  return {
    emotics: answer.emotics.map(({ name_mn, name_en, ...kind }) => ({ ...kind, name: lang === "en" && name_en ? name_en : name_mn })),
    myReaction: answer.myReaction,
  };
}
