// A Vite plugin for the client build: writes build/client-chunks.json, which source modules each
// JavaScript chunk holds and which chunks and style sheets it loads, with paths relative to the
// project. Beside build/client, not in it: it is not served. app/admin/shell/bundle.test.ts
// reads it to check that no public page loads a module of the back office.
import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";

export interface ChunkModules {
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

export function chunkModules(): Plugin {
  const root = process.cwd();
  return {
    name: "chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const chunks: Record<string, ChunkModules> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        chunks[`/${chunk.fileName}`] = {
          modules: chunk.moduleIds.map((id) => relative(root, id.replace(/\?.*$/, ""))),
          imports: chunk.imports.map((name) => `/${name}`),
          dynamicImports: chunk.dynamicImports.map((name) => `/${name}`),
          css: [...(chunk.viteMetadata?.importedCss ?? [])].map((name) => `/${name}`),
        };
      }
      writeFileSync(join(dirname(options.dir!), "client-chunks.json"), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
