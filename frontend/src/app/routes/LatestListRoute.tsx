import { useTranslation } from "@/shared/i18n/useTranslation";
import { useLatestList } from "@/features/news/api/useLatestList";
import { LATEST_LIST_SIZE } from "@/features/news/model/pageSizes";
import { NewsScreen } from "./NewsScreen";

/** `/i/list`: every latest news item as a dense list of titles. */
export function LatestListRoute() {
  const { t } = useTranslation();
  const list = useLatestList(LATEST_LIST_SIZE, false);
  return <NewsScreen title={t("sections.list.title")} description={t("sections.list.description")} list={list} layout="dense" />;
}
