import type { ReactNode } from "react";

// The reactions are drawn with the portal's own icons, not emoji characters: a device without an
// emoji font showed empty boxes. Each face carries its own colours, legible on either theme.
const FACE = "#f6c445";
const FEATURE = "#3d2a12";

function Face({ fill = FACE, children }: { fill?: string; children: ReactNode }) {
  return (
    <>
      <circle cx="12" cy="12" r="10.5" fill={fill} stroke={FEATURE} strokeOpacity="0.25" />
      {children}
    </>
  );
}

const ICONS: Record<string, ReactNode> = {
  like: (
    <>
      <circle cx="12" cy="12" r="11" fill="#1f6fd1" />
      <path d="M7 11h2v6H7zm3 0 2.6-4.4c.3-.5 1.4-.4 1.4.6V10h3a1.3 1.3 0 0 1 1.3 1.5l-.8 4.4a1.5 1.5 0 0 1-1.5 1.1H10z" fill="#fff" />
    </>
  ),
  love: (
    <>
      <circle cx="12" cy="12" r="11" fill="#e0304e" />
      <path d="M12 17.6 7 12.8a3 3 0 0 1 5-3.3 3 3 0 0 1 5 3.3z" fill="#fff" />
    </>
  ),
  haha: (
    <Face>
      <path d="M6.8 9.6 9 8.6M17.2 9.6 15 8.6" stroke={FEATURE} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M6.5 12.5h11a5.5 5.5 0 0 1-11 0z" fill={FEATURE} />
      <path d="M9 16.4a4 4 0 0 0 6 0 4.6 4.6 0 0 0-6 0z" fill="#e0304e" />
    </Face>
  ),
  wow: (
    <Face>
      <ellipse cx="8.6" cy="10" rx="1.3" ry="1.8" fill={FEATURE} />
      <ellipse cx="15.4" cy="10" rx="1.3" ry="1.8" fill={FEATURE} />
      <ellipse cx="12" cy="16" rx="2.2" ry="2.8" fill={FEATURE} />
    </Face>
  ),
  sad: (
    <Face>
      <circle cx="8.6" cy="10.5" r="1.3" fill={FEATURE} />
      <circle cx="15.4" cy="10.5" r="1.3" fill={FEATURE} />
      <path d="M8.5 17a4.5 4.5 0 0 1 7 0" fill="none" stroke={FEATURE} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M16.8 12.6c.9 1.3 1.4 2.1 1.4 2.7a1.4 1.4 0 0 1-2.8 0c0-.6.5-1.4 1.4-2.7z" fill="#4a9be8" />
    </Face>
  ),
  angry: (
    <Face fill="#f08a3c">
      <path d="M6.8 8.4 10 9.8M17.2 8.4 14 9.8" stroke={FEATURE} strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8.8" cy="11.8" r="1.2" fill={FEATURE} />
      <circle cx="15.2" cy="11.8" r="1.2" fill={FEATURE} />
      <path d="M9 17a4 4 0 0 1 6 0" fill="none" stroke={FEATURE} strokeWidth="1.6" strokeLinecap="round" />
    </Face>
  ),
};

/** Whether the portal has its own icon for a reaction kind's code. */
export function hasReactionIcon(code: string): boolean {
  return code in ICONS;
}

/** A reaction kind's icon; a kind the newsroom added later keeps its emoji (no icon drawn for it yet). */
export function ReactionIcon({ code, emoji }: { code: string; emoji: string }) {
  const icon = ICONS[code];
  if (!icon) return <span className="reactions__emoji">{emoji}</span>;
  return (
    <svg className="reactions__icon" viewBox="0 0 24 24" width="28" height="28" focusable="false" data-reaction={code}>
      {icon}
    </svg>
  );
}
