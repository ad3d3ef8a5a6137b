import { describe, expect, it } from "vitest";
import theme from "./theme.css?raw";

// Every stylesheet of the app, as text.
const STYLESHEETS = import.meta.glob<string>("/src/**/*.css", { query: "?raw", import: "default", eager: true });

/** The custom properties a rule block declares, name -> value, in order. */
function declarations(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]));
}

/** The body of the first `{ ... }` (one level deep) after `start`. */
function blockAfter(text: string, start: string): string {
  const at = text.indexOf(start);
  if (at < 0) throw new Error(`no ${start}`);
  const open = text.indexOf("{", at + start.length - 1);
  const close = text.indexOf("}", open);
  return text.slice(open + 1, close);
}

describe("styles/theme.css", () => {
  const light = declarations(blockAfter(theme, "\n:root {"));
  const deviceDark = declarations(blockAfter(theme, ':root:not([data-theme="light"]) {'));
  const chosenDark = declarations(blockAfter(theme, ':root[data-theme="dark"] {'));

  it("has one dark palette: the device's and the reader's choice are the same", () => {
    expect(Object.keys(deviceDark).length).toBeGreaterThan(30);
    expect(chosenDark).toEqual(deviceDark);
  });

  it("gives every colour a dark value (the older palette names follow the new ones)", () => {
    const aliases = Object.keys(light).filter((name) => light[name]?.startsWith("var("));
    expect(Object.keys(light).filter((name) => !aliases.includes(name)).sort()).toEqual(Object.keys(deviceDark).sort());
  });

  it("defines every custom property the stylesheets paint with", () => {
    const defined = new Set<string>();
    const used = new Map<string, string>();
    expect(Object.keys(STYLESHEETS).length).toBeGreaterThan(20);
    for (const [file, text] of Object.entries(STYLESHEETS)) {
      for (const match of text.matchAll(/(--[\w-]+)\s*:/g)) defined.add(match[1] ?? "");
      for (const match of text.matchAll(/var\((--[\w-]+)\s*\)/g)) used.set(match[1] ?? "", file);
    }
    // Set by components in a style attribute, with a fallback where they are read.
    const fromComponents = ["--winner-colour", "--chart-height"];
    const undefinedNames = [...used].filter(([name]) => !defined.has(name) && !fromComponents.includes(name));
    expect(undefinedNames).toEqual([]);
  });
});
