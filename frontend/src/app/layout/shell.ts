// The layout drawn once on the server and reused around each page's own parts.
//
// An uncached page spent about half of its server render on the header, sidebar and footer, which
// are the same on every page of a language at a given moment (the same lists, ads and clock). The
// server renderer (entry-server.tsx) draws them once with an empty <main> (the "shell" part), cuts
// the HTML where each page's own parts go, and then draws only those parts (the "content" part:
// the language switch's link and the screen). Where a cut cannot be made for certain, the page is
// drawn whole, and the HTML is the same either way (backend/web/tests/test_shell.py).

/** The shell's HTML in three pieces: before the language switch, between it and the screen, after the screen. */
export interface Shell {
  beforeSwitch: string;
  beforeScreen: string;
  afterScreen: string;
}

// Attributes are written in no fixed order (the renderer puts class last), so the cuts look for
// markup that needs no order: a class attribute (a quote in a value is written &quot;) and closing
// tags (a "<" in text is written &lt;).
const SWITCH_CLASS = 'class="language-switch"';
const LINK_START = "<a ";
const LINK_END = "</a>";
const MAIN_START = "<main ";
const MAIN_END = "</main>";

function onlyIndex(html: string, needle: string): number {
  const first = html.indexOf(needle);
  return first >= 0 && html.indexOf(needle, first + 1) < 0 ? first : -1;
}

/** Where the one language switch link of `html` starts and ends; null without exactly one. */
function switchLink(html: string): [number, number] | null {
  const classAt = onlyIndex(html, SWITCH_CLASS);
  if (classAt < 0) return null;
  const start = html.lastIndexOf(LINK_START, classAt);
  const end = html.indexOf(LINK_END, classAt);
  return start < 0 || end < 0 ? null : [start, end + LINK_END.length];
}

/** Cuts a shell's HTML; null when it is not one (not one switch, or not one empty <main> after it). */
export function cutShell(html: string): Shell | null {
  const link = switchLink(html);
  const screenAt = onlyIndex(html, MAIN_END);
  // The main is empty: the last tag before its end is its own start.
  const isMainEmpty = html.startsWith(MAIN_START, html.lastIndexOf("<", screenAt - 1));
  if (!link || screenAt < link[1] || !isMainEmpty) return null;
  return {
    beforeSwitch: html.slice(0, link[0]),
    beforeScreen: html.slice(link[1], screenAt),
    afterScreen: html.slice(screenAt),
  };
}

/** The whole page from a shell and a content part (the switch link, then the screen); null when
 * the content part does not start with the switch (a screen outside the layout). */
export function fillShell(shell: Shell, content: string): string | null {
  const link = content.startsWith(LINK_START) ? switchLink(content) : null;
  if (!link || link[0] !== 0) return null;
  return shell.beforeSwitch + content.slice(0, link[1]) + shell.beforeScreen + content.slice(link[1]) + shell.afterScreen;
}
