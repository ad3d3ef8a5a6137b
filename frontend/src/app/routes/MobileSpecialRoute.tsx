import { useTranslation } from "@/shared/i18n/useTranslation";
import { useSpecials } from "@/features/news/api/useSpecials";
import { NewsCard } from "@/features/news/components/NewsCard";
import { NewsList } from "@/features/news/components/NewsList";
import "@/features/news/sections.css";
import { useHead } from "@/shared/hooks/useHead";
import { Section } from "@/shared/ui/Section";

/** `/mspecial`: the editors' specials (the big story, the classic list and the photo stories). */
export function MobileSpecialRoute() {
  const { t } = useTranslation();
  useHead({ title: `${t("sections.special.title")} · ${t("site.name")}`, description: t("sections.special.description") });
  const { data, error, isPending } = useSpecials();
  const specials = data?.ontslohNewsList;
  const isEmpty = !!specials && specials.tom.length + specials.classic.length + specials.zurag.length === 0;
  return (
    <div className="section-screen news-screen">
      <h1 className="page-title">{t("sections.special.title")}</h1>
      {error && (
        <p className="error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      {isPending && <p role="status">{t("news.loading")}</p>}
      {isEmpty && <p>{t("news.empty")}</p>}
      {specials?.tom.map((item) => (
        <div key={item.id} className="section-news__lead">
          <NewsCard item={item} variant="lead" headingLevel={2} isPriority showLead />
        </div>
      ))}
      {specials && specials.classic.length > 0 && <NewsList items={specials.classic} variant="row" layout="stack" headingLevel={2} />}
      {specials && specials.zurag.length > 0 && (
        <Section title={t("home.photo")}>
          <NewsList items={specials.zurag} layout="grid" />
        </Section>
      )}
    </div>
  );
}
