// The server bundle: one IIFE that runs inside Django's embedded V8 (mini-racer) and defines
// globalThis.renderPage. Bare V8 lacks URL, TextEncoder and MessageChannel; shims supply them.
import { build } from "esbuild";
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** The object Vite makes of `import.meta.glob("./dir/*Suffix.tsx")`: each file's path -> its lazy import. */
function globObject(fromDir, pattern) {
  const found = /^(\.\.?\/(?:[^*/]+\/)*)([^*/]*)\*([^*/]*)$/.exec(pattern);
  if (!found) throw new Error(`import.meta.glob("${pattern}"): only "./dir/prefix*suffix" is expanded here`);
  const [, dir, prefix, suffix] = found;
  const files = readdirSync(join(fromDir, dir))
    .filter((file) => file.startsWith(prefix) && file.endsWith(suffix) && file.length >= prefix.length + suffix.length)
    .sort();
  const entries = files.map((file) => `${JSON.stringify(dir + file)}: () => import(${JSON.stringify(dir + file)})`);
  return `({${entries.join(", ")}})`;
}

// esbuild has no import.meta.glob (Vite's; app/lazyRoute.tsx loads the screens with it): this
// expands its lazy form into dynamic imports, which esbuild then inlines into the one bundle.
const importMetaGlob = {
  name: "import-meta-glob",
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const contents = source.replace(/import\.meta\.glob(?:<.*?>)?\(\s*"([^"]+)"\s*\)/g, (_, pattern) => globObject(dirname(args.path), pattern));
      if (/import\.meta\.glob\s*[<(]/.test(contents)) throw new Error(`${args.path}: an import.meta.glob call the build cannot expand`);
      return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

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
  plugins: [importMetaGlob],
  logLevel: "warning",
});
