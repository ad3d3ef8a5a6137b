// The page's first script: it starts the app's code only after the server's HTML is on screen.
//
// The server paints the whole page; the code only hydrates it. Fetched with the page, the ~90 KB
// of code shares a phone's connection with the stylesheets, fonts and lead picture the first
// paint waits for. So the page names its code in #portal-code, and this module (about 1 KB gzip,
// no imports, so nothing else loads with it) asks for it once the first frame is painted.
// docs/adr/010-code-after-first-paint.md has the figures.

export interface PortalCode {
  entry: string;
  preloads: string[];
  catalog: string;
}

// What the app sends on the document once its screen is hydrated (src/app/Live.tsx).
export const LIVE_EVENT = "portal:live";
// A hidden tab paints nothing, so it would never start: the timer covers that case.
const FALLBACK_MS = 3000;

export function readPortalCode(doc: Document): PortalCode | null {
  const text = doc.getElementById("portal-code")?.textContent;
  if (!text) return null;
  try {
    const code = JSON.parse(text) as PortalCode;
    return typeof code.entry === "string" && code.entry ? code : null;
  } catch {
    return null;
  }
}

// A few preloads per task: appending ~17 links at once was one task of 3-25 ms on the bench
// machine (a few appends stall on the browser's side), which a phone multiplies by four.
const PRELOADS_PER_TASK = 4;

/**
 * Asks for the app: its entry script and the UI strings at once, then the entry's chunks as
 * modulepreloads a few per task (`later` runs a batch in a task of its own). They are all asked
 * for within a few milliseconds, well before the entry has arrived to name them itself.
 */
export function startPortalCode(doc: Document, code: PortalCode, later: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
  const parts = doc.createDocumentFragment();
  const script = doc.createElement("script");
  script.type = "module";
  script.src = code.entry;
  parts.append(script);
  if (code.catalog) {
    // The UI strings: fetched by loadCatalog with the same mode, so this download is reused.
    const link = doc.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    link.href = code.catalog;
    parts.append(link);
  }
  doc.head.append(parts);
  const preloadFrom = (start: number) => {
    for (const href of code.preloads.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      doc.head.append(link);
    }
    if (start + PRELOADS_PER_TASK < code.preloads.length) later(() => preloadFrom(start + PRELOADS_PER_TASK));
  };
  if (code.preloads.length > 0) later(() => preloadFrom(0));
}

type PaintWindow = Pick<Window, "requestAnimationFrame" | "setTimeout"> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

export function afterFirstPaint(win: PaintWindow, run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes("paint")) {
    // The browser's own record of the first contentful paint (buffered: it may be past already).
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    // requestAnimationFrame runs just before a frame is painted; a task queued from it runs after.
    win.requestAnimationFrame(() => win.setTimeout(once, 0));
  }
  win.setTimeout(once, FALLBACK_MS);
}

/**
 * A button tapped before React listens would do nothing: hold the tap and give it to the button
 * once the app is live. Links need no help: without the app they load their page the usual way.
 * What the reader types or picks in a field before then stays in the field but never reached the
 * app: once live, each such field tells React again (`retellField`).
 */
export function holdClicksUntilLive(doc: Document): void {
  const held: HTMLButtonElement[] = [];
  const changed = new Set<Field>();
  const inApp = (node: Element) => doc.getElementById("root")?.contains(node) ?? false;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.disabled || !inApp(button)) return;
    event.preventDefault(); // a submit button would otherwise send its form without the app
    event.stopImmediatePropagation();
    held.push(button);
  };
  const note = (event: Event) => {
    const field = event.target;
    if (isField(field) && inApp(field)) changed.add(field);
  };
  doc.addEventListener("click", hold, true);
  doc.addEventListener("input", note, true);
  doc.addEventListener("change", note, true);
  doc.addEventListener(
    LIVE_EVENT,
    () => {
      doc.removeEventListener("click", hold, true);
      doc.removeEventListener("input", note, true);
      doc.removeEventListener("change", note, true);
      for (const field of changed) if (field.isConnected) retellField(field);
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const FIELD_TAGS = new Set(["INPUT", "SELECT", "TEXTAREA"]);

function isField(node: EventTarget | null): node is Field {
  return node instanceof Element && FIELD_TAGS.has(node.tagName);
}

/**
 * Hands a field's current state to React as if the reader had just entered it. React notices a
 * change by comparing the field with the last value it saw, which its own setter on the element
 * records: set the field through that setter to something else, put the reader's value back
 * through the browser's setter, then send the event React listens to.
 */
export function retellField(field: Field): void {
  if (field.tagName === "INPUT" && (field.type === "checkbox" || field.type === "radio")) {
    const box = field as HTMLInputElement;
    const wanted = box.checked;
    if (box.type === "radio" && !wanted) return; // the radio picked after it tells the group's choice
    box.checked = !wanted;
    box.click(); // toggles back to what the reader chose; React listens to clicks on these
    return;
  }
  const typed = field.value;
  field.value = typed === "" ? " " : "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
  field.dispatchEvent(new Event(field.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
}

const code = readPortalCode(document);
if (code) {
  holdClicksUntilLive(document);
  afterFirstPaint(window, () => startPortalCode(document, code));
}
