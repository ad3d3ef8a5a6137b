import { describe, expect, it } from "vitest";
import { cutShell, fillShell } from "./shell";

const SWITCH = '<a href="/en/" hreflang="en" lang="en" class="language-switch">English</a>';
const LITE = '<a href="/lite/" title="Lite" class="site-footer__lite">Lite</a>';
const SHELL =
  `<header><a class="site-logo" href="/">D</a>${SWITCH}</header><main id="main" tabindex="-1" class="page__content"></main>` +
  `<aside>…</aside><footer><ul><li>${LITE}</li></ul></footer>`;

describe("cutShell and fillShell", () => {
  it("put the page's switch link, screen and lite link where the shell's were", () => {
    const shell = cutShell(SHELL);
    expect(shell).not.toBeNull();
    const content =
      '<a href="/en/1/i?x=1&amp;y=2" class="language-switch" lang="en">English</a>' +
      '<a href="/lite/1/i?x=1&amp;y=2" title="Lite" class="site-footer__lite">Lite</a><h1>Screen</h1><a href="/2/r">next</a>';
    expect(fillShell(shell!, content)).toBe(
      '<header><a class="site-logo" href="/">D</a><a href="/en/1/i?x=1&amp;y=2" class="language-switch" lang="en">English</a></header>' +
        '<main id="main" tabindex="-1" class="page__content"><h1>Screen</h1><a href="/2/r">next</a></main><aside>…</aside>' +
        '<footer><ul><li><a href="/lite/1/i?x=1&amp;y=2" title="Lite" class="site-footer__lite">Lite</a></li></ul></footer>',
    );
  });

  it("refuse a shell without exactly one switch, then one empty main, then one lite link", () => {
    expect(cutShell(SHELL.replace(SWITCH, ""))).toBeNull();
    expect(cutShell(SHELL + SWITCH)).toBeNull();
    expect(cutShell(SHELL.replace("></main>", "><p>x</p></main>"))).toBeNull();
    expect(cutShell(SHELL + "<main></main>")).toBeNull();
    expect(cutShell(`<main id="main"></main>${SWITCH}${LITE}`)).toBeNull();
    expect(cutShell(SHELL.replace(LITE, ""))).toBeNull();
    expect(cutShell(SHELL + LITE)).toBeNull();
    expect(cutShell(SHELL.replace(LITE, "").replace("<header>", `<header>${LITE}`))).toBeNull(); // before the screen
  });

  it("refuse a content part that does not start with the switch and the lite link (a screen outside the layout)", () => {
    const shell = cutShell(SHELL)!;
    expect(fillShell(shell, "<main>bare</main>")).toBeNull();
    expect(fillShell(shell, `<p>x</p>${SWITCH}${LITE}`)).toBeNull();
    expect(fillShell(shell, `${SWITCH}<p>x</p>${LITE}`)).toBeNull();
    expect(fillShell(shell, `${SWITCH}<p>x</p>`)).toBeNull();
    // A screen whose own HTML has a second switch or lite class: the cut would be unsure.
    expect(fillShell(shell, `${SWITCH}${LITE}<div class="language-switch"></div>`)).toBeNull();
    expect(fillShell(shell, `${SWITCH}${LITE}<div class="site-footer__lite"></div>`)).toBeNull();
  });
});
