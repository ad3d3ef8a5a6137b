import { useTranslation } from "@/shared/i18n/useTranslation";
import { ComicList } from "@/features/comics/components/ComicList";
import { useElectionComics } from "@/features/elections/api/useElectionComics";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";
import { Section } from "@/shared/ui/Section";

/** The election's comics (`/api/fetchSonguuli/0/{year}`), six at a time. */
export function ElectionComicsSection({ year }: { year: number }) {
  const { t } = useTranslation();
  const list = useElectionComics(year);
  return (
    <Section title={t("elections.comicsTitle")}>
      {list.isPending && <p role="status">{t("news.loading")}</p>}
      {list.error && (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {!list.isPending && !list.error && list.comics.length === 0 && <p>{t("elections.noComics")}</p>}
      {list.comics.length > 0 && <ComicList comics={list.comics} layout="grid" />}
      {list.hasMore && (
        <LoadMoreButton onClick={list.loadMore} isLoading={list.isLoading} hasFailed={list.hasFailed} label={t("comics.more")} />
      )}
    </Section>
  );
}
