// The arrows of DESIGN.md section 1 as a lint rule: which folder may import which. Every relative import is
// resolved to the file it names, and its folder must be one its importer's folder may use; page code may
// not import Node's modules or a bundler; nothing but tests imports test/. Tests (`*.test.ts(x)`,
// `*.testing.ts`, `testing/` folders, `test/`, `bench/`) and build configs (`vite.config.ts`) may import
// anything: they never reach a page.
import { dirname, relative, resolve } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "../..");

/**
 * Per folder (the longest prefix wins): the folders its files may import from, besides its own. An entry
 * of `only` names the single files of a folder that may be imported, where the rest of it may not; `npm`,
 * where given, lists the only packages the folder may use.
 */
const LAYERS = {
  schemas: { may: [], npm: [] },
  // The one i18n system (languages, choosing one, Intl formats): every folder may import it (SHARED).
  i18n: { may: [], npm: [] },
  edition: { may: ["schemas"], npm: [] },
  // The engine's randomness is its own (rng.ts), pure-rand's numbers without the package.
  "player/engine": { may: ["schemas"], npm: [] },
  "player/board": { may: ["schemas"], npm: [] },
  "player/bots": { may: ["schemas", "player/engine"] },
  "player/simulate": { may: ["schemas", "edition", "player/engine", "player/bots"] },
  "player/ui": {
    may: ["schemas", "edition", "player/engine", "player/bots", "player/board", "variants", "player/online"],
    // The page shares the online game's wire contract with the server, and nothing else of it.
    only: { "player/online": ["protocol.ts"] },
  },
  // The game server (Node): the engine, the bots and the edition reader; `protocol.ts` is the page's too.
  "player/online": { may: ["schemas", "edition", "player/engine", "player/bots"] },
  compiler: {
    may: [
      "schemas",
      "edition",
      "player/board",
      "player/engine",
      "player/simulate",
      "player/online",
      "compiler/print",
      "tools",
    ],
    // The index page `build --site` writes carries the Japanese font the pages' builds cut.
    only: { tools: ["vite/japanese-font.ts"] },
  },
  // The print kit's core runs in the editor's page too: the board renderer and the PDF library, no Node.
  "compiler/print": { may: ["schemas", "edition", "player/board"], npm: ["pdf-lib", "@pdf-lib/fontkit"] },
  editor: {
    may: ["schemas", "edition", "player/board", "player/engine", "variants", "player/bots", "compiler/print"],
    only: {
      // The compiler's browser-safe phases the editor runs live, and the player's screen for the play-test
      compiler: ["compile.ts", "extends/", "load.ts", "diagnostics.ts", "art/sniff.ts"],
      // ... and the hook that draws a board's text again once the page's font has loaded.
      "player/ui": ["PlayerApp.tsx", "board/font-loads.ts"],
      // The play-test's pace menu: the computer players' paces, not the computer players.
      "player/bots": ["pace.ts"],
    },
  },
  tools: { may: [] },
  bin: { may: [] },
};

/** Folders every other may import, whatever its own list says: they import nothing of ours. */
const SHARED = ["i18n"];

/** The one door from the player's page side into the compiler: its Worker compiles an edition a user opens. */
const WORKER_ONLY = {
  files: ["player/ui/worker/bot.worker.ts", "player/ui/setup/builtins.ts"],
  entry: "compiler/compile.ts",
};

/** Folders whose files end up in a page (or the engine every page runs): no Node, no bundler. */
const PAGE = [
  "i18n",
  "schemas",
  "edition",
  "player/engine",
  "player/board",
  "player/bots",
  "player/ui",
  "editor",
  "compiler/print",
];
const BUNDLERS = /^(vite|vitest|esbuild|@vitejs\/|vite-plugin-)/;

const isTestCode = (file) =>
  /\.test\.tsx?$|\.testing\.ts$|(^|\/)testing\//.test(file) ||
  /^(test|bench)\//.test(file) ||
  /(^|\/)vite\.config\.ts$/.test(file);

const folderOf = (file) => {
  const prefixes = Object.keys(LAYERS).sort((a, b) => b.length - a.length);
  return prefixes.find((p) => file === p || file.startsWith(p + "/"));
};

function problem(file, spec) {
  if (spec.startsWith("node:") || BUNDLERS.test(spec))
    return PAGE.some((p) => file.startsWith(p + "/")) ? `page code may not import ${spec}` : null;
  if (!spec.startsWith(".")) {
    const npm = LAYERS[folderOf(file)]?.npm;
    const name = spec
      .split("/")
      .slice(0, spec.startsWith("@") ? 2 : 1)
      .join("/");
    return npm && !npm.includes(name) ? `${folderOf(file)}/ may use no package but ${npm.join(", ") || "none"}` : null;
  }
  const target = relative(ROOT, resolve(ROOT, dirname(file), spec.replace(/\?.*$/, "")));
  if (target.startsWith("test/")) return "only tests import test/";
  const from = folderOf(file);
  if (!from) return null;
  const to = folderOf(target) ?? target.split("/")[0];
  if (to === from || SHARED.includes(to)) return null;
  const layer = LAYERS[from];
  if (WORKER_ONLY.files.includes(file) && target.replace(/\.ts$/, "") === WORKER_ONLY.entry.replace(/\.ts$/, ""))
    return null;
  const only = layer.only?.[to];
  if (only) {
    const rest = target.slice(to.length + 1);
    if (
      only.some((o) =>
        o.endsWith("/")
          ? rest === o.slice(0, -1) || rest.startsWith(o)
          : rest.replace(/\.tsx?$/, "") === o.replace(/\.tsx?$/, ""),
      )
    )
      return null;
    return `${from}/ may import from ${to}/ only ${only.join(", ")}`;
  }
  if (layer.may.includes(to)) return null;
  return `${from}/ may not import ${to}/ (it may import ${layer.may.length ? layer.may.join(", ") : "nothing outside itself"}; DESIGN.md section 1)`;
}

const imports = {
  meta: {
    type: "problem",
    docs: { description: "Folders import only what DESIGN.md section 1 lets them." },
    schema: [],
  },
  create(context) {
    const file = relative(ROOT, context.filename);
    if (isTestCode(file)) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const message = problem(file, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports } };
