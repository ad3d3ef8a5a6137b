import { useTranslation } from "@/shared/i18n/useTranslation";
import { usePage } from "@/features/pages/api/usePage";
import { ContactCard } from "@/features/pages/components/ContactCard";
import "@/features/pages/components/pages.css";
import type { PageSlug } from "@/features/pages/model/types";
import { useHead, useNotFoundStatus } from "@/shared/hooks/useHead";
import { NotFoundRoute } from "./NotFoundRoute";

/** The footer's pages (`/contact`, `/ethics`, `/privacy`, `/about`), edited in the newsroom. */
export function StaticPageRoute({ slug }: { slug: PageSlug }) {
  const { t } = useTranslation();
  const { data: page, error, isPending } = usePage(slug);
  const isMissing = error?.status === 404;
  useNotFoundStatus(isMissing);
  useHead({
    title: `${page?.title ?? t(`footer.${slug}`)} · ${t("site.name")}`,
    description: t(`pages.description.${slug}`),
  });
  if (isMissing) return <NotFoundRoute />;
  if (!page) {
    return <p role="status">{isPending ? t("news.loading") : t("errors.loadFailed")}</p>;
  }
  return (
    <article className="static-page" lang={page.language}>
      <h1 className="page-title">{page.title}</h1>
      <p className="static-page__updated">
        {t("pages.updated")} <time dateTime={page.updated_at}>{page.updated_at.slice(0, 10)}</time>
      </p>
      {/* The body introduces the details ("the addresses below"), so it comes first. */}
      <div className="static-page__body" dangerouslySetInnerHTML={{ __html: page.body_html }} />
      {page.contact && <ContactCard contact={page.contact} />}
    </article>
  );
}
