// The service worker (src/sw/sw.ts): one classic script at frontend/dist/sw.js, which the server
// serves at /sw.js (backend web/offline.py) so that its scope is the whole site. Built after the
// client build: its version is a digest of the client's manifest and its own code, so every
// release that changes either is a new worker that browsers install and switch to on their own.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

const bundleWith = (version) =>
  build({
    entryPoints: [here("./src/sw/sw.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    alias: { "@": here("./src") },
    define: { __OFFLINE_VERSION__: JSON.stringify(version) },
    logLevel: "warning",
  }).then((result) => result.outputFiles[0].text);

// The version digests the worker's own code (built once without it) and the client's file names.
const manifest = await readFile(here("./dist/client/.vite/manifest.json"), "utf8");
const version = createHash("sha256").update(manifest).update(await bundleWith("")).digest("hex").slice(0, 12);
await writeFile(here("./dist/sw.js"), await bundleWith(version));
