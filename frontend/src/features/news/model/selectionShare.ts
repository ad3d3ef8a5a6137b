// Selection sharing (spec sections 1, 5, 9): offered only for a non-empty selection shorter than 400 characters.

export const SELECTION_SHARE_LIMIT = 400;

export function shouldOfferSelectionShare(selected: string): boolean {
  const text = selected.trim();
  return text.length > 0 && text.length < SELECTION_SHARE_LIMIT;
}

export interface ShareLinks {
  facebook: string;
  x: string;
}

/** Where a quote or a selection is shared: Facebook's sharer and X's intent, with the article's address. */
export function buildShareLinks(articleUrl: string, text = ""): ShareLinks {
  const quote = text.trim();
  const facebook = new URLSearchParams({ u: articleUrl });
  if (quote) facebook.set("quote", quote);
  const x = new URLSearchParams({ url: articleUrl });
  if (quote) x.set("text", quote);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?${facebook.toString()}`,
    x: `https://x.com/intent/tweet?${x.toString()}`,
  };
}
