// The layout drawn once on the server and reused around each page's own parts.
//
// An uncached page spent about half of its server render on the header, sidebar and footer, which
// are the same on every page of a language at a given moment (the same lists, ads and clock). The
// server renderer (entry-server.tsx) draws them once with an empty <main> (the "shell" part), cuts
// the HTML where each page's own parts go, and then draws only those parts (the "content" part:
// the language switch's link, the footer's lite link and the screen). Where a cut cannot be made for
// certain, the page is drawn whole, and the HTML is the same either way (backend/web/tests/test_shell.py).

/** The shell's HTML in four pieces: before the language switch, between it and the screen, between the
 * screen and the lite link, after the lite link. */
export interface Shell {
  beforeSwitch: string;
  beforeScreen: string;
  beforeLite: string;
  afterLite: string;
}

// Attributes are written in no fixed order (the renderer puts class last), so the cuts look for
// markup that needs no order: a class attribute (a quote in a value is written &quot;) and closing
// tags (a "<" in text is written &lt;).
const SWITCH_CLASS = 'class="language-switch"';
const LITE_CLASS = 'class="site-footer__lite"';
const LINK_START = "<a ";
const LINK_END = "</a>";
const MAIN_START = "<main ";
const MAIN_END = "</main>";

function onlyIndex(html: string, needle: string): number {
  const first = html.indexOf(needle);
  return first >= 0 && html.indexOf(needle, first + 1) < 0 ? first : -1;
}

/** Where the one link of `html` with this class starts and ends; null without exactly one. */
function onlyLink(html: string, linkClass: string): [number, number] | null {
  const classAt = onlyIndex(html, linkClass);
  if (classAt < 0) return null;
  const start = html.lastIndexOf(LINK_START, classAt);
  const end = html.indexOf(LINK_END, classAt);
  return start < 0 || end < 0 ? null : [start, end + LINK_END.length];
}

/** Cuts a shell's HTML; null when it is not one (not one switch, then one empty <main>, then one lite link). */
export function cutShell(html: string): Shell | null {
  const link = onlyLink(html, SWITCH_CLASS);
  const lite = onlyLink(html, LITE_CLASS);
  const screenAt = onlyIndex(html, MAIN_END);
  // The main is empty: the last tag before its end is its own start.
  const isMainEmpty = html.startsWith(MAIN_START, html.lastIndexOf("<", screenAt - 1));
  if (!link || !lite || screenAt < link[1] || lite[0] < screenAt || !isMainEmpty) return null;
  return {
    beforeSwitch: html.slice(0, link[0]),
    beforeScreen: html.slice(link[1], screenAt),
    beforeLite: html.slice(screenAt, lite[0]),
    afterLite: html.slice(lite[1]),
  };
}

/** The whole page from a shell and a content part (the switch link, the lite link, then the screen); null
 * when the content part does not start with those two (a screen outside the layout). */
export function fillShell(shell: Shell, content: string): string | null {
  const link = content.startsWith(LINK_START) ? onlyLink(content, SWITCH_CLASS) : null;
  const lite = onlyLink(content, LITE_CLASS);
  if (!link || link[0] !== 0 || !lite || lite[0] !== link[1]) return null;
  const [switchEnd, liteEnd] = [link[1], lite[1]];
  return (
    shell.beforeSwitch + content.slice(0, switchEnd) + shell.beforeScreen + content.slice(liteEnd) +
    shell.beforeLite + content.slice(switchEnd, liteEnd) + shell.afterLite
  );
}
