import { useEffect } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import { languageBase, type Language } from "@/shared/i18n/language";

/** Where an article in `language` lives when reached inside the `edition`; null when it is there. */
export function ownEditionPath(language: string | undefined, edition: Language, lid: string): string | null {
  if ((language !== "mn" && language !== "en") || language === edition) return null;
  return `${languageBase(language)}/${encodeURIComponent(lid)}/r`;
}

/**
 * An article reached inside the other edition (a pasted link, say) moves to its own edition with
 * a full load, so the interface and `<html lang>` match its text and it keeps one URL. The server
 * answers a first load at the wrong edition with the same move (web/views.py `_to_edition`).
 * Returns whether the move is under way.
 */
export function useOwnEdition(language: string | undefined, lid: string): boolean {
  const { lang } = usePortal();
  const target = ownEditionPath(language, lang, lid);
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return target !== null;
}
