/** Spec section 4 and 9: the sidebar loads more when scrolled within 250 px of its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 250;

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True when the visible bottom of a scroll box is within `threshold` px of its content's end. */
export function isNearBottom(box: ScrollBox, threshold = LOAD_MORE_THRESHOLD_PX): boolean {
  return box.scrollHeight - (box.scrollTop + box.clientHeight) <= threshold;
}
