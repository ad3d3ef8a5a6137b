import type { ParliamentScreen } from "@/features/elections/model/electionPaths";
import { pathTo } from "@/app/screenPaths";

/** A parliamentary election's screen (app/screens.ts names them parliament-<screen>; the overview is parliament). */
export function parliamentPath(year: number, screen: ParliamentScreen = "overview"): string {
  return screen === "overview" ? pathTo("parliament", { year }) : pathTo(`parliament-${screen}`, { year });
}
