import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useSectionNews } from "@/features/news/api/useSectionNews";
import { NewsScreen } from "./NewsScreen";

function LifestyleScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const list = useSectionNews("i", id);
  const name = list.firstPage?.category?.name;
  return <NewsScreen title={name} description={t("sections.lifestyle.description", { name: name ?? "" })} list={list} layout="grid" />;
}

/** `/:navId/lifestyle`: a lifestyle category's news as a magazine grid. */
export function LifestyleRoute() {
  const { navId = "" } = useParams();
  return <LifestyleScreen key={navId} id={navId} />;
}
