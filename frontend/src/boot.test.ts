import { afterEach, describe, expect, it, vi } from "vitest";
import { LIVE_EVENT, afterFirstPaint, holdClicksUntilLive, readPortalCode, startPortalCode, type PortalCode } from "./boot";

function pageWith(codeText: string | null): Document {
  const doc = document.implementation.createHTMLDocument("page");
  if (codeText !== null) {
    const data = doc.createElement("script");
    data.type = "application/json";
    data.id = "portal-code";
    data.textContent = codeText;
    doc.head.append(data);
  }
  return doc;
}

const code = {
  entry: "/static/assets/app-1.js",
  preloads: ["/static/assets/react-2.js", "/static/assets/ArticleRoute-3.js"],
  catalog: "/static/assets/mn-4.json",
};

describe("readPortalCode", () => {
  it("reads what the page names", () => {
    expect(readPortalCode(pageWith(JSON.stringify(code)))).toEqual(code);
  });

  it("gives nothing for a page without code, broken JSON or no entry", () => {
    expect(readPortalCode(pageWith(null))).toBeNull();
    expect(readPortalCode(pageWith("{not json"))).toBeNull();
    expect(readPortalCode(pageWith(JSON.stringify({ ...code, entry: "" })))).toBeNull();
  });
});

describe("startPortalCode", () => {
  const manyChunks = { ...code, preloads: Array.from({ length: 10 }, (_, i) => `/static/assets/chunk-${i}.js`) };

  function started(page: PortalCode) {
    const doc = pageWith(JSON.stringify(page));
    const batches: Array<() => void> = [];
    startPortalCode(doc, page, (run) => batches.push(run));
    const preloadHrefs = () => [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
    return { doc, batches, preloadHrefs };
  }

  it("adds the entry script and the strings' preload at once", () => {
    const { doc, preloadHrefs } = started(code);
    const script = doc.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script.getAttribute("src")).toBe(code.entry);
    const strings = doc.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
    expect(strings.getAttribute("href")).toBe(code.catalog);
    // fetch() in loadCatalog asks in "cors" mode with same-origin credentials: the preload must match to be reused.
    expect(strings.as).toBe("fetch");
    expect(strings.crossOrigin).toBe("anonymous");
    expect(preloadHrefs()).toEqual([]);
  });

  it("adds the chunk preloads a few per task, in order, until all are there", () => {
    const { batches, preloadHrefs } = started(manyChunks);
    const seen: number[] = [];
    while (batches.length > 0) {
      batches.shift()!();
      seen.push(preloadHrefs().length);
    }
    expect(seen).toEqual([4, 8, 10]);
    expect(preloadHrefs()).toEqual(manyChunks.preloads);
  });

  it("adds no strings preload when the page names none", () => {
    const { doc, batches, preloadHrefs } = started({ ...code, catalog: "" });
    batches.forEach((run) => run());
    expect(doc.head.querySelector('link[rel="preload"]')).toBeNull();
    expect(preloadHrefs()).toHaveLength(2);
  });
});

