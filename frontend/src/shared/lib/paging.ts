/** A page as long as the page size may have more after it; a shorter one is the last. */
export function isFullPage(items: readonly unknown[] | undefined, pageSize: number): boolean {
  return (items?.length ?? 0) >= pageSize;
}
