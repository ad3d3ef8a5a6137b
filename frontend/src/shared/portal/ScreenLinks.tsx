import { createContext, useContext, type ReactNode } from "react";

// Paths to the screens that features link to. The app makes them from its screen declarations
// (app/screenPaths.ts), where each path is written once; features cannot import app/, so they
// ask for a link by what it leads to.

export interface ScreenLinks {
  article(lid: string): string;
  category(id: number): string;
  comic(id: number): string;
  poll(id: number): string;
  exchange(): string;
}

const ScreenLinksContext = createContext<ScreenLinks | null>(null);

export function ScreenLinksProvider({ links, children }: { links: ScreenLinks; children: ReactNode }) {
  return <ScreenLinksContext.Provider value={links}>{children}</ScreenLinksContext.Provider>;
}

export function useScreenLinks(): ScreenLinks {
  const links = useContext(ScreenLinksContext);
  if (!links) throw new Error("useScreenLinks outside ScreenLinksProvider");
  return links;
}
