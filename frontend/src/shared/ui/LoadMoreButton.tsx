import { useTranslation } from "@/shared/i18n/useTranslation";

interface LoadMoreButtonProps {
  onClick: () => void;
  isLoading: boolean;
  hasFailed: boolean;
  /** The button's text (default: "More news"). */
  label?: string;
}

/** "More news": shows that a page is loading and offers a retry when it failed. */
export function LoadMoreButton({ onClick, isLoading, hasFailed, label }: LoadMoreButtonProps) {
  const { t } = useTranslation();
  return (
    <div className="load-more">
      {hasFailed && (
        <p className="load-more__error" role="alert">
          {t("errors.loadFailed")}
        </p>
      )}
      <button type="button" className="button" onClick={onClick} disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? t("news.loading") : hasFailed ? t("errors.retry") : (label ?? t("news.loadMore"))}
      </button>
    </div>
  );
}
