import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { ActivePollResponse } from "../model/types";

/** `/api/cache/poll/last`: the poll open for votes now (embedded by the server; no reader's answer). */
export function activePollUrl(lang: Language): string {
  return apiUrl("/api/cache/poll/last", { lang });
}

export function useActivePoll(): ApiQuery<ActivePollResponse> {
  const { lang } = usePortal();
  return useApiQuery<ActivePollResponse>(activePollUrl(lang));
}
