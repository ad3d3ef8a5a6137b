import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link } from "@/shared/router/Router";
import { formatDate } from "@/shared/lib/formatDate";
import { correctionsAt } from "../model/correctionList";
import type { ArticleCorrection, CorrectionPosition } from "../model/types";
import "./corrections.css";

interface ArticleCorrectionsProps {
  /** All the article's corrections, oldest first, as the article read carries them. */
  corrections: readonly ArticleCorrection[];
  /** Which of them this place shows: the editor put each at the article's top or bottom. */
  position: CorrectionPosition;
  /** The public list of every correction (the route knows its path). */
  listHref: string;
}

/** The article's corrections and clarifications of one place, each labelled with its kind and date. */
export function ArticleCorrections({ corrections, position, listHref }: ArticleCorrectionsProps) {
  const { t, i18n } = useTranslation();
  const shown = correctionsAt(corrections, position);
  if (shown.length === 0) return null;
  return (
    <section className={`article-corrections article-corrections--${position}`} aria-label={t("corrections.onArticle")}>
      {shown.map((correction) => (
        <div key={correction.id} className={`correction-note correction-note--${correction.kind}`} data-testid="correction-note">
          <p className="correction__label">
            <span>{t(`corrections.kind.${correction.kind}`)}</span>
            <time dateTime={correction.published_at}>{formatDate(correction.published_at, i18n.language)}</time>
          </p>
          <p className="correction-note__text">{correction.text}</p>
        </div>
      ))}
      <p className="article-corrections__all">
        <Link to={listHref}>{t("corrections.allLink")}</Link>
      </p>
    </section>
  );
}
