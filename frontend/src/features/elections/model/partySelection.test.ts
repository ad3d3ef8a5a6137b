import { describe, expect, it, vi } from "vitest";
import { createPartyStore, PARTY_STORAGE_KEY, parsePartyId, withPartyParam, type StorageLike } from "./partySelection";

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe("party selection", () => {
  it("parses only positive integer ids", () => {
    expect(parsePartyId("3")).toBe(3);
    expect(parsePartyId("0")).toBeNull();
    expect(parsePartyId("-1")).toBeNull();
    expect(parsePartyId("2x")).toBeNull();
    expect(parsePartyId(null)).toBeNull();
  });

  it("sets and removes the URL parameter, keeping the others", () => {
    expect(withPartyParam("", 2)).toBe("?party=2");
    expect(withPartyParam("?page=2&party=1", 5)).toBe("?page=2&party=5");
    expect(withPartyParam("?party=1", null)).toBe("");
    expect(withPartyParam("?a=b&party=1", null)).toBe("?a=b");
  });

  it("restores the stored choice and persists changes, notifying subscribers", () => {
    const storage = memoryStorage({ [PARTY_STORAGE_KEY]: "4" });
    const store = createPartyStore(storage);
    expect(store.get()).toBe(4);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(7);
    expect(storage.data[PARTY_STORAGE_KEY]).toBe("7");
    expect(createPartyStore(storage).get()).toBe(7);
    store.set(7);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(null);
    expect(storage.data[PARTY_STORAGE_KEY]).toBeUndefined();
    unsubscribe();
    store.set(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("works without storage or with a failing one", () => {
    const failing: StorageLike = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {},
    };
    const store = createPartyStore(failing);
    expect(store.get()).toBeNull();
    store.set(3);
    expect(store.get()).toBe(3);
    const none = createPartyStore(null);
    none.set(2);
    expect(none.get()).toBe(2);
  });
});
