// Loaded on demand (dynamic import) the first time a reader zooms an image.
import { useEffect, useRef } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import "./lightbox.css";

export interface LightboxProps {
  src: string;
  alt: string;
  caption: string;
  onClose: () => void;
}

/** The zoomed image in a modal dialog: focus stays inside, Escape, the close button or the backdrop closes it. */
export function Lightbox({ src, alt, caption, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (typeof node.showModal === "function") {
      if (!node.open) node.showModal();
    } else {
      node.setAttribute("open", "");
    }
    return () => {
      if (node.open && typeof node.close === "function") node.close();
    };
  }, []);

  const close = () => {
    const node = dialog.current;
    // close() fires the dialog's close event, which calls onClose.
    if (node?.open && typeof node.close === "function") node.close();
    else onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={alt || t("article.imageDialog")}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          close();
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <figure className="lightbox__figure">
        <img className="lightbox__image" src={src} alt={alt} />
        {caption && <figcaption className="lightbox__caption">{caption}</figcaption>}
      </figure>
      <button type="button" className="lightbox__close" onClick={close} autoFocus>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        <span className="visually-hidden">{t("article.closeImage")}</span>
      </button>
    </dialog>
  );
}
