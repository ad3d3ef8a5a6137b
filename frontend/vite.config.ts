/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const src = fileURLToPath(new URL("./src", import.meta.url));

// The client build: hashed files under /static/, with a manifest Django reads to link them.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/static/",
  resolve: {
    // The code imports React's API; Preact runs it (docs/adr/011-preact-runtime.md).
    alias: [
      { find: "@", replacement: src },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
      { find: /^react(-dom)?$/, replacement: "preact/compat" },
      // wouter's fallback for Reacts before 18: the compatibility layer has the hook itself.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "preact/compat" },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    cssCodeSplit: true,
    // Fonts are files, however small (Mongolian's four-letter faces are ~1 KB): the CSP allows
    // fonts from our origin only (font-src 'self'), so a data: URL face would be refused.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    rollupOptions: {
      // TanStack Query marks its hooks "use client" for server components, which the portal does not use.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      input: {
        app: fileURLToPath(new URL("./src/entry-client.tsx", import.meta.url)),
        // The page's first script: it starts `app` after the first paint (src/boot.ts).
        boot: fileURLToPath(new URL("./src/boot.ts", import.meta.url)),
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testing/setup.ts"],
    // Stylesheets are empty in tests, except those a test reads as text (styles/theme.test.ts).
    css: { include: [/\.css\?raw$/] },
    // Testing Library, TanStack Query and wouter import react themselves: inlined, they get Preact through the aliases.
    alias: [{ find: /^@testing-library\/react$/, replacement: "@testing-library/react/dist/@testing-library/react.esm.js" }],
    server: { deps: { inline: ["@testing-library/react", "@tanstack/react-query", "wouter"] } },
  },
});
