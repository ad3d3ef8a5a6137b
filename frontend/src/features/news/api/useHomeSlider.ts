import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, fetchJson } from "@/shared/api/client";
import { useApiQuery, type ApiQuery } from "@/shared/hooks/useApiQuery";
import type { Language } from "@/shared/i18n/language";
import type { SliderResponse } from "../model/types";

/** `/api/cache/home/slider/news-list`: the front page's interview, lifestyle, tech and comic rows. */
export function homeSliderUrl(lang: Language): string {
  return apiUrl("/api/cache/home/slider/news-list", { lang });
}

export function fetchHomeSlider(lang: Language): Promise<SliderResponse> {
  return fetchJson<SliderResponse>(homeSliderUrl(lang));
}

export function useHomeSlider(enabled = true): ApiQuery<SliderResponse> {
  const { lang } = usePortal();
  return useApiQuery<SliderResponse>(homeSliderUrl(lang), enabled);
}
