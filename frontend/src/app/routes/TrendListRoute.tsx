import { useTranslation } from "@/shared/i18n/useTranslation";
import { useTrendList } from "@/features/news/api/useTrendList";
import { NewsScreen } from "./NewsScreen";

/** `/trend/list` and `/mtrend`: the 30 most read news, ranked. */
export function TrendListRoute() {
  const { t } = useTranslation();
  const { data, error, isPending } = useTrendList();
  return (
    <NewsScreen
      title={t("sections.trend.title")}
      description={t("sections.trend.description")}
      list={{ items: data?.nav_news_list ?? [], error, isPending }}
      layout="ranked"
    />
  );
}
