import { useTranslation } from "@/shared/i18n/useTranslation";
import { useLatestList } from "@/features/news/api/useLatestList";
import { NewsScreen } from "./NewsScreen";

export const LIST_PAGE_SIZE = 30;

/** `/i/list`: every latest news item as a dense list of titles. */
export function LatestListRoute() {
  const { t } = useTranslation();
  const list = useLatestList(LIST_PAGE_SIZE, false);
  return <NewsScreen title={t("sections.list.title")} description={t("sections.list.description")} list={list} layout="dense" />;
}
