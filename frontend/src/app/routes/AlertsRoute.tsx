import { AlertsControl } from "@/features/alerts/components/AlertsControl";
import { useCategories } from "@/features/news/api/useCategories";
import { useHead } from "@/shared/hooks/useHead";
import { useTranslation } from "@/shared/i18n/useTranslation";

/** `/alerts`: breaking-news alerts by web push for this browser, in this edition, and their sections. */
export function AlertsRoute() {
  const { t } = useTranslation();
  const categories = useCategories().data?.categories ?? [];
  useHead({ title: `${t("alerts.title")} · ${t("site.name")}`, description: t("alerts.description") });
  return (
    <div className="section-screen alerts-screen">
      <h1 className="page-title">{t("alerts.title")}</h1>
      <p className="alerts-screen__intro">{t("alerts.intro")}</p>
      <AlertsControl sections={categories.map((category) => ({ id: category.id, name: category.name }))} />
    </div>
  );
}
