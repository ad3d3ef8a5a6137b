import type { Language } from "@/shared/i18n/language";
import type { FilledSlot, PageKind } from "./types";

/**
 * One page view: its key (the path), its kind and its edition (creatives may be for one edition
 * only); slots of one view are asked for together.
 */
export interface AdPageView {
  key: string;
  kind: PageKind;
  lang: Language;
}

export type SlotAnswer = FilledSlot | null;
type Listener = (answer: SlotAnswer) => void;

export interface SlotRegistry {
  /** Ask for a slot's creative; `onAnswer` gets it (null: nothing to show). Returns an unsubscribe. */
  request(htmlId: string, view: AdPageView, onAnswer: Listener): () => void;
}

interface Batch {
  view: AdPageView;
  listeners: Map<string, Set<Listener>>;
}

/** How many page views' answers are kept (going back shows the same banners without a request). */
const KEPT_VIEWS = 4;

/**
 * Batches the slots of a page view into one request: every slot that registers before the
 * scheduled flush (the effects of one render run together) goes into the same
 * `GET /api/ads?htmlids[]=...&page=...`; the answer is handed out to the slots and kept.
 */
export function createSlotRegistry(
  fetchSlots: (htmlIds: string[], kind: PageKind, lang: Language) => Promise<FilledSlot[]>,
  schedule: (flush: () => void) => void = (flush) => setTimeout(flush, 0),
  onError: (error: unknown) => void = () => {},
): SlotRegistry {
  const answers = new Map<string, Map<string, SlotAnswer>>();
  const pending = new Map<string, Batch>();

  const remember = (viewKey: string, htmlId: string, answer: SlotAnswer) => {
    let known = answers.get(viewKey);
    if (!known) {
      known = new Map();
      answers.set(viewKey, known);
      while (answers.size > KEPT_VIEWS) answers.delete(answers.keys().next().value as string);
    }
    known.set(htmlId, answer);
  };

  const flush = (viewKey: string) => {
    const batch = pending.get(viewKey);
    pending.delete(viewKey);
    if (!batch || batch.listeners.size === 0) return;
    const htmlIds = [...batch.listeners.keys()];
    const settle = (found: Map<string, FilledSlot>) => {
      for (const htmlId of htmlIds) {
        const answer = found.get(htmlId) ?? null;
        remember(viewKey, htmlId, answer);
        for (const listener of batch.listeners.get(htmlId) ?? []) listener(answer);
      }
    };
    fetchSlots(htmlIds, batch.view.kind, batch.view.lang).then(
      (slots) => settle(new Map(slots.map((slot) => [slot.html_id, slot]))),
      (error: unknown) => {
        onError(error);
        settle(new Map()); // the ad server is down: the slots simply show nothing
      },
    );
  };

  return {
    request(htmlId, view, onAnswer) {
      const known = answers.get(view.key);
      if (known?.has(htmlId)) {
        onAnswer(known.get(htmlId) ?? null);
        return () => {};
      }
      let batch = pending.get(view.key);
      if (!batch) {
        batch = { view, listeners: new Map() };
        pending.set(view.key, batch);
        schedule(() => flush(view.key));
      }
      const listeners = batch.listeners.get(htmlId) ?? new Set<Listener>();
      listeners.add(onAnswer);
      batch.listeners.set(htmlId, listeners);
      // Unsubscribing keeps the id in the batch (another copy of the slot may still want it).
      return () => listeners.delete(onAnswer);
    },
  };
}

/** `/api/ads` with the slot ids as repeated `htmlids[]`, the page kind and the edition. */
export function adsRequestUrl(htmlIds: readonly string[], kind: PageKind, lang: Language): string {
  const query = new URLSearchParams();
  for (const htmlId of htmlIds) query.append("htmlids[]", htmlId);
  query.set("page", kind);
  query.set("lang", lang);
  return `/api/ads?${query.toString()}`;
}
