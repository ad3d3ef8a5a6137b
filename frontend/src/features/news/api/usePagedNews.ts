import { useMemo } from "react";
import { fetchJson } from "@/shared/api/client";
import { usePagedList, type PagedQuery } from "@/shared/hooks/usePagedList";
import { afterLastItem } from "@/shared/lib/pagedList";
import { cursorOf, type ListCursor } from "../model/newsList";
import type { NewsItem } from "../model/types";

export interface PagedNewsSource<T> {
  /** The first page (the URL the server embeds). */
  firstUrl: string;
  /** The URL of the page after `cursor`. */
  nextUrl: (cursor: ListCursor) => string;
  /** The list inside a response. */
  pick: (data: T) => NewsItem[];
  pageSize: number;
}

export type PagedNews<T> = PagedQuery<T, NewsItem>;

/** A news list whose first page comes embedded in the page, paged by its last item's date and id. */
export function usePagedNews<T>(source: PagedNewsSource<T>, enabled = true): PagedNews<T> {
  const { firstUrl, nextUrl, pick, pageSize } = source;
  const pages = useMemo(
    () => ({
      firstUrl,
      fetchPage: (cursor: ListCursor | null, signal: AbortSignal) => fetchJson<T>(cursor ? nextUrl(cursor) : firstUrl, { signal }),
      items: pick,
      next: (page: T) => afterLastItem(pick(page), pageSize, cursorOf),
    }),
    [firstUrl, nextUrl, pick, pageSize],
  );
  return usePagedList(pages, enabled);
}
