/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const src = fileURLToPath(new URL("./src", import.meta.url));

// The client build: hashed files under /static/, with a manifest Django reads to link them.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/static/",
  plugins: [react()],
  resolve: { alias: { "@": src } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    cssCodeSplit: true,
    // Fonts are files, however small (Mongolian's four-letter faces are ~1 KB): the CSP allows
    // fonts from our origin only (font-src 'self'), so a data: URL face would be refused.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    rollupOptions: {
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
  },
});
