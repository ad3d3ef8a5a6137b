import { useTranslation } from "@/shared/i18n/useTranslation";
import { FONT_SIZE_MAX, FONT_SIZE_MIN } from "../model/fontSize";

/** Smaller / bigger text for the article body (11 to 25 px in steps of 2). */
export function FontSizeControl({ size, onChange }: { size: number; onChange: (direction: 1 | -1) => void }) {
  const { t } = useTranslation();
  return (
    <div className="font-size" role="group" aria-label={t("article.fontSize")}>
      <button type="button" className="font-size__button" onClick={() => onChange(-1)} disabled={size <= FONT_SIZE_MIN}>
        <span aria-hidden="true">A−</span>
        <span className="visually-hidden">{t("article.fontSmaller")}</span>
      </button>
      <output className="font-size__value" aria-live="polite" data-testid="font-size-value">
        {t("article.fontSizeValue", { size })}
      </output>
      <button type="button" className="font-size__button font-size__button--big" onClick={() => onChange(1)} disabled={size >= FONT_SIZE_MAX}>
        <span aria-hidden="true">A+</span>
        <span className="visually-hidden">{t("article.fontBigger")}</span>
      </button>
    </div>
  );
}
