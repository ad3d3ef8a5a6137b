import type { PageKind } from "./types";

const CATEGORY_LIKE = /^\/\d{1,9}\/(i|p|t|corner|lifestyle)$/;
const ARTICLE = /^\/[^/]+\/r$/;

/** The ad server's page kind of a path inside the language (no /en prefix). */
export function pageKindForPath(pathname: string): PageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/" || path === "") return "home";
  if (ARTICLE.test(path)) return "article";
  if (CATEGORY_LIKE.test(path)) return "category";
  return "other";
}
