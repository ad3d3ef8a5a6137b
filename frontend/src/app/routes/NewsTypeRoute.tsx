import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useSectionNews } from "@/features/news/api/useSectionNews";
import { SectionScreen } from "./SectionScreen";

function NewsTypeScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const list = useSectionNews("t", id);
  const name = list.firstPage?.type?.name;
  return <SectionScreen list={list} title={name} description={t("newsType.description", { name: name ?? "" })} />;
}

/** `/:newstype/t`: the news of one type (video, photo, interview...). */
export function NewsTypeRoute() {
  const { newstype = "" } = useParams();
  return <NewsTypeScreen key={newstype} id={newstype} />;
}
