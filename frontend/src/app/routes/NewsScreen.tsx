import type { ReactNode } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { NewsCard } from "@/features/news/components/NewsCard";
import { NewsList } from "@/features/news/components/NewsList";
import { SectionNews } from "@/features/news/components/SectionNews";
import type { NewsItem } from "@/features/news/model/types";
import "@/features/news/sections.css";
import type { ApiRequestError } from "@/shared/api/client";
import { useHead } from "@/shared/hooks/useHead";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";
import { NotFoundRoute } from "./NotFoundRoute";

/** What a news screen shows: a list that may page ("load more") or not. */
export interface ScreenList {
  items: readonly NewsItem[];
  isPending: boolean;
  error: ApiRequestError | null;
  hasMore?: boolean;
  isLoading?: boolean;
  hasFailed?: boolean;
  loadMore?: () => void;
}

/** section: 3 big then rows; grid: tiles; dense: titles only; ranked: numbered titles; brief: rows with their lead. */
export type NewsScreenLayout = "section" | "grid" | "dense" | "ranked" | "brief";

interface NewsScreenProps {
  /** The screen's heading; undefined while its data loads. */
  title: string | undefined;
  description: string;
  list: ScreenList;
  layout?: NewsScreenLayout;
  intro?: ReactNode;
  /** Said when the list is empty. */
  empty?: string;
  children?: ReactNode;
}

/** A bad or unknown address in the data (404, or 400 for e.g. a year out of range) is the not-found screen. */
export function isMissing(error: ApiRequestError | null): boolean {
  return error?.status === 404 || error?.status === 400;
}

function ScreenItems({ items, layout }: { items: readonly NewsItem[]; layout: NewsScreenLayout }) {
  switch (layout) {
    case "section":
      return <SectionNews items={items} />;
    case "grid":
      return <NewsList items={items} layout="grid" headingLevel={2} />;
    case "dense":
      return <NewsList items={items} variant="text" layout="stack" headingLevel={2} />;
    case "ranked":
      return <NewsList items={items} variant="text" layout="stack" headingLevel={2} ordered />;
    case "brief":
      return (
        <ul className="news-list news-list--stack brief-list">
          {items.map((item) => (
            <li key={item.id} className="news-list__item">
              <NewsCard item={item} variant="row" headingLevel={2} showLead />
            </li>
          ))}
        </ul>
      );
  }
}

/** The frame of the news sections: head tags, a heading, the list, "more news", empty and not-found states. */
export function NewsScreen({ title, description, list, layout = "section", intro, empty, children }: NewsScreenProps) {
  const { t } = useTranslation();
  const isNotFound = isMissing(list.error);
  // The not-found screen declares the same head, so whichever effect runs last agrees.
  const screenTitle = isNotFound ? t("notFound.title") : (title ?? t("news.loading"));
  useHead({ title: `${screenTitle} · ${t("site.name")}`, description: isNotFound ? "" : description });
  if (isNotFound) return <NotFoundRoute />;
  return (
    <div className={`section-screen news-screen news-screen--${layout}`}>
      <h1 className="page-title">{title ?? t("news.loading")}</h1>
      {intro}
      {list.error ? (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      ) : (
        <>
          {list.items.length === 0 && !list.isPending && <p className="news-screen__empty">{empty ?? t("news.empty")}</p>}
          {list.items.length > 0 && <ScreenItems items={list.items} layout={layout} />}
          {list.hasMore && list.loadMore && (
            <LoadMoreButton onClick={list.loadMore} isLoading={list.isLoading ?? false} hasFailed={list.hasFailed ?? false} />
          )}
        </>
      )}
      {children}
    </div>
  );
}
