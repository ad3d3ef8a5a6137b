import { useTranslation } from "@/shared/i18n/useTranslation";
import { usePortal } from "@/shared/portal/PortalContext";
import { useCorrections } from "@/features/corrections/api/useCorrections";
import { CorrectionList } from "@/features/corrections/components/CorrectionList";
import { useHead } from "@/shared/hooks/useHead";

/** `/corrections`: every correction and clarification of the edition, newest first, and their feed. */
export function CorrectionsRoute() {
  const { t } = useTranslation();
  const { base } = usePortal();
  const list = useCorrections();
  useHead({ title: `${t("corrections.title")} · ${t("site.name")}`, description: t("corrections.description") });
  return (
    <div className="section-screen corrections-screen">
      <h1 className="page-title">{t("corrections.title")}</h1>
      <p className="corrections-screen__intro">{t("corrections.intro")}</p>
      {/* The feed is a file, not a screen: an ordinary link, which the router leaves to the browser. */}
      <p className="corrections-screen__feed">
        <a href={`${base}/corrections/rss`} type="application/rss+xml">
          {t("corrections.rss")}
        </a>
      </p>
      {list.error ? (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      ) : (
        <CorrectionList
          corrections={list.items}
          isPending={list.isPending}
          hasMore={list.hasMore}
          isLoading={list.isLoading}
          hasFailed={list.hasFailed}
          onLoadMore={list.loadMore}
        />
      )}
    </div>
  );
}
