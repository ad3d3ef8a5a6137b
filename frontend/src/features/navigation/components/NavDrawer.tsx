import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useNavigate } from "@/shared/router/Router";
import { isDrawerEntry, pushDrawerEntry } from "../model/drawerHistory";
import { MENU_GROUPS, type MenuEntry, type Menus } from "../model/types";
import { MenuLinks } from "./MenuLinks";

interface NavDrawerProps {
  id: string;
  menus: Menus;
  isOpen: boolean;
  onClose: () => void;
  /** Links above the main menu's (the front page, the election). */
  leading: readonly MenuEntry[];
}

const FOCUSABLE = "a[href], button:not([disabled])";

/** Tab from the last link goes back to the first, Shift+Tab from the first to the last: the
 * browser's own modal lets focus leave for its address bar, which a reader takes for "lost". */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent<HTMLElement>): void {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

/**
 * The phone's menu: every menu in one modal panel. A modal <dialog> keeps focus inside and the
 * page inert; Escape, the close button, a tap beside the panel and Back all close it.
 */
export function NavDrawer({ id, menus, isOpen, onClose, leading }: NavDrawerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !isOpen) return;
    if (!element.open) element.showModal?.();
    pushDrawerEntry();
    const onPop = () => onClose();
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      if (element.open) element.close();
    };
  }, [isOpen, onClose]);

  // Closing pops the drawer's own history entry, whose popstate then closes the panel.
  const requestClose = useCallback(() => {
    if (isDrawerEntry(window.history.state)) window.history.back();
    else onClose();
  }, [onClose]);

  // A link replaces the drawer's history entry, so Back from the new screen returns to the page.
  const onNavigate = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, href: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onClose();
      navigate(href, { replace: isDrawerEntry(window.history.state) });
    },
    [navigate, onClose],
  );

  return (
    <dialog
      ref={dialog}
      id={id}
      className="nav-drawer"
      aria-label={t("nav.menu")}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) requestClose(); // the backdrop
      }}
      onKeyDown={(event) => {
        if (event.key === "Tab" && dialog.current) keepFocusInside(dialog.current, event);
      }}
    >
      <div className="nav-drawer__panel">
        <div className="nav-drawer__head">
          <span className="nav-drawer__title">{t("nav.menu")}</span>
          <button type="button" className="icon-button nav-drawer__close" onClick={requestClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" />
            </svg>
            <span className="visually-hidden">{t("nav.close")}</span>
          </button>
        </div>
        <MenuLinks entries={[...leading, ...menus.main]} className="nav-drawer__list" onNavigate={onNavigate} />
        {MENU_GROUPS.map((group) =>
          menus[group].length === 0 ? null : (
            <section key={group} className="nav-drawer__group" aria-label={t(`nav.${group}`)}>
              <h2 className="nav-drawer__heading">{t(`nav.${group}`)}</h2>
              <MenuLinks entries={menus[group]} className="nav-drawer__list" onNavigate={onNavigate} />
            </section>
          ),
        )}
      </div>
    </dialog>
  );
}
