// The party a reader picked on the election screens: kept in the URL (?party=) and in
// sessionStorage, so it stays while the reader moves between the screens of this visit.

export const PARTY_PARAM = "party";
export const PARTY_STORAGE_KEY = "portal.election.party";

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A party id from a URL parameter or stored text; anything but a positive integer is none. */
export function parsePartyId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The query string with `party` set to the id (or removed), other parameters kept. */
export function withPartyParam(search: string, partyId: number | null): string {
  const params = new URLSearchParams(search);
  if (partyId === null) params.delete(PARTY_PARAM);
  else params.set(PARTY_PARAM, String(partyId));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export interface PartyStore {
  get: () => number | null;
  set: (partyId: number | null) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A tiny external store (for useSyncExternalStore) over a storage that may be missing or fail. */
export function createPartyStore(storage: StorageLike | null): PartyStore {
  const listeners = new Set<() => void>();
  let current: number | null = null;
  try {
    current = parsePartyId(storage?.getItem(PARTY_STORAGE_KEY));
  } catch {
    current = null; // storage blocked (private mode): keep the choice in memory only
  }
  return {
    get: () => current,
    set: (partyId) => {
      if (partyId === current) return;
      current = partyId;
      try {
        if (partyId === null) storage?.removeItem(PARTY_STORAGE_KEY);
        else storage?.setItem(PARTY_STORAGE_KEY, String(partyId));
      } catch {
        // A full or blocked storage only loses persistence, not the choice.
      }
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The store of this browser tab (on the server: an empty, memory-only one). */
export const partyStore = createPartyStore(browserStorage());
