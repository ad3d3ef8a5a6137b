import { describe, expect, it } from "vitest";
import { cutShell, fillShell } from "./shell";

const SWITCH = '<a href="/en/" hreflang="en" lang="en" class="language-switch">English</a>';
const SHELL = `<header><a class="site-logo" href="/">D</a>${SWITCH}</header><main id="main" tabindex="-1" class="page__content"></main><aside>…</aside>`;

describe("cutShell and fillShell", () => {
  it("put the page's switch link and screen where the shell's switch and empty main were", () => {
    const shell = cutShell(SHELL);
    expect(shell).not.toBeNull();
    const content = '<a href="/en/1/i?x=1&amp;y=2" class="language-switch" lang="en">English</a><h1>Screen</h1><a href="/2/r">next</a>';
    expect(fillShell(shell!, content)).toBe(
      '<header><a class="site-logo" href="/">D</a><a href="/en/1/i?x=1&amp;y=2" class="language-switch" lang="en">English</a></header>' +
        '<main id="main" tabindex="-1" class="page__content"><h1>Screen</h1><a href="/2/r">next</a></main><aside>…</aside>',
    );
  });

  it("refuse a shell without exactly one switch or one empty main after it", () => {
    expect(cutShell(SHELL.replace(SWITCH, ""))).toBeNull();
    expect(cutShell(SHELL + SWITCH)).toBeNull();
    expect(cutShell(SHELL.replace("></main>", "><p>x</p></main>"))).toBeNull();
    expect(cutShell(SHELL + "<main></main>")).toBeNull();
    expect(cutShell(`<main id="main"></main>${SWITCH}`)).toBeNull();
  });

  it("refuse a content part that does not start with the switch (a screen outside the layout)", () => {
    const shell = cutShell(SHELL)!;
    expect(fillShell(shell, "<main>bare</main>")).toBeNull();
    expect(fillShell(shell, `<p>x</p>${SWITCH}`)).toBeNull();
    // A screen whose own HTML has a second switch class: the cut would be unsure.
    expect(fillShell(shell, `${SWITCH}<div class="language-switch"></div>`)).toBeNull();
  });
});
