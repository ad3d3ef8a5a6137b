import type { ActiveSlots, PageKind } from "./types";

export interface SlotSize {
  width: number;
  height: number;
}

/**
 * The space to reserve for a slot before its creative arrives, or null to render nothing.
 *
 * Only slots the server reported as filled (a running creative) and shown on this page kind
 * get a box, so a box never appears late (no layout shift) and an empty slot takes no space.
 * The size is the slot's own (set in the newsroom), or the page's declared size without one.
 */
export function reservedSize(slotId: string, kind: PageKind, active: ActiveSlots | undefined, declared: SlotSize): SlotSize | null {
  const slot = active?.[slotId];
  if (!slot) return null;
  const showsHere = slot.pages.length === 0 || slot.pages.includes("all") || slot.pages.includes(kind);
  if (!showsHere) return null;
  const width = slot.width > 0 ? slot.width : declared.width;
  const height = slot.height > 0 ? slot.height : declared.height;
  return { width, height };
}
