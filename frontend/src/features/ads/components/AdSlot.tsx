interface AdSlotProps {
  slotId: string;
  width: number;
  height: number;
  /** The element the filled slot will use (e.g. "li" inside a list). */
  as?: "div" | "li";
}

/**
 * A named banner slot (spec section 2 and 9). Empty for now, and an empty slot takes no space.
 * TODO: the advertising issue loads the banner here and renders a box of width x height.
 */
export function AdSlot(_props: AdSlotProps) {
  return null;
}
