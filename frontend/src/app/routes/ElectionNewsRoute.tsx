import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { parseYear } from "@/features/elections/model/electionPaths";
import { useElectionNews } from "@/features/news/api/useElectionNews";
import { NewsList } from "@/features/news/components/NewsList";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";
import { ElectionScreen } from "./ElectionScreen";

/** `/election/parliament/:year/news`: the election's news, three at a time (paged by daraalal). */
export function ElectionNewsRoute() {
  const { t } = useTranslation();
  const year = parseYear(useParams().year) ?? 0;
  const news = useElectionNews(year);
  return (
    <ElectionScreen screen="news" isScreenNotFound={news.error?.status === 404}>
      {() => (
        <>
          {news.isPending && <p role="status">{t("news.loading")}</p>}
          {news.error && news.error.status !== 404 && (
            <p className="error" role="alert">
              {t("errors.loadFailed")}
            </p>
          )}
          {!news.isPending && !news.error && news.items.length === 0 && <p>{t("news.empty")}</p>}
          <NewsList items={news.items} variant="row" layout="stack" headingLevel={2} />
          {news.hasMore && <LoadMoreButton onClick={news.loadMore} isLoading={news.isLoading} hasFailed={news.hasFailed} />}
        </>
      )}
    </ElectionScreen>
  );
}
