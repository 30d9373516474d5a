// `clue-compile new <id> --from <edition>`: copy an edition's folder under a new id. `--from` is a path,
// or the id of an edition in the editions folder or among those Clue Kit ships (`--from classic`). The
// copy's schema modeline is rewritten to point at the schema from where the copy is.
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { editionPath, UnreadableError } from "./files";
import type { Lang } from "../i18n/lang";
import { say } from "./words";

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
// The bundle (build/cli.mjs) and the sources (compiler/new.ts) both sit one folder below the project root.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SCHEMA = join(ROOT, "schemas", "edition.schema.json");
const MODELINE = /^# yaml-language-server: \$schema=.*$/m;

/** The edition file `from` names: a path, else an id under `dir`, else an id Clue Kit ships. */
function source(from: string, dir: string): string {
  if (existsSync(from) || !ID.test(from)) return editionPath(from);
  for (const base of [dir, join(ROOT, "variants")])
    if (existsSync(join(base, from, "edition.yaml"))) return editionPath(join(base, from));
  throw new UnreadableError(say.run.noSource(from, dir));
}

/** Copies `from` to `dir/id`; `lang` is the language of the refusal, if any. */
export function createEdition(
  id: string,
  from: string,
  dir: string,
  lang: Lang = "en",
): { path: string } | { error: string } {
  if (!ID.test(id)) return { error: say.run.badId(id)[lang] };
  let file: string;
  try {
    file = source(from, dir);
  } catch (e) {
    if (e instanceof UnreadableError) return { error: e.said[lang] };
    throw e;
  }
  const target = join(dir, id);
  if (existsSync(target)) return { error: say.run.exists(target)[lang] };
  const text = readFileSync(file, "utf8");
  if (!/^id: .*$/m.test(text)) return { error: say.run.noIdLine(file)[lang] };
  cpSync(dirname(file), target, { recursive: true });
  const out = join(target, "edition.yaml");
  const schema = relative(resolve(target), SCHEMA).split("\\").join("/");
  const modeline = `# yaml-language-server: $schema=${schema}`;
  const renamed = text.replace(/^id: .*$/m, () => `id: ${id}`);
  writeFileSync(out, MODELINE.test(renamed) ? renamed.replace(MODELINE, () => modeline) : `${modeline}\n${renamed}`);
  return { path: out };
}
