import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { usePortal } from "@/shared/portal/PortalContext";

const FORM_ID = "site-search";
const INPUT_ID = "site-search-input";

/** Spec section 1: a click shows the search input and a close button; close hides them again. */
export function SearchToggle() {
  const { t } = useTranslation();
  const { base } = usePortal();
  const [isOpen, setIsOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (isOpen) input.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <div className="search">
      {!isOpen && (
        <button
          ref={toggle}
          type="button"
          className="icon-button"
          aria-expanded={false}
          aria-controls={FORM_ID}
          onClick={() => setIsOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M10 3a7 7 0 015.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">{t("search.open")}</span>
        </button>
      )}
      <form id={FORM_ID} className="search__form" role="search" action={`${base}/msearch`} method="get" hidden={!isOpen}>
        <label className="visually-hidden" htmlFor={INPUT_ID}>
          {t("search.label")}
        </label>
        <input ref={input} id={INPUT_ID} className="search__input" type="search" name="query" placeholder={t("search.placeholder")} required />
        <button type="submit" className="button button--small">
          {t("search.submit")}
        </button>
        <button type="button" className="icon-button" onClick={() => setIsOpen(false)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <span className="visually-hidden">{t("search.close")}</span>
        </button>
      </form>
    </div>
  );
}
