import { useTranslation } from "@/shared/i18n/useTranslation";
import { ArticleBody } from "../blocks/ArticleBody";
import type { BlockContext } from "../blocks/blockContext";
import { updateAnchor } from "../model/liveCoverage";
import { buildSrcSet } from "../model/renditions";
import type { LiveUpdate } from "../model/readingTypes";
import { RelativeTime } from "./RelativeTime";

/** The width an update's picture is shown at, at most: the article column. */
const UPDATE_IMAGE_SIZES = "(min-width: 1240px) 860px, (min-width: 1024px) calc(100vw - 380px), calc(100vw - 32px)";

interface LiveUpdateCardProps {
  update: LiveUpdate;
  context: BlockContext;
  /** The pinned copy above the list: the update in the list keeps the anchor key events link to. */
  isPinnedCopy?: boolean;
}

/** One update of a live article: its time, title, text and picture. */
export function LiveUpdateCard({ update, context, isPinnedCopy = false }: LiveUpdateCardProps) {
  const { t } = useTranslation();
  const headingId = `${isPinnedCopy ? "pinned" : updateAnchor(update.id)}-title`;
  return (
    <article
      id={isPinnedCopy ? undefined : updateAnchor(update.id)}
      className={`live-update${update.is_key_event ? " live-update--key" : ""}`}
      aria-labelledby={update.title ? headingId : undefined}
      tabIndex={-1}
      data-testid={isPinnedCopy ? "live-pinned" : "live-update"}
    >
      <p className="live-update__meta">
        <RelativeTime iso={update.published_at} />
        {update.is_key_event && <span className="live-update__badge">{t("live.keyEvent")}</span>}
      </p>
      {update.title && (
        <h3 id={headingId} className="live-update__title">
          {update.title}
        </h3>
      )}
      <div className="live-update__body">
        <ArticleBody blocks={update.body_blocks} context={context} />
      </div>
      {update.image && (
        <figure className="live-update__figure">
          <img
            src={update.image}
            srcSet={buildSrcSet(update.renditions)}
            sizes={UPDATE_IMAGE_SIZES}
            width={update.image_width ?? 1280}
            height={update.image_height ?? 720}
            alt={update.image_caption}
            loading="lazy"
            decoding="async"
          />
          {update.image_caption && <figcaption>{update.image_caption}</figcaption>}
        </figure>
      )}
    </article>
  );
}
