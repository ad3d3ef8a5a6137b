import { useTranslation } from "@/shared/i18n/useTranslation";
import { useHead } from "@/shared/hooks/useHead";
import { useCategories } from "@/features/news/api/useCategories";
import { SubscribeForm } from "@/features/newsletter/components/SubscribeForm";

/** `/newsletter`: the morning email's subscribe form, with the edition's sections to choose from. */
export function NewsletterRoute() {
  const { t } = useTranslation();
  const taxonomy = useCategories();
  const sections = (taxonomy.data?.categories ?? []).map((category) => ({ id: category.id, name: category.name }));
  useHead({ title: `${t("newsletter.title")} · ${t("site.name")}`, description: t("newsletter.intro") });
  return (
    <div className="section-screen newsletter-screen">
      <h1 className="page-title">{t("newsletter.title")}</h1>
      <p>{t("newsletter.intro")}</p>
      <SubscribeForm sections={sections} />
    </div>
  );
}
