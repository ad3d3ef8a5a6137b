import { useId } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";
import type { Comic } from "../model/types";
import { ComicCard } from "./ComicCard";
import "./comics.css";

interface ComicGridProps {
  comics: readonly Comic[];
  currentId?: number;
  hasMore: boolean;
  isLoading: boolean;
  hasFailed: boolean;
  onLoadMore: () => void;
}

/** The comics list, six at a time, with "more comics". */
export function ComicGrid({ comics, currentId, hasMore, isLoading, hasFailed, onLoadMore }: ComicGridProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="comic-grid" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        {t("comics.listTitle")}
      </h2>
      {comics.length === 0 ? (
        <p>{t("comics.empty")}</p>
      ) : (
        <ul className="comic-grid__list">
          {comics.map((comic) => (
            <li key={comic.id} className={comic.id === currentId ? "comic-grid__item comic-grid__item--current" : "comic-grid__item"}>
              <ComicCard comic={{ ...comic, image: comic.thumbnail || comic.image }} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && <LoadMoreButton onClick={onLoadMore} isLoading={isLoading} hasFailed={hasFailed} label={t("comics.more")} />}
    </section>
  );
}
