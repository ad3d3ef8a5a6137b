import { afterEach, describe, expect, it, vi } from "vitest";
import { coveredTop } from "./useCoveredTop";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** An element drawn at `top`..`bottom` with the CSS `position`. */
function drawn(position: string, top: number, bottom: number, parent: Element = document.body): HTMLElement {
  const element = document.createElement("div");
  element.style.position = position;
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  parent.append(element);
  return element;
}

function atTheTop(...elements: Element[]) {
  Object.defineProperty(document, "elementsFromPoint", { configurable: true, value: vi.fn(() => elements) });
}

describe("what covers the top of the screen", () => {
  it("is the sticky header's height, however many rows it takes", () => {
    const header = drawn("sticky", 0, 92);
    const name = drawn("static", 8, 50, header); // the site name on two lines
    atTheTop(name, header, document.body, document.documentElement);
    expect(coveredTop()).toBe(92);
  });

  it("reaches the lowest of the bars that stay at the top, not a thin one inside them", () => {
    const header = drawn("sticky", 0, 56);
    const progress = drawn("fixed", 0, 4, header);
    const notice = drawn("sticky", 0, 40); // the newsroom preview's notice
    atTheTop(progress, notice, header);
    expect(coveredTop()).toBe(56);
  });

  it("is nothing where the masthead scrolls away (a desktop) or what is sticky stands lower", () => {
    const sidebar = drawn("sticky", 16, 800);
    const content = drawn("static", -300, 2000);
    atTheTop(content, sidebar, document.body);
    expect(coveredTop()).toBe(0);
  });
});
