import { useTranslation } from "@/shared/i18n/useTranslation";
import type { Candidate } from "../model/types";
import "./elections.css";

/**
 * Elected (marked), not elected, or a dash: a loss is said only where the source names every winner,
 * and where it does not, the table or page says so once (NotPublished) instead of on every row.
 */
export function ResultLabel({ candidate }: { candidate: Pick<Candidate, "is_winner" | "is_result_known"> }) {
  const { t } = useTranslation();
  if (candidate.is_winner) return <strong className="winner-mark">{t("elections.elected")}</strong>;
  return candidate.is_result_known ? <>{t("elections.notElected")}</> : <span className="muted">—</span>;
}
