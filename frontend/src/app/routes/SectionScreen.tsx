import type { ReactNode } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import type { PagedNews } from "@/features/news/api/usePagedNews";
import { SectionNews } from "@/features/news/components/SectionNews";
import type { SectionResponse } from "@/features/news/model/types";
import { useHead } from "@/shared/hooks/useHead";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";
import { NotFoundRoute } from "./NotFoundRoute";

interface SectionScreenProps {
  list: PagedNews<SectionResponse>;
  /** The screen's name (category, journalist or news type); undefined while loading. */
  title: string | undefined;
  description: string;
  categoryId?: number | null;
  intro?: ReactNode;
}

/** The shared frame of the category, provider and news type screens. */
export function SectionScreen({ list, title, description, categoryId = null, intro }: SectionScreenProps) {
  const { t } = useTranslation();
  const isNotFound = list.error?.status === 404;
  // The not-found screen declares the same head, so whichever effect runs last agrees.
  const screenTitle = isNotFound ? t("notFound.title") : (title ?? t("news.loading"));
  useHead({ title: `${screenTitle} · ${t("site.name")}`, description: isNotFound ? "" : description });
  if (isNotFound) return <NotFoundRoute />;
  if (list.error) {
    return (
      <p className="error" role="alert">
        {t("errors.loadFailed")}
      </p>
    );
  }
  return (
    <div className="section-screen">
      <h1 className="page-title">{title ?? t("news.loading")}</h1>
      {intro}
      {list.items.length === 0 && !list.isPending && <p>{t("news.empty")}</p>}
      <SectionNews items={list.items} categoryId={categoryId} />
      {list.hasMore && <LoadMoreButton onClick={list.loadMore} isLoading={list.isLoading} hasFailed={list.hasFailed} />}
    </div>
  );
}
