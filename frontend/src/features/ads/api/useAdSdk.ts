import { useEffect, useState } from "react";
import { fetchJson } from "@/shared/api/client";
import { createSdkLoader, type SdkStatus } from "../model/sdkLoader";
import type { AdConfig } from "../model/types";

/** `GET /api/ads/config`: whether to load the third-party ad SDK, and from where. */
export function fetchAdConfig(): Promise<AdConfig> {
  return fetchJson<AdConfig>("/api/ads/config");
}

const loadSdk = createSdkLoader(fetchAdConfig);

/** The SDK's state for this tab ("pending" on the server and until the config is known). */
export function useAdSdk(isWanted: boolean): SdkStatus {
  const [status, setStatus] = useState<SdkStatus>("pending");
  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    void loadSdk().then((next) => {
      if (isCurrent) setStatus(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [isWanted]);
  return status;
}
