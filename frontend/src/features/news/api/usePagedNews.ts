import { useMemo } from "react";
import type { ApiRequestError } from "@/shared/api/client";
import { useApiFetch, useApiQuery } from "@/shared/hooks/useApiQuery";
import { usePagedList, type PagedList } from "@/shared/hooks/usePagedList";
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

export interface PagedNews<T> extends PagedList<NewsItem> {
  /** The first page's full response (e.g. the category it belongs to). */
  firstPage: T | undefined;
  error: ApiRequestError | null;
  isPending: boolean;
}

/** A news list whose first page comes embedded in the page, paged by its last item's date and id. */
export function usePagedNews<T>(source: PagedNewsSource<T>, enabled = true): PagedNews<T> {
  const { firstUrl, nextUrl, pick, pageSize } = source;
  const first = useApiQuery<T>(firstUrl, enabled);
  const fetchApi = useApiFetch();
  const pages = useMemo(
    () => ({
      items: pick,
      next: (page: T) => afterLastItem(pick(page), pageSize, cursorOf),
      fetchPage: (cursor: ListCursor) => fetchApi<T>(nextUrl(cursor)),
    }),
    [pick, pageSize, nextUrl, fetchApi],
  );
  const list = usePagedList(first.data, pages);
  return { ...list, firstPage: first.data, error: first.error, isPending: first.isPending };
}
