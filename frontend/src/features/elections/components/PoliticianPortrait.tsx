import type { CSSProperties } from "react";
import { initials } from "../model/initials";
import type { Candidate } from "../model/types";
import "./elections.css";

/** The politician's photo, or where there is none their initials framed in the party's colour. */
export function PoliticianPortrait({ person, name }: { person: Pick<Candidate, "image" | "party">; name: string }) {
  if (person.image) return <img className="politician-card__photo" src={person.image} width={96} height={120} alt="" />;
  return (
    <span
      className="politician-card__photo politician-card__initials"
      style={{ "--party-colour": person.party?.colour ?? "var(--muted)" } as CSSProperties}
      aria-hidden="true"
      data-testid="politician-initials"
    >
      {initials(name)}
    </span>
  );
}
