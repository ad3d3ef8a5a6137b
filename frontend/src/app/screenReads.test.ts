// The reads a screen declares are the reads it makes: rendered on the server with nothing
// embedded, each screen names every URL it asked for, and each declared read, resolved as the
// server resolves it and keyed by readUrl, must be one of them (else the page would embed an
// answer no hook finds under its key).
import { beforeAll, describe, expect, it } from "vitest";
import en from "@/shared/i18n/locales/en.json";
import mn from "@/shared/i18n/locales/mn.json";
import { readUrl, type QueryValue } from "@/shared/api/client";
import type { RenderMeta } from "@/shared/api/payload";
import { preloadAllRoutes } from "./lazyRoute";
import { pathTo } from "./screenPaths";
import { SCREEN_PATTERNS } from "./screenPatterns";
import { LAYOUT_READS, type ReadDeclaration, type ReadValue, type ScreenName } from "./screens";
import { SAMPLE_PARAMS } from "@/testing/sampleParams";
import "@/entry-server";

const server = globalThis as unknown as {
  setCatalogs: (json: string) => string[];
  renderPage: (payloadJson: string, keepLayout?: boolean) => string;
};

// The query string the screens are drawn with.
const QUERY = new URLSearchParams({ query: "хот" });
// Reads a screen makes only once another answer is in (the index's comics wait for its election),
// so a render with nothing embedded cannot show them.
const AFTER_OTHER_ANSWERS: Partial<Record<ScreenName, string[]>> = { parliament: ["/api/cache/fetchSonguuli/0/:year"] };

/** A declared value as the server finds it (null: absent; a lookup the server makes is not tried here). */
function resolve(value: ReadValue, params: Record<string, string | undefined>): QueryValue | "lookup" {
  for (const option of typeof value === "object" ? value : [value]) {
    if (typeof option !== "string") return option;
    if (option.startsWith("=")) return "lookup";
    const found = option.startsWith(":") ? params[option.slice(1)] : option.startsWith("?") ? QUERY.get(option.slice(1)) : option;
    if (found !== undefined && found !== null) return found;
  }
  return null;
}

/** The URL the read is embedded under, or null when it is not made (or needs a server lookup). */
function declaredUrl(read: ReadDeclaration, params: Record<string, string | undefined>): string | null {
  if (read.when !== undefined && resolve(read.when, params) === null) return null;
  const args: Record<string, QueryValue> = {};
  const names = new Set([...Object.keys(read.args ?? {}), ...read.api.split("/").filter((s) => s.startsWith(":")).map((s) => s.slice(1))]);
  for (const name of names) {
    const value = resolve(read.args?.[name] ?? `:${name}`, params);
    if (value === "lookup") return null;
    if (value !== null) args[name] = value;
  }
  try {
    return readUrl(read.api, args, "en");
  } catch {
    return null; // a segment without a value: the read is not made
  }
}

beforeAll(async () => {
  server.setCatalogs(JSON.stringify({ en, mn }));
  await preloadAllRoutes();
});

describe("each screen's declared reads", () => {
  for (const { screen, pattern } of SCREEN_PATTERNS) {
    it(`are what ${screen.name} asks for`, () => {
      const path = pathTo(screen.name as ScreenName, SAMPLE_PARAMS);
      const payload = { lang: "en", path: `${path}?${QUERY}`, serverTime: "2026-01-01T00:00:00+08:00", siteUrl: "", reads: [] };
      const meta = JSON.parse(server.renderPage(JSON.stringify(payload)).split("\n", 1)[0]!) as RenderMeta;
      const params = { ...pattern.exec(decodeURI(path))?.groups };
      const later = AFTER_OTHER_ANSWERS[screen.name as ScreenName] ?? [];
      const reads = [...(screen.layout === "bare" ? [] : LAYOUT_READS), ...(screen.reads ?? [])].filter((read) => !later.includes(read.api));
      const declared = reads.map((read) => declaredUrl(read, params)).filter((url) => url !== null);
      expect(meta.unembedded).toEqual(expect.arrayContaining(declared));
    });
  }
});
