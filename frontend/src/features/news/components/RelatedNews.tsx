import { useRef } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Section } from "@/shared/ui/Section";
import { useRelatedNews } from "../api/useRelatedNews";
import { useNearViewport } from "../hooks/useNearViewport";
import { NewsList } from "./NewsList";

/** Related news by category and by shared tags, fetched only when the reader nears them (below the fold). */
export function RelatedNews({ lid }: { lid: string }) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(anchor);
  const related = useRelatedNews(lid, isNear);
  const byTags = related.data?.directRelatedNews ?? [];
  const byCategory = related.data?.relatedNewsByCategory ?? [];
  return (
    <div ref={anchor} className="related-news" data-testid="related-news">
      {byTags.length > 0 && (
        <Section title={t("article.relatedDirect")}>
          <NewsList items={byTags} layout="grid" />
        </Section>
      )}
      {byCategory.length > 0 && (
        <Section title={t("article.relatedCategory")}>
          <NewsList items={byCategory} layout="grid" />
        </Section>
      )}
    </div>
  );
}
