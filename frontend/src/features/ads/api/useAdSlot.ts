import { useEffect, useState } from "react";
import { useLocation } from "@/shared/router/Router";
import { usePortal } from "@/shared/portal/PortalContext";
import { fetchJson } from "@/shared/api/client";
import { createImpressionQueue } from "../model/impressionQueue";
import { pageKindForPath } from "../model/pageKind";
import { reservedSize, type SlotSize } from "../model/reservation";
import { adsRequestUrl, createSlotRegistry, type AdPageView, type SlotAnswer } from "../model/slotRegistry";
import type { AdsResponse, FilledSlot, PageKind } from "../model/types";
import type { Language } from "@/shared/i18n/language";

/** `GET /api/ads?htmlids[]=...&page=...&lang=...`: the creatives for the slots of one page view. */
export async function fetchAdSlots(htmlIds: string[], kind: PageKind, lang: Language): Promise<FilledSlot[]> {
  return (await fetchJson<AdsResponse>(adsRequestUrl(htmlIds, kind, lang))).slots;
}

/** `POST /api/ads/impression` with `ids=1,2` as a beacon, so counting never holds the page up. */
export function sendImpressions(creativeIds: number[]): void {
  if (creativeIds.length === 0) return;
  const body = new URLSearchParams({ ids: creativeIds.join(",") });
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/api/ads/impression", body)) return;
  void fetch("/api/ads/impression", { method: "POST", body, keepalive: true }).catch(() => {});
}

// One registry and one impression queue per browser tab; only effects use them (never the server render).
const registry = createSlotRegistry(fetchAdSlots, undefined, (error) => console.warn("ads: the ad server did not answer", error));
const impressions = createImpressionQueue(sendImpressions);

/** The page view the slots belong to: the path (a new path is a new view), its ad page kind and edition. */
export function useAdPageView(): AdPageView {
  const { pathname } = useLocation();
  const { lang } = usePortal();
  return { key: pathname, kind: pageKindForPath(pathname), lang };
}

/** The space a slot reserves on this page (null: an empty slot, render nothing). Safe on the server. */
export function useReservedSize(slotId: string, declared: SlotSize): SlotSize | null {
  const { adSlots } = usePortal();
  const { kind } = useAdPageView();
  return reservedSize(slotId, kind, adSlots, declared);
}

/**
 * The slot's creative, asked for after mount in the page's one batched request:
 * undefined while it comes, null when there is none.
 */
export function useAdCreative(slotId: string, isWanted: boolean): { answer: SlotAnswer | undefined; view: AdPageView } {
  const view = useAdPageView();
  const [answer, setAnswer] = useState<SlotAnswer | undefined>(undefined);
  useEffect(() => {
    if (!isWanted) return;
    // On a new page view the old banner stays until the new one is there (nothing jumps).
    return registry.request(slotId, view, setAnswer);
  }, [slotId, isWanted, view.key, view.kind]); // eslint-disable-line react-hooks/exhaustive-deps
  return { answer, view };
}

/** Ask for a slot's creative from an effect (joins the page view's batch); returns an unsubscribe. */
export function requestAdSlot(slotId: string, view: AdPageView, onAnswer: (answer: SlotAnswer) => void): () => void {
  return registry.request(slotId, view, onAnswer);
}

/** Count one impression of a creative on this page view (batched, once per creative). */
export function reportImpression(viewKey: string, creativeId: number): void {
  impressions.report(viewKey, creativeId);
}
