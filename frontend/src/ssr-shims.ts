// Web APIs that bare V8 lacks and React / React Router touch while rendering to a string.
import "core-js/actual/url";
import "core-js/actual/url-search-params";

type Listener = ((event: { data: unknown }) => void) | null;

class ShimMessagePort {
  onmessage: Listener = null;
  other: ShimMessagePort | null = null;
  postMessage(data: unknown): void {
    const target = this.other;
    Promise.resolve().then(() => target?.onmessage?.({ data }));
  }
  close(): void {}
}

class ShimMessageChannel {
  port1 = new ShimMessagePort();
  port2 = new ShimMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

class ShimTextEncoder {
  readonly encoding = "utf-8";
  encode(input = ""): Uint8Array {
    const utf8 = unescape(encodeURIComponent(input));
    const bytes = new Uint8Array(utf8.length);
    for (let i = 0; i < utf8.length; i++) bytes[i] = utf8.charCodeAt(i);
    return bytes;
  }
}

class ShimTextDecoder {
  readonly encoding = "utf-8";
  decode(input?: Uint8Array): string {
    if (!input) return "";
    let binary = "";
    for (let i = 0; i < input.length; i++) binary += String.fromCharCode(input[i] ?? 0);
    return decodeURIComponent(escape(binary));
  }
}

const scope = globalThis as Record<string, unknown>;
scope.MessageChannel ??= ShimMessageChannel;
scope.TextEncoder ??= ShimTextEncoder;
scope.TextDecoder ??= ShimTextDecoder;
scope.setTimeout ??= (fn: () => void) => {
  Promise.resolve().then(fn);
  return 0;
};
scope.clearTimeout ??= () => {};
scope.queueMicrotask ??= (fn: () => void) => Promise.resolve().then(fn);
