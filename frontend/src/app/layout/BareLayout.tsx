import type { ReactNode } from "react";
import "./BareLayout.css";

/** Screens shown inside other pages or the mobile app: the content alone, no header, footer, sidebar or ads. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="bare-page" tabIndex={-1}>
      {children}
    </main>
  );
}
