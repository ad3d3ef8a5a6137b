import { useTranslation } from "@/shared/i18n/useTranslation";
import { useMediaNews, type MediaKind } from "@/features/news/api/useMediaNews";
import { NewsScreen } from "./NewsScreen";

/** `/video` and `/photo`: the video or photo news, as tiles, with "more news". */
export function MediaListRoute({ kind }: { kind: MediaKind }) {
  const { t } = useTranslation();
  const list = useMediaNews(kind);
  return <NewsScreen title={t(`sections.${kind}.title`)} description={t(`sections.${kind}.description`)} list={list} layout="grid" />;
}
