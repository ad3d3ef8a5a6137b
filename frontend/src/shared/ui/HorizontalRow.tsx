import { useId, type ReactNode } from "react";

/** A titled section whose items scroll sideways (snap points, no script needed). */
export function HorizontalRow({ title, moreHref, moreLabel, children }: { title: string; moreHref?: ReactNode; moreLabel?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="home-section row-section" aria-labelledby={headingId}>
      <div className="section-heading">
        <h2 id={headingId}>{title}</h2>
        {moreHref && moreLabel ? moreHref : null}
      </div>
      {children}
    </section>
  );
}
