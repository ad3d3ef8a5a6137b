import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { I18nProvider } from "@/shared/i18n/useTranslation";
import { MemoryRouter } from "@/shared/router/Router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PortalProvider, type Portal } from "@/shared/portal/PortalContext";
import { createQueryClient } from "@/shared/api/queryClient";
import { createI18n } from "@/shared/i18n/i18n";
import en from "@/shared/i18n/locales/en.json";
import type { ActiveSlots, FilledSlot } from "../model/types";
import { AdSlot } from "./AdSlot";

const active: ActiveSlots = { "sidebar-1": { width: 293, height: 255, pages: ["all"] } };

function tree(path: string, adSlots: ActiveSlots | undefined) {
  const portal: Portal = { lang: "en", base: "/en", serverTime: "2024-06-15T12:00:00+08:00", siteUrl: "", queries: {}, collector: null, adSlots };
  return (
    <MemoryRouter initialEntries={[path]}>
      <PortalProvider value={portal}>
        <I18nProvider i18n={createI18n("en", en)}>
          <QueryClientProvider client={createQueryClient({})}>
            <AdSlot slotId="sidebar-1" width={293} height={255} />
          </QueryClientProvider>
        </I18nProvider>
      </PortalProvider>
    </MemoryRouter>
  );
}

function answer(slots: FilledSlot[], url: string) {
  if (url.startsWith("/api/ads/config")) return new Response(JSON.stringify({ sdk_enabled: false, sdk_url: "" }));
  return new Response(JSON.stringify({ slots }));
}

const banner: FilledSlot = {
  html_id: "sidebar-1",
  width: 293,
  height: 255,
  creative: { id: 4, kind: "image", image_url: "/media/ads/a.png", html: "", alt_text: "Steppe Byte", link_url: "https://a.mn", click_url: "/api/ads/click/4" },
};

afterEach(() => vi.unstubAllGlobals());

describe("AdSlot", () => {
  it("renders its reserved box in the server render, without touching the browser", () => {
    const html = renderToString(tree("/", active));
    expect(html).toContain('data-ad-slot="sidebar-1"');
    expect(html).toContain("aspect-ratio:293 / 255");
    expect(html).toContain("max-width:293px");
    expect(renderToString(tree("/", {}))).toBe("");
  });

  it("fills the box with the linked creative after mount", async () => {
    const fetchMock = vi.fn(async (url: string) => answer([banner], url));
    vi.stubGlobal("fetch", fetchMock);
    render(tree("/1/i", active));
    const image = await screen.findByRole("img", { name: "Steppe Byte" });
    expect(image).toHaveAttribute("width", "293");
    const link = image.closest("a")!;
    expect(link).toHaveAttribute("href", "/api/ads/click/4");
    expect(link).toHaveAttribute("rel", "sponsored noopener");
    expect(screen.getByText("Advertisement")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/ads?htmlids%5B%5D=sidebar-1&page=category&lang=en", expect.anything()); // the edition: en
  });

  it("takes no space when the answer has no creative for it", async () => {
    vi.stubGlobal("fetch", vi.fn(async (url: string) => answer([], url)));
    const { container } = render(tree("/2/i", active));
    expect(container.querySelector("[data-ad-slot]")).not.toBeNull();
    await waitFor(() => expect(container.querySelector("[data-ad-slot]")).toBeNull());
  });
});
