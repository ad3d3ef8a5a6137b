import { useTranslation } from "@/shared/i18n/useTranslation";
import "./exchange.css";

/** A plain label when the figures are demo data, not the Bank of Mongolia's. */
export function SampleNotice() {
  const { t } = useTranslation();
  return (
    <p className="sample-notice" role="note" data-testid="sample-notice">
      <strong>{t("exchange.sampleLabel")}</strong> {t("exchange.sampleBody")}
    </p>
  );
}
