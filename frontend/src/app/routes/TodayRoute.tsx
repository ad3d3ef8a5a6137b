import { useTranslation } from "@/shared/i18n/useTranslation";
import { useLatestList } from "@/features/news/api/useLatestList";
import { TODAY_PAGE_SIZE } from "@/features/news/model/pageSizes";
import { keepToday } from "@/features/news/model/todayNews";
import { useNow } from "@/shared/hooks/useNow";
import { NewsScreen } from "./NewsScreen";

/** `/today`: today's news (Ulaanbaatar's date), newest first; says so when there is none yet. */
export function TodayRoute() {
  const { t } = useTranslation();
  const list = useLatestList(TODAY_PAGE_SIZE, true);
  const now = useNow();
  const today = keepToday(list.items, now);
  return (
    <NewsScreen
      title={t("sections.today.title")}
      description={t("sections.today.description")}
      list={{ ...list, items: today.items, hasMore: list.hasMore && !today.reachesEarlierDays }}
      empty={t("sections.today.empty")}
    />
  );
}
