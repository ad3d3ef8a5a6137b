import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useCornerNews } from "@/features/news/api/useCornerNews";
import { NewsScreen } from "./NewsScreen";

function CornerScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const list = useCornerNews(id);
  const name = list.firstPage?.category.name;
  return (
    <NewsScreen
      title={name ? t("sections.corner.title", { name }) : undefined}
      description={t("sections.corner.description", { name: name ?? "" })}
      list={list}
      empty={t("sections.corner.empty")}
    />
  );
}

/** `/:catId/corner`: a category's corner, its featured news. */
export function CornerRoute() {
  const { catId = "" } = useParams();
  return <CornerScreen key={catId} id={catId} />;
}
