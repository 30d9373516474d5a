// `clue-compile new <id> --from <edition>`: copy an edition's folder under a new id.
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { editionPath, UnreadableError } from "./files";

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function createEdition(id: string, from: string, dir: string): { path: string } | { error: string } {
  if (!ID.test(id)) return { error: `"${id}" is not a valid id: use lowercase letters and digits joined by hyphens, like my-edition` };
  let source: string;
  try {
    source = editionPath(from);
  } catch (e) {
    if (e instanceof UnreadableError) return { error: e.message };
    throw e;
  }
  const target = join(dir, id);
  if (existsSync(target)) return { error: `${target} already exists; pick another id or remove it` };
  cpSync(dirname(source), target, { recursive: true });
  const file = join(target, "edition.yaml");
  const text = readFileSync(file, "utf8");
  if (!/^id: .*$/m.test(text)) return { error: `${source} has no top-level \`id:\` line to rename` };
  writeFileSync(file, text.replace(/^id: .*$/m, `id: ${id}`));
  return { path: file };
}
