import { useCallback, useEffect, useState } from "react";
import { useMenus } from "@/features/navigation/api/useMenus";
import { MenuLinks } from "@/features/navigation/components/MenuLinks";
import { NavDrawer } from "@/features/navigation/components/NavDrawer";
import { MENU_GROUPS, type MenuEntry, type MenuGroup, type Menus } from "@/features/navigation/model/types";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { Link, useLocation } from "@/shared/router/Router";
import { DisclosureMenu } from "@/shared/ui/DisclosureMenu";
import { pathTo } from "@/app/screenPaths";
import { LanguageSwitch } from "./LanguageSwitch";
import { MainNav } from "./MainNav";
import { SearchToggle } from "./SearchToggle";
import { ThemeToggle } from "./ThemeToggle";
import "./SiteHeader.css";

const DRAWER_ID = "nav-drawer";
const ELECTION_PATH = pathTo("parliament", { year: 2024 });
const NO_MENUS: Menus = { main: [], helpful: [], interview: [], interesting: [], other: [], footer: [] };

/**
 * The masthead. Desktop: site name, search and language, then the main menu and the four group
 * menus of the specification. Phone: one compact row that stays at the top, with every menu in
 * a drawer. The menus are the newsroom's (`/api/menus`).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const menus = useMenus().data ?? NO_MENUS;
  const location = useLocation();
  const [openMenu, setOpenMenu] = useState<MenuGroup | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  // Menus close when the reader moves to another screen.
  useEffect(() => {
    setOpenMenu(null);
  }, [location.pathname]);

  const toggleGroup = useCallback(
    (group: MenuGroup) => (isOpen: boolean) => setOpenMenu((current) => (isOpen ? group : current === group ? null : current)),
    [],
  );
  const closeDrawer = useCallback(() => setIsDrawerOpen(false), []);
  const home: MenuEntry = { label: t("nav.home"), href: pathTo("home"), external: false };
  const election: MenuEntry = { label: t("nav.election2024"), href: ELECTION_PATH, external: false };

  return (
    <header className="site-header">
      <div className="site-header__top container">
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={isDrawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setIsDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{t("nav.menu")}</span>
        </button>
        <Link className="site-logo" to={pathTo("home")}>
          <svg className="site-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="#fff" />
            <path d="M9 8h7a8 8 0 010 16H9zm4 4v8h3a4 4 0 000-8z" fill="#0b4f8a" />
          </svg>
          <span className="site-logo__name">{t("site.name")}</span>
        </Link>
        <div className="site-header__tools">
          <SearchToggle />
          <ThemeToggle />
          <LanguageSwitch />
        </div>
      </div>
      <div className="site-header__bar">
        <div className="container site-header__bar-inner">
          <MainNav entries={[home, ...menus.main]} />
          <nav className="group-nav" aria-label={t("nav.sections")}>
            {MENU_GROUPS.map((group) =>
              menus[group].length === 0 ? null : (
                <DisclosureMenu key={group} id={`menu-${group}`} label={t(`nav.${group}`)} isOpen={openMenu === group} onToggle={toggleGroup(group)}>
                  <MenuLinks entries={menus[group]} />
                </DisclosureMenu>
              ),
            )}
            <Link className="election-link" to={ELECTION_PATH}>
              {election.label}
            </Link>
          </nav>
        </div>
      </div>
      <NavDrawer id={DRAWER_ID} menus={menus} isOpen={isDrawerOpen} onClose={closeDrawer} leading={[home, election]} />
    </header>
  );
}
