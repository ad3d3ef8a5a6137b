import { useTranslation } from "@/shared/i18n/useTranslation";
import { useCategories } from "@/features/news/api/useCategories";
import { useSectionNews } from "@/features/news/api/useSectionNews";
import { NotFoundRoute } from "./NotFoundRoute";
import { SectionScreen } from "./SectionScreen";

export const ECONOMY_SLUG = "economy";

function EconomyScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const list = useSectionNews("i", id);
  const name = list.firstPage?.category?.name;
  return <SectionScreen list={list} title={name} description={t("sections.economy.description")} categoryId={Number(id)} />;
}

/** `/economy`: the economy news, i.e. the category whose slug is "economy". */
export function EconomyRoute() {
  const { t } = useTranslation();
  const { data, error } = useCategories();
  const economy = data?.categories.find((category) => category.slug === ECONOMY_SLUG);
  if (economy) return <EconomyScreen key={economy.id} id={String(economy.id)} />;
  if (data || error?.status === 404) return <NotFoundRoute />;
  return <p role="status">{t("news.loading")}</p>;
}
