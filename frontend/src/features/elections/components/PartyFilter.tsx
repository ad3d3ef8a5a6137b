import { useTranslation } from "@/shared/i18n/useTranslation";
import type { PartyRef } from "../model/types";
import "./elections.css";

interface PartyFilterProps {
  parties: readonly PartyRef[];
  selectedId: number | null;
  onSelect: (partyId: number | null) => void;
}

/** Toggle buttons, one per party, plus "all parties". */
export function PartyFilter({ parties, selectedId, onSelect }: PartyFilterProps) {
  const { t } = useTranslation();
  if (parties.length === 0) return null;
  return (
    <div className="party-filter" role="group" aria-label={t("elections.partyFilter")}>
      <button type="button" className="party-filter__button" aria-pressed={selectedId === null} onClick={() => onSelect(null)}>
        {t("elections.allParties")}
      </button>
      {parties.map((party) => (
        <button
          key={party.id}
          type="button"
          className="party-filter__button"
          aria-pressed={selectedId === party.id}
          title={party.name}
          onClick={() => onSelect(selectedId === party.id ? null : party.id)}
        >
          <span className="party-swatch" style={{ background: party.colour }} aria-hidden="true" />
          {party.abbr}
        </button>
      ))}
    </div>
  );
}

/** The distinct parties of some candidates, in the order they first appear. */
export function partiesOf(people: readonly { party: PartyRef | null }[]): PartyRef[] {
  const seen = new Map<number, PartyRef>();
  for (const person of people) if (person.party && !seen.has(person.party.id)) seen.set(person.party.id, person.party);
  return [...seen.values()];
}
