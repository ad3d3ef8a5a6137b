import type { AdConfig } from "./types";

export type SdkStatus = "pending" | "off" | "ready" | "failed";

/**
 * Loads the optional third-party ad SDK at most once: reads the config, and when it is
 * enabled adds one <script> for its URL. A failed load is logged, and the banners then
 * do not render (spec section 8); the rest of the page is untouched.
 */
export function createSdkLoader(
  fetchConfig: () => Promise<AdConfig>,
  doc: () => Document = () => document,
  log: (message: string, detail?: unknown) => void = (message, detail) => console.warn(message, detail),
): () => Promise<SdkStatus> {
  let loading: Promise<SdkStatus> | null = null;
  const load = async (): Promise<SdkStatus> => {
    let config: AdConfig;
    try {
      config = await fetchConfig();
    } catch (error) {
      log("ads: the ad configuration could not be read; no third-party SDK", error);
      return "off";
    }
    if (!config.sdk_enabled || !config.sdk_url) return "off";
    return new Promise<SdkStatus>((resolve) => {
      const script = doc().createElement("script");
      script.src = config.sdk_url;
      script.async = true;
      script.dataset.adSdk = "";
      script.onload = () => resolve("ready");
      script.onerror = () => {
        log(`ads: the ad SDK failed to load from ${config.sdk_url}; banners are not shown`);
        resolve("failed");
      };
      doc().head.appendChild(script);
    });
  };
  return () => (loading ??= load());
}
