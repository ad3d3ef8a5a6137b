import { useRef, useState, type ComponentType } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import type { ImageBlock as Image } from "../model/readingTypes";
import type { LightboxProps } from "./Lightbox";

/** An image in the body that zooms: the lightbox's code is fetched the first time a reader opens one. */
export function ImageBlock({ block }: { block: Image }) {
  const { t } = useTranslation();
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const open = () => {
    setIsOpen(true);
    if (Lightbox) return;
    import("./Lightbox")
      .then((module) => setLightbox(() => module.Lightbox))
      .catch(() => setIsOpen(false));
  };
  const close = () => {
    setIsOpen(false);
    trigger.current?.focus();
  };

  return (
    <figure className="article-figure">
      <button ref={trigger} type="button" className="article-figure__zoom" onClick={open} aria-haspopup="dialog">
        <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
        <span className="article-figure__hint" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path d="M10 3a7 7 0 015.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10zm-1 2h2v2h2v2h-2v2H9v-2H7V9h2z" fill="currentColor" />
          </svg>
        </span>
        <span className="visually-hidden">{t("article.zoomImage")}</span>
      </button>
      {block.caption && <figcaption className="article-figure__caption">{block.caption}</figcaption>}
      {isOpen && Lightbox && <Lightbox src={block.src} alt={block.alt} caption={block.caption} onClose={close} />}
    </figure>
  );
}