describe("afterFirstPaint", () => {
  afterEach(() => vi.useRealTimers());

  type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

  function browserWithPaintTiming() {
    const observers: { listener: Listener; options?: unknown; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "resource"];
      private record: { listener: Listener; options?: unknown; disconnected: boolean };
      constructor(listener: Listener) {
        this.record = { listener, disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const win = { PerformanceObserver: FakeObserver, requestAnimationFrame: vi.fn(), setTimeout } as unknown as Window;
    const paint = (name: string) =>
      observers[0]!.listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    return { win, observers, paint };
  }

  it("waits for the browser's first contentful paint, then runs once", () => {
    vi.useFakeTimers();
    const { win, observers, paint } = browserWithPaintTiming();
    const run = vi.fn();
    afterFirstPaint(win, run);
    expect(observers[0]!.options).toEqual({ type: "paint", buffered: true });
    paint("first-paint"); // a background colour is not yet the page
    expect(run).not.toHaveBeenCalled();
    paint("first-contentful-paint");
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("without paint timing, runs in a task after the next frame", () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const win = { requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb), setTimeout } as unknown as Window;
    const run = vi.fn();
    afterFirstPaint(win, run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled(); // nothing before the frame
    frames[0]!(0);
    expect(run).not.toHaveBeenCalled(); // nor inside it: the frame has not been painted yet
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("still runs when nothing is painted (a tab opened in the background)", () => {
    vi.useFakeTimers();
    const { win } = browserWithPaintTiming();
    const run = vi.fn();
    afterFirstPaint(win, run);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe("holdClicksUntilLive", () => {
  function page() {
    const doc = document.implementation.createHTMLDocument("page");
    doc.body.innerHTML =
      '<div id="root"><button id="menu"><span>Menu</span></button><button id="off" disabled>Off</button>' +
      '<a id="link" href="/x">x</a></div><button id="outside">Outside</button>';
    const clicks: string[] = [];
    // Stands in for React's listener on the root.
    doc.getElementById("root")!.addEventListener("click", (event) => clicks.push((event.target as Element).id || "span"));
    doc.getElementById("outside")!.addEventListener("click", () => clicks.push("outside"));
    holdClicksUntilLive(doc);
    return { doc, clicks };
  }

  it("holds a tap on a button until the app is live, then gives it to the button once", () => {
    const { doc, clicks } = page();
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    doc.querySelector("#menu span")!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    doc.dispatchEvent(new Event(LIVE_EVENT));
    expect(clicks).toEqual(["menu"]);
    doc.dispatchEvent(new Event(LIVE_EVENT));
    expect(clicks).toEqual(["menu"]);
  });

  it("leaves links, disabled buttons and the page outside the app alone, and everything once live", () => {
    const { doc, clicks } = page();
    const follow = new MouseEvent("click", { bubbles: true, cancelable: true });
    doc.getElementById("link")!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    doc.getElementById("outside")!.click();
    expect(clicks).toEqual(["link", "outside"]);
    doc.dispatchEvent(new Event(LIVE_EVENT));
    doc.getElementById("menu")!.click();
    expect(clicks).toEqual(["link", "outside", "menu"]);
  });
});

describe("fields changed before the app is live", () => {
  /** Like React: a setter on the element records the last value it saw; `input` reports only real changes. */
  function trackLikeReact(field: HTMLInputElement, seen: string[]) {
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!;
    let last = field.value;
    Object.defineProperty(field, "value", {
      configurable: true,
      get: () => native.get!.call(field),
      set: (next: string) => {
        last = next;
        native.set!.call(field, next);
      },
    });
    field.addEventListener("input", () => {
      const now = native.get!.call(field) as string;
      if (now !== last) seen.push(now);
      last = now;
    });
  }

  function page() {
    const doc = document.implementation.createHTMLDocument("page");
    doc.body.innerHTML =
      '<div id="root"><input id="amount" value="1"><input type="radio" name="a" id="yes"><input type="radio" name="a" id="no">' +
      '</div><input id="outside">';
    holdClicksUntilLive(doc);
    return doc;
  }

  it("tells the app what was typed, even where the app had already seen that value", () => {
    const doc = page();
    const amount = doc.getElementById("amount") as HTMLInputElement;
    const seen: string[] = [];
    trackLikeReact(amount, seen);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(amount, "100"); // the reader types
    amount.dispatchEvent(new Event("input", { bubbles: true }));
    seen.length = 0; // the app is not live yet: what it "saw" then does not count
    amount.value = "100"; // hydration may leave the typed text in place and record it as seen
    doc.dispatchEvent(new Event(LIVE_EVENT));
    expect(seen).toEqual(["100"]);
    expect(amount.value).toBe("100");
  });

  it("gives the radio picked last before then to the app as a click, leaving it picked", () => {
    const doc = page();
    const yes = doc.getElementById("yes") as HTMLInputElement;
    const no = doc.getElementById("no") as HTMLInputElement;
    no.click(); // picked natively, before the app listens, then changed to "yes"
    yes.click();
    const clicks: string[] = [];
    for (const radio of [yes, no]) radio.addEventListener("click", () => clicks.push(`${radio.id} ${radio.checked}`));
    doc.dispatchEvent(new Event(LIVE_EVENT));
    expect(clicks).toEqual(["yes true"]); // only the choice that stands
    expect(yes.checked).toBe(true);
  });

  it("leaves fields nobody touched and fields outside the app alone", () => {
    const doc = page();
    const seen: string[] = [];
    trackLikeReact(doc.getElementById("amount") as HTMLInputElement, seen);
    const outside = doc.getElementById("outside") as HTMLInputElement;
    const outsideSeen: string[] = [];
    trackLikeReact(outside, outsideSeen);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(outside, "x");
    outside.dispatchEvent(new Event("input", { bubbles: true }));
    outsideSeen.length = 0;
    doc.dispatchEvent(new Event(LIVE_EVENT));
    expect(seen).toEqual([]);
    expect(outsideSeen).toEqual([]);
  });
});
