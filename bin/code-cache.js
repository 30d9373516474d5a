// V8's code cache for the large CommonJS files `build` loads (ts-morph and the TypeScript it bundles, 13 MB
// of source): compiling them was about a fifth of a build's CPU, every run. Node 22 does this itself
// (module.enableCompileCache); Node 20 does not, so here a file over LARGE bytes is compiled with the
// cached data kept beside the other caches, and the data is written at exit, with the functions the run
// compiled lazily in it. V8 refuses data that does not fit the source or this V8 (cachedDataRejected);
// the file is then compiled afresh and its data written again.
import Module from "node:module";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import vm from "node:vm";

const LARGE = 500_000;

export function enableCodeCache(dir) {
  if (typeof Module.enableCompileCache === "function") {
    Module.enableCompileCache(dir);
    return;
  }
  // Without this loader, an import() inside a file compiled here would throw; older Node 20 lacks it.
  const loader = vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  if (!loader) return;
  const compile = Module.prototype._compile;
  const fresh = [];
  Module.prototype._compile = function (content, filename) {
    if (content.length < LARGE || !filename.includes("/node_modules/")) return compile.call(this, content, filename);
    const st = statSync(filename);
    const file = join(
      dir,
      `${filename.replace(/[^\w.-]+/g, "_")}.${st.size}.${Math.round(st.mtimeMs)}.${process.version}`,
    );
    const cachedData = existsSync(file) ? readFileSync(file) : undefined;
    const script = new vm.Script(Module.wrap(content), { filename, cachedData, importModuleDynamically: loader });
    if (!cachedData || script.cachedDataRejected) fresh.push({ file, script });
    // The require a module gets from Node (module.require, resolved from this module), as Node makes it.
    const require = (id) => this.require(id);
    require.resolve = (request, options) => Module._resolveFilename(request, this, false, options);
    require.main = process.mainModule;
    require.cache = Module._cache;
    require.extensions = Module._extensions;
    return script
      .runInThisContext({ displayErrors: true })
      .call(this.exports, this.exports, require, this, filename, dirname(filename));
  };
  process.once("exit", () => {
    for (const { file, script } of fresh)
      try {
        mkdirSync(dir, { recursive: true });
        // Written then renamed: a second process starting at the same moment never reads half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, script.createCachedData());
        renameSync(tmp, file);
      } catch {
        // A cache that can not be written is only a slower next run.
      }
  });
}
