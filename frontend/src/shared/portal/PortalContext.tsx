import { createContext, useContext, type ReactNode } from "react";
import type { EmbeddedAdSlot, EmbeddedQuery, HeadTags } from "@/shared/api/payload";
import type { Language } from "@/shared/i18n/language";

// The page's request context (language, embedded data, server collector). It sits in shared/
// because shared hooks and every feature read it; app/App.tsx and the entries provide it.

/** Written by routes while rendering on the server: the page's head tags and HTTP status. */
export interface RenderCollector {
  head: HeadTags | null;
  status: number;
  /** The lazily loaded screens this page rendered (their chunks are linked in <head>). */
  chunks: string[];
  /** API reads the screen made that the page did not embed: the browser fetches them after hydration. */
  unembedded: string[];
}

export interface Portal {
  lang: Language;
  /** "" for Mongolian, "/en" for English: prefix every internal link with it. */
  base: string;
  serverTime: string;
  siteUrl: string;
  queries: Record<string, EmbeddedQuery>;
  collector: RenderCollector | null;
  /** Ad slots the server knows are filled (absent: no ads reserve space). */
  adSlots?: Record<string, EmbeddedAdSlot>;
  /** The newsroom's line for the foot of every page ("" or absent: none). */
  siteNotice?: string;
  /** Server only: draw one part of the layout (app/layout/shell.ts); absent, the whole page. */
  layoutPart?: LayoutPart;
}

/** "shell": the layout with an empty <main>; "content": what changes from page to page. */
export type LayoutPart = "shell" | "content";

const PortalContext = createContext<Portal | null>(null);

export function PortalProvider({ value, children }: { value: Portal; children: ReactNode }) {
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error("usePortal outside PortalProvider");
  return portal;
}
