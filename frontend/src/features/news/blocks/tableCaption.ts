/** The text of a table's <caption>, used to name its scrolling region ("" when there is none). */
export function tableCaption(html: string): string {
  const found = /<caption[^>]*>([\s\S]*?)<\/caption>/i.exec(html);
  if (!found?.[1]) return "";
  return found[1]
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
