import { Outlet } from "@/shared/router/Routes";
import "./BareLayout.css";

/** Screens shown inside other pages or the mobile app: the content alone, no header, footer, sidebar or ads. */
export function BareLayout() {
  return (
    <main id="main" className="bare-page" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
