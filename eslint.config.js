import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const src = fileURLToPath(new URL("./frontend/src", import.meta.url));

// Every folder under features/ gets its own zone, so a new domain is fenced in without editing this file.
const features = fs
  .readdirSync(`${src}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Layers go one way: shared -> features -> app (docs/where-code-lives.md). The entries
// (entry-client, entry-server, boot) and testing/ sit outside the zones: they wire all three.
const layerZones = [
  {
    target: "shared",
    from: ["features", "app"],
    message: "shared/ is the bottom layer: pass what it needs in as props or move that piece into shared/.",
  },
  {
    target: "features",
    from: "app",
    message: "A feature does not reach up into app/: move the piece into shared/ or let app/ pass it in.",
  },
  ...features.map((feature) => ({
    target: `features/${feature}`,
    from: "features",
    except: [`./${feature}`],
    message: "Features never import each other: compose them in app/routes/ or move the shared piece into shared/.",
  })),
];

export default defineConfig(
  { ignores: ["frontend/dist/", "frontend/generated/", "frontend/src/shared/api/schema.d.ts"] }, // the last: `make api-types` writes it
  {
    files: ["frontend/src/**/*.{ts,tsx}", "e2e/**/*.ts"],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "import-x": importX },
    settings: {
      // Resolves the `@/` alias through the tsconfig paths, so aliased imports are checked like relative ones.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: fileURLToPath(new URL("./frontend/tsconfig.json", import.meta.url)) })],
    },
    // Only the layering rule and correctness rules that hold today; formatting is not linted.
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: src, zones: layerZones }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "no-debugger": "error",
      "no-constant-binary-expression": "error",
      "no-self-compare": "error",
      "no-unsafe-finally": "error",
      "no-unsafe-optional-chaining": "error",
      "no-async-promise-executor": "error",
    },
  },
  {
    // Not e2e/: Playwright fixtures call a `use` callback that is no React hook.
    files: ["frontend/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);
