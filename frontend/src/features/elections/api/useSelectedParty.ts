import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useSearchParams } from "@/shared/router/Router";
import { PARTY_PARAM, parsePartyId, partyStore } from "../model/partySelection";

export interface SelectedParty {
  partyId: number | null;
  setPartyId: (partyId: number | null) => void;
}

const serverSnapshot = () => null;

/**
 * The selected party of the election screens: the URL's `party` wins; without one, the choice
 * stored in this tab comes back after hydration (the server and first render see only the URL).
 */
export function useSelectedParty(): SelectedParty {
  const [params, setParams] = useSearchParams();
  const urlParty = parsePartyId(params.get(PARTY_PARAM));
  const stored = useSyncExternalStore(partyStore.subscribe, partyStore.get, serverSnapshot);

  useEffect(() => {
    if (urlParty !== null) partyStore.set(urlParty);
  }, [urlParty]);

  const setPartyId = useCallback(
    (partyId: number | null) => {
      partyStore.set(partyId);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (partyId === null) next.delete(PARTY_PARAM);
          else next.set(PARTY_PARAM, String(partyId));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { partyId: urlParty ?? stored, setPartyId };
}
