import { act, cleanup, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmbeddedQuery } from "@/shared/api/payload";
import { createQueryClient } from "@/shared/api/queryClient";
import { PortalProvider, type RenderCollector } from "@/shared/portal/PortalContext";
import { useApiQuery } from "./useApiQuery";

function Reader({ url }: { url: string }) {
  const { data, error, isPending } = useApiQuery<{ title: string }>(url);
  return <p>{isPending ? "loading" : error ? `failed ${error.status}` : data?.title}</p>;
}

function Page({ queries, collector = null, children }: { queries: Record<string, EmbeddedQuery>; collector?: RenderCollector | null; children: ReactNode }) {
  const portal = { lang: "en" as const, base: "/en", serverTime: "", siteUrl: "", queries, collector };
  return (
    <PortalProvider value={portal}>
      <QueryClientProvider client={createQueryClient(queries)}>{children}</QueryClientProvider>
    </PortalProvider>
  );
}

function stubFetch(respond: () => Response) {
  const fetchMock = vi.fn(async (_url: string) => respond());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useApiQuery", () => {
  it("shows the embedded answer from the first render and asks nothing once mounted", async () => {
    const fetchMock = stubFetch(() => Response.json({ title: "fetched" }));
    render(
      <Page queries={{ "/api/a": { status: 200, data: { title: "embedded" } }, "/api/b": { status: 404, data: { message: "gone" } } }}>
        <Reader url="/api/a" />
        <Reader url="/api/b" />
      </Page>,
    );
    expect(screen.getByText("embedded")).toBeInTheDocument();
    expect(screen.getByText("failed 404")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // effects have run
    expect(screen.getByText("embedded")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches what was not embedded, and tries a failed read once more a second later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch(() => Response.json({ message: "down" }, { status: 503 }));
    render(
      <Page queries={{}}>
        <Reader url="/api/c" />
      </Page>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("failed 503")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("renders on the server from the embedded answers alone, noting the reads it lacked", () => {
    const fetchMock = stubFetch(() => Response.json({ title: "fetched" }));
    const collector: RenderCollector = { head: null, status: 200, chunks: [], unembedded: [] };
    const html = renderToString(
      <Page queries={{ "/api/a": { status: 200, data: { title: "embedded" } } }} collector={collector}>
        <Reader url="/api/a" />
        <Reader url="/api/missing" />
      </Page>,
    );
    expect(html).toBe("<p>embedded</p><p>loading</p>");
    expect(collector.unembedded).toEqual(["/api/missing"]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
