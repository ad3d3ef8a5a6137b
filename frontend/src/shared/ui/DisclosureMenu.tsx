import { useLayoutEffect, useRef, type ReactNode } from "react";

interface DisclosureMenuProps {
  /** The panel's id. Given, not from useId: the header's menus are part of the layout, which
   * takes no useId numbers (app/layout/Layout.tsx). */
  id: string;
  label: string;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  children: ReactNode;
  className?: string;
}

/**
 * A button that shows and hides a list of links (the ARIA disclosure pattern, which suits
 * navigation better than role="menu"). Escape or a click elsewhere closes it.
 */
export function DisclosureMenu({ id, label, isOpen, onToggle, children, className = "" }: DisclosureMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Listening from the render that opened it: an effect would start listening only after the next
  // paint (up to 100 ms on a busy phone), and an Escape pressed meanwhile left the menu open.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onToggle(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onToggle(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [isOpen, onToggle]);

  return (
    <div className={`disclosure ${className}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="disclosure__button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => onToggle(!isOpen)}
      >
        {label}
        <svg className="disclosure__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={id} className="disclosure__panel" hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
