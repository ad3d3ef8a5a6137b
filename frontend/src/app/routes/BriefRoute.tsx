import { useTranslation } from "@/shared/i18n/useTranslation";
import { useBrief } from "@/features/news/api/useBrief";
import { NewsScreen } from "./NewsScreen";

/** `/brief`: the news brief, each item with its lead. */
export function BriefRoute() {
  const { t } = useTranslation();
  const { data, error, isPending } = useBrief();
  return (
    <NewsScreen
      title={t("sections.brief.title")}
      description={t("sections.brief.description")}
      list={{ items: data?.brief ?? [], error, isPending }}
      layout="brief"
    />
  );
}
