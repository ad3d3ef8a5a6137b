import type { HoroscopeScreen } from "@/features/horoscope/components/HoroscopeNav";
import { pathTo } from "@/app/screenPaths";

/** Where the horoscope tabs lead: the app variant's pages stay in the app variant. */
export function horoscopeLinks(isApp: boolean, footprintYear: number): (screen: HoroscopeScreen) => string {
  return (screen) => {
    if (screen === "daycolor") return pathTo("day-color");
    if (screen === "footprint") return pathTo("footprint", { year: footprintYear });
    return pathTo(isApp ? "horoscope-app" : "horoscope", { pageName: screen });
  };
}
