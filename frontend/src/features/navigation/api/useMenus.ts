import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { Menus } from "../model/types";

/** `/api/cache/menus`: the newsroom's menus of one edition (embedded in every page by the server). */
export function menusUrl(lang: Language): string {
  return apiUrl("/api/cache/menus", { lang });
}

export function useMenus(): ApiQuery<Menus> {
  const { lang } = usePortal();
  return useApiQuery<Menus>(menusUrl(lang));
}
