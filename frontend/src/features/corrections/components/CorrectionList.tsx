import { useTranslation } from "@/shared/i18n/useTranslation";
import { formatDate } from "@/shared/lib/formatDate";
import { useScreenLinks } from "@/shared/portal/ScreenLinks";
import { Link } from "@/shared/router/Router";
import { LoadMoreButton } from "@/shared/ui/LoadMoreButton";
import type { CorrectionItem } from "../model/types";
import "./corrections.css";

interface CorrectionListProps {
  corrections: readonly CorrectionItem[];
  /** The first page is still on its way: say nothing yet rather than "none". */
  isPending: boolean;
  hasMore: boolean;
  isLoading: boolean;
  hasFailed: boolean;
  onLoadMore: () => void;
}

/** The edition's corrections, newest first: each names its kind and date and links to its article. */
export function CorrectionList({ corrections, isPending, hasMore, isLoading, hasFailed, onLoadMore }: CorrectionListProps) {
  const { t, i18n } = useTranslation();
  const links = useScreenLinks();
  if (corrections.length === 0) {
    return isPending ? <p role="status">{t("news.loading")}</p> : <p className="correction-list__empty">{t("corrections.empty")}</p>;
  }
  return (
    <>
      <ul className="correction-list">
        {corrections.map((correction) => (
          <li key={correction.id} className="correction-list__item">
            <article className="correction">
              <p className={`correction__label correction__label--${correction.kind}`}>
                <span>{t(`corrections.kind.${correction.kind}`)}</span>
                <time dateTime={correction.published_at}>{formatDate(correction.published_at, i18n.language)}</time>
              </p>
              <h2 className="correction__title">
                <Link to={links.article(correction.lid)}>{correction.title}</Link>
              </h2>
              <p className="correction__text">{correction.text}</p>
            </article>
          </li>
        ))}
      </ul>
      {hasMore && <LoadMoreButton onClick={onLoadMore} isLoading={isLoading} hasFailed={hasFailed} label={t("corrections.more")} />}
    </>
  );
}
