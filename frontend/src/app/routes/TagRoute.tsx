import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useTagNews } from "@/features/news/api/useTagNews";
import { NewsScreen } from "./NewsScreen";

function TagScreen({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const list = useTagNews(slug);
  const name = list.firstPage?.tag.name;
  return (
    <NewsScreen title={name ? `#${name}` : undefined} description={t("sections.tag.description", { name: name ?? "" })} list={list} />
  );
}

/** `/tag/:slug`: the news of one tag. */
export function TagRoute() {
  const { slug = "" } = useParams();
  return <TagScreen key={slug} slug={slug} />;
}
