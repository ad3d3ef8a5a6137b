import { useTranslation } from "@/shared/i18n/useTranslation";
import type { EmbedBlock as Embed } from "../model/readingTypes";

/** Whether an embed may be shown: only https sources are framed. */
export function isSafeEmbedSource(src: string): boolean {
  return /^https:\/\/[^\s/]+/i.test(src);
}

/** An embedded player or post, loaded only when the reader scrolls near it. */
export function EmbedBlock({ block }: { block: Embed }) {
  const { t } = useTranslation();
  if (!isSafeEmbedSource(block.src)) return null;
  return (
    <div className="article-embed">
      <iframe
        src={block.src}
        title={block.title || t("article.embed")}
        loading="lazy"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
      />
    </div>
  );
}
