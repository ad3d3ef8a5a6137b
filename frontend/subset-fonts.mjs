// Mongolian needs four letters beyond basic Cyrillic (Ө ө Ү ү). Noto Sans ships them in its
// cyrillic-ext file, 22 KB a weight for hundreds of letters; this cuts a ~1 KB face of the four,
// which the page preloads instead (backend/web/assets.py). Run before `vite build` (package.json);
// the output is built from node_modules on every build, not kept in the repository.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const MONGOLIAN_LETTERS = "ӨөҮү";
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const source = (weight) => here(`../node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-ext-${weight}-normal.woff2`);
const outDir = here("./generated/fonts/");

await mkdir(outDir, { recursive: true });
for (const weight of [400, 700]) {
  const face = await subsetFont(await readFile(source(weight)), MONGOLIAN_LETTERS, { targetFormat: "woff2" });
  await writeFile(`${outDir}noto-sans-mongolian-${weight}-normal.woff2`, face);
}
