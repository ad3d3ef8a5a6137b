// The server bundle: one IIFE that runs inside Django's embedded V8 (mini-racer) and defines
// globalThis.renderPage. Bare V8 lacks URL, TextEncoder and MessageChannel; shims supply them.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

await build({
  entryPoints: [here("./src/entry-server.tsx")],
  outfile: here("./dist/server/ssr.js"),
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  legalComments: "none",
  conditions: ["browser", "default"],
  alias: {
    "@": here("./src"),
    react: "preact/compat",
    "react-dom/server": "preact/compat/server.browser",
    "react-dom": "preact/compat",
    // wouter's fallback for Reacts before 18: the compatibility layer has the hook itself.
    "use-sync-external-store/shim/index.js": "preact/compat",
  },
  define: { "process.env.NODE_ENV": '"production"', "import.meta.env.SSR": "true" },
  loader: { ".css": "empty", ".woff": "empty", ".woff2": "empty", ".svg": "dataurl", ".png": "dataurl" },
  inject: [here("./src/ssr-shims.ts")],
  logLevel: "warning",
});
