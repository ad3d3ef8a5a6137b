import { useTranslation } from "@/shared/i18n/useTranslation";
import { useParams } from "@/shared/router/Router";
import { useSectionNews } from "@/features/news/api/useSectionNews";
import { SectionScreen } from "./SectionScreen";

function CategoryScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const list = useSectionNews("i", id);
  const name = list.firstPage?.category?.name;
  return (
    <SectionScreen
      list={list}
      title={name}
      description={t("category.description", { name: name ?? "" })}
      categoryId={list.firstPage?.category?.id ?? Number(id)}
    />
  );
}

/** `/:categoryid/i`: a category's news, the first 3 big, then the rest, with "more news". */
export function CategoryRoute() {
  const { categoryid = "" } = useParams();
  // A new id is a new list: keying by it resets the paged state.
  return <CategoryScreen key={categoryid} id={categoryid} />;
}
