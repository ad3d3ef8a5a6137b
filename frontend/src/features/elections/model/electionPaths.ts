// The parliamentary election's screens and what their links carry; where the screens live is
// app/screens.ts's to say (the routes hand the frame its links).
import { withPartyParam } from "./partySelection";

/** The screens of a parliamentary election, in the order of their tabs. */
export const PARLIAMENT_SCREENS = ["overview", "districts", "candidates", "lists", "winners", "tables", "news"] as const;
export type ParliamentScreen = (typeof PARLIAMENT_SCREENS)[number];

/** A link that keeps the reader's party (spec section 4: "a selected party id is kept"). */
export function withParty(path: string, partyId: number | null): string {
  return path + withPartyParam("", partyId);
}

/** A year from a route parameter: four digits, or null (the latest). */
export function parseYear(value: string | undefined): number | null {
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

/** The name to show: the wire's name in the page language, else the one the source has. */
export function displayName(person: { name: string; name_en?: string; name_mn?: string }): string {
  return person.name || person.name_en || person.name_mn || "";
}
