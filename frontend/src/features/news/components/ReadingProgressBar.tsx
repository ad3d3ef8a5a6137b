import { useTranslation } from "@/shared/i18n/useTranslation";

/** A thin bar at the top of the screen showing how much of the article has been read. */
export function ReadingProgressBar({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="reading-progress"
      role="progressbar"
      aria-label={t("article.progress")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <span className="reading-progress__bar" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
