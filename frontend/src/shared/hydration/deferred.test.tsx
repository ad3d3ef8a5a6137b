import { useEffect } from "react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Deferred, hydrating, whenHydrated } from "./deferred";

const log: string[] = [];

function Part({ name }: { name: string }) {
  useEffect(() => void log.push(`${name} live`), [name]);
  return <p onClick={() => log.push(`${name} clicked`)}>{name}</p>;
}

function Page() {
  return (
    <div>
      <Part name="top" />
      <Deferred>
        <Part name="side" />
      </Deferred>
      <Deferred>
        <Part name="foot" />
      </Deferred>
    </div>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Deferred", () => {
  it("renders its children on the server as if it were not there", () => {
    expect(renderToString(<Page />)).toBe("<div><p>top</p><p>side</p><p>foot</p></div>");
  });

  it("keeps the server's HTML of each part and hydrates the parts in later tasks, one at a time", async () => {
    log.length = 0;
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const [top, side, foot] = Array.from(root.querySelectorAll("p"));
    hydrating(() => void hydrateRoot(root, <Page />));
    const live = whenHydrated().then(() => log.push("all live"));
    // Same task: the parts are the server's nodes, not yet listening.
    expect(root.innerHTML).toBe("<div><p>top</p><p>side</p><p>foot</p></div>");
    foot!.click();
    expect(log).not.toContain("foot clicked");
    await live;
    // Hydrated, not replaced: the same nodes now answer.
    expect(Array.from(root.querySelectorAll("p"))).toEqual([top, side, foot]);
    foot!.click();
    expect(log).toContain("foot clicked");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(log.indexOf("top live")).toBeLessThan(log.indexOf("side live"));
    expect(log.indexOf("side live")).toBeLessThan(log.indexOf("foot live"));
    root.remove();
  });

  it("renders at once outside hydration (a screen the reader moves to)", async () => {
    const root = document.createElement("div");
    act(() => createRoot(root).render(<Page />));
    expect(root.textContent).toBe("topsidefoot");
    await nextTask();
    expect(root.textContent).toBe("topsidefoot");
    await expect(whenHydrated()).resolves.toBeUndefined();
  });
});
