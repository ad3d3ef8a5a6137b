// Writes dist/routes.json: the screens declared in src/app/screens.ts as the server reads them
// (backend/web/screens.py): each one's path regex, component, props, layout, languages and reads.
// The declarations are TypeScript with the app's `@/` imports, so esbuild bundles them first.
import { build } from "esbuild";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

const bundled = await build({
  entryPoints: [here("./src/app/routesManifest.ts")],
  bundle: true,
  write: false,
  format: "esm",
  platform: "neutral",
  alias: { "@": here("./src") },
  logLevel: "warning",
});
const code = Buffer.from(bundled.outputFiles[0].text).toString("base64");
const { routesManifest, screenProblems } = await import(`data:text/javascript;base64,${code}`);

// The files lazyRoute.tsx loads screens from (its import.meta.glob).
const screenFiles = readdirSync(here("./src/app/routes"))
  .filter((file) => file.endsWith("Route.tsx"))
  .map((file) => file.slice(0, -".tsx".length));
const problems = screenProblems(screenFiles);
if (problems.length > 0) {
  console.error(`src/app/screens.ts:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

mkdirSync(here("./dist"), { recursive: true });
writeFileSync(here("./dist/routes.json"), `${JSON.stringify(routesManifest(), null, 2)}\n`);
