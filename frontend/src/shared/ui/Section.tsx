import { useId, type ReactNode } from "react";

/** A titled block of a screen (an <h2> section, labelled by its heading). */
export function Section({ title, className = "", children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`section ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
