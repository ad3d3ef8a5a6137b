import { useTranslation } from "@/shared/i18n/useTranslation";
import type { PartyRef } from "../model/types";
import "./elections.css";

/** The kept party selection, shown on every election screen, with a button to clear it. */
export function PartyChip({ party, onClear }: { party: PartyRef | undefined; onClear: () => void }) {
  const { t } = useTranslation();
  if (!party) return null;
  return (
    <p className="party-chip" data-testid="party-chip">
      <span className="party-swatch" style={{ background: party.colour }} aria-hidden="true" />
      <span>
        {t("elections.selectedParty")}: <strong>{party.name}</strong>
      </span>
      <button type="button" className="party-chip__clear" onClick={onClear} aria-label={t("elections.clearParty", { party: party.abbr })}>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </p>
  );
}
