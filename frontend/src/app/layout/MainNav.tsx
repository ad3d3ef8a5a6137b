import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { MenuLinks } from "@/features/navigation/components/MenuLinks";
import type { MenuEntry } from "@/features/navigation/model/types";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useLocation } from "@/shared/router/Router";
import { DisclosureMenu } from "@/shared/ui/DisclosureMenu";
import { countFittingItems } from "./menuFit";

const MORE_ID = "menu-more";

/**
 * The desktop's main menu on one row: the entries that do not fit go under a "more" button at its
 * end. The server draws them all on a row one entry high that hides what wraps (global.css), so
 * the bar keeps its height when the app measures it.
 */
export function MainNav({ entries }: { entries: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(entries.length);
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const { pathname } = useLocation();
  const labels = entries.map((entry) => entry.label).join("\n");

  useEffect(() => {
    setIsMoreOpen(false);
  }, [pathname]);

  useLayoutEffect(() => {
    const measure = () => {
      if (!nav.current || !list.current || !more.current) return;
      const available = nav.current.clientWidth;
      if (available === 0) return; // the phone's header: the menus are in its drawer
      const widths = Array.from(list.current.children, (item) => item.getBoundingClientRect().width);
      setFitting(countFittingItems(widths, available, more.current.getBoundingClientRect().width));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (nav.current) observer.observe(nav.current);
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
  }, [labels]);

  const toggleMore = useCallback((isOpen: boolean) => setIsMoreOpen(isOpen), []);
  const spare = entries.slice(fitting);

  return (
    <nav ref={nav} className="main-nav" aria-label={t("nav.main")}>
      <ul ref={list} className="main-nav__list">
        {entries.map((entry, index) => (
          <li key={`${entry.href}|${entry.label}`} className={index >= fitting ? "main-nav__spare" : undefined}>
            {entry.external ? (
              <a href={entry.href} target="_blank" rel="noopener">
                {entry.label}
                <span className="visually-hidden"> {t("nav.opensInNewTab")}</span>
              </a>
            ) : (
              <Link to={entry.href}>{entry.label}</Link>
            )}
          </li>
        ))}
      </ul>
      <div ref={more} className={spare.length > 0 ? "main-nav__more" : "main-nav__more main-nav__more--unused"}>
        <DisclosureMenu id={MORE_ID} label={t("nav.more")} isOpen={isMoreOpen && spare.length > 0} onToggle={toggleMore}>
          <MenuLinks entries={spare} />
        </DisclosureMenu>
      </div>
    </nav>
  );
}
