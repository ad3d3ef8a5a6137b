import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { useMediaNews, type MediaKind } from "@/features/news/api/useMediaNews";
import { NewsList } from "@/features/news/components/NewsList";
import { pathTo } from "@/app/screenPaths";
import "@/features/news/sections.css";
import { useHead } from "@/shared/hooks/useHead";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";
import { Section } from "@/shared/ui/Section";

function MediaSection({ kind }: { kind: MediaKind }) {
  const { t } = useTranslation();
  const list = useMediaNews(kind);
  return (
    <Section title={t(`sections.${kind}.title`)}>
      {list.error && (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {!list.error && list.items.length === 0 && !list.isPending && <p>{t("news.empty")}</p>}
      <NewsList items={list.items} layout="grid" />
      {list.hasMore && <LoadMoreButton onClick={list.loadMore} isLoading={list.isLoading} hasFailed={list.hasFailed} />}
      <p className="news-screen__more">
        <Link to={pathTo(kind)}>{t(`sections.${kind}.all`)}</Link>
      </p>
    </Section>
  );
}

/** `/media`: video and photo news together. */
export function MediaRoute() {
  const { t } = useTranslation();
  useHead({ title: `${t("sections.media.title")} · ${t("site.name")}`, description: t("sections.media.description") });
  return (
    <div className="section-screen news-screen">
      <h1 className="page-title">{t("sections.media.title")}</h1>
      <MediaSection kind="video" />
      <MediaSection kind="photo" />
    </div>
  );
}
