import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { mount } from "./mount";

const PARTS = 40;
let rendered = 0;

/** A part of the page that takes about a millisecond to render, as a real screen's parts add up. */
function Part({ index }: { index: number }) {
  const end = performance.now() + 1;
  while (performance.now() < end);
  rendered += 1;
  return <p>part {index}</p>;
}

function Page({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return (
    <>
      {Array.from({ length: PARTS }, (_, index) => (
        <Part key={index} index={index} />
      ))}
    </>
  );
}

/** One paragraph that says when React has committed it (its effect runs after the commit). */
function Served({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return <p>served</p>;
}

/** Serves the page as the server would, then hydrates it with `hydrate`; reports how many parts
 * had rendered when a task queued right after the call got its turn. */
async function partsBeforeNextTask(hydrate: (root: HTMLElement, tree: React.ReactNode) => void): Promise<number> {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Page onDone={() => undefined} />);
  document.body.append(root);
  rendered = 0;
  let seen = -1;
  const done = new Promise<void>((resolve) => hydrate(root, <Page onDone={resolve} />));
  setTimeout(() => (seen = rendered), 0);
  await done;
  await new Promise((resolve) => setTimeout(resolve, 0));
  root.remove();
  return seen;
}

describe("mount", () => {
  it("hydrates in slices, letting other tasks run before the page is done", async () => {
    const seen = await partsBeforeNextTask(mount);
    expect(seen).toBeGreaterThanOrEqual(0);
    expect(seen).toBeLessThan(PARTS);
  });

  it("is measured by a probe that sees a plain hydration as one task", async () => {
    // Without the transition React hydrates at default priority and never yields in between.
    const seen = await partsBeforeNextTask((root, tree) => void hydrateRoot(root, tree));
    expect(seen).toBe(PARTS);
  });

  it("keeps the server's nodes when hydrating", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Served onDone={() => undefined} />);
    const served = root.firstChild;
    await new Promise<void>((resolve) => mount(root, <Served onDone={resolve} />));
    expect(root.firstChild).toBe(served);
  });

  it("renders the app itself into an empty root (server rendering failed)", async () => {
    const root = document.createElement("div");
    await new Promise<void>((resolve) => mount(root, <Served onDone={resolve} />));
    expect(root.textContent).toBe("served");
  });
});
