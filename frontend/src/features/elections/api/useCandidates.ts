import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { CandidateList } from "../model/types";

/** `/api/cache/{year}/electionCandidate`: every candidate (or only the winners); filtered by party on the page. */
export function useCandidates(year: number, onlyWinners = false): ApiQuery<CandidateList> {
  const { lang } = usePortal();
  return useApiQuery<CandidateList>(apiUrl(`/api/cache/${year}/electionCandidate`, { lang, winners: onlyWinners ? "true" : undefined }));
}
