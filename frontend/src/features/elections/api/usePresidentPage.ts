import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { PresidentPage } from "../model/types";

/** `/api/cache/election/president`: the presidential election with its result (latest without a year). */
export function usePresidentPage(year: number | null): ApiQuery<PresidentPage> {
  const { lang } = usePortal();
  return useApiQuery<PresidentPage>(apiUrl("/api/cache/election/president", { lang, year }));
}
