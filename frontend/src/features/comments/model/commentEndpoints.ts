// Where each kind of target reads and writes its comments (API.md: comments rows).
import { apiUrl } from "@/shared/api/client";
import type { Language } from "@/shared/i18n/language";
import type { CommentTarget } from "./types";

export interface CommentEndpoints {
  list: string;
  listBody: Record<string, string | number>;
  insert: string;
  /** The target's own field in the insert body (the article's is in the path). */
  insertBody: Record<string, string | number>;
  vote: string;
}

/** `lang` travels in the query string so that the server answers in the reader's language. */
export function commentEndpoints(target: CommentTarget, lang: Language): CommentEndpoints {
  const withLang = (path: string) => apiUrl(path, { lang });
  switch (target.kind) {
    case "news": {
      const id = encodeURIComponent(String(target.id));
      return {
        list: withLang(`/api/${id}/r/comments`),
        listBody: {},
        insert: withLang(`/api/${id}/r/comment-insert`),
        insertBody: {},
        vote: withLang("/api/news/comment-like-dislike"),
      };
    }
    case "comic":
      return {
        list: withLang("/api/comic/comment"),
        listBody: { comicId: target.id },
        insert: withLang("/api/comic/comment-set"),
        insertBody: { comicid: target.id },
        vote: withLang("/api/comic/comment-like-dislike"),
      };
    case "poll":
      return {
        list: withLang("/api/poll/comments"),
        listBody: { pollId: target.id },
        insert: withLang("/api/poll/comment-set"),
        insertBody: { pollid: target.id },
        vote: withLang("/api/poll/comment-like-dislike"),
      };
  }
}
