import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useComicPage } from "@/features/comics/api/useComicPage";
import { ComicGrid } from "@/features/comics/components/ComicGrid";
import { ComicViewer } from "@/features/comics/components/ComicViewer";
import { CommentsIsland } from "@/features/comments/components/CommentsIsland";
import { useHead } from "@/shared/hooks/useHead";
import { NotFoundRoute } from "./NotFoundRoute";

function ComicScreen({ comicId }: { comicId: string }) {
  const { t } = useTranslation();
  const page = useComicPage(comicId);
  const comic = page.entity;
  const isNotFound = page.error?.status === 404;
  const title = isNotFound ? t("notFound.title") : (comic?.title ?? t("comics.title"));
  useHead({ title: `${title} · ${t("site.name")}`, description: t("comics.description"), image: comic?.image ?? "" });
  if (isNotFound) return <NotFoundRoute />;
  if (page.error) {
    return (
      <p className="error" role="alert">
        {t("errors.loadFailed")}
      </p>
    );
  }
  return (
    <div className="comic-screen">
      {comic ? <ComicViewer key={comic.id} comic={comic} /> : <h1 className="page-title">{t("comics.title")}</h1>}
      {comic && <CommentsIsland target={{ kind: "comic", id: comic.id }} />}
      <ComicGrid
        comics={page.comics}
        currentId={comic?.id}
        hasMore={page.hasMore}
        isLoading={page.isLoading}
        hasFailed={page.hasFailed}
        onLoadMore={page.loadMore}
      />
    </div>
  );
}

/** `/:comicId/comic` (0 = the latest) and `/comic/last`, which has no id. */
export function ComicRoute() {
  const { comicId = "0" } = useParams();
  return <ComicScreen key={comicId} comicId={comicId} />;
}
