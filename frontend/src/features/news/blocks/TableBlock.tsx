import { useTranslation } from "@/shared/i18n/useTranslation";
import type { TableBlock as Table } from "../model/readingTypes";
import { tableCaption } from "./tableCaption";

/** A table in a container that scrolls sideways, reachable and scrollable by keyboard. */
export function TableBlock({ block }: { block: Table }) {
  const { t } = useTranslation();
  const caption = tableCaption(block.html);
  return (
    <div
      className="article-table"
      role="region"
      tabIndex={0}
      aria-label={caption ? t("article.tableNamed", { caption }) : t("article.table")}
      dangerouslySetInnerHTML={{ __html: block.html }}
    />
  );
}
