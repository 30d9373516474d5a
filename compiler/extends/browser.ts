// A parent lookup for pages (the editor, the player): no file system, only the editions the page ships
// with and the files the user opened. An id is a built-in edition or an opened edition of that id; a
// relative path is resolved against the extending file's name among the opened files, and may not climb
// above the folder they were opened from.
import type { ParentFile, ParentResolver } from "./resolve";
import { say } from "../words";

export interface PageFile {
  /** A name with `/` between folders, such as "my-edition/edition.yaml". */
  file: string;
  text: string | Uint8Array;
}

/** `a/b/../c` -> `a/c`; null when the path climbs above its root. */
function joinPath(from: string, ref: string): string | null {
  const parts = from.split("/").slice(0, -1);
  for (const seg of ref.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join("/");
}

export function pageParents(options: {
  builtins?: Record<string, PageFile>;
  opened?: readonly PageFile[];
}): ParentResolver {
  const opened = options.opened ?? [];
  const builtins = options.builtins ?? {};
  return (ref, from): ParentFile => {
    if (!ref.startsWith("./") && !ref.startsWith("../")) {
      const own = opened.find((f) => f.file === `${ref}/edition.yaml` || f.file.endsWith(`/${ref}/edition.yaml`));
      const found = own ?? (Object.hasOwn(builtins, ref) ? builtins[ref] : undefined);
      return found ? { file: found.file, text: found.text } : { missing: say.extends.notOpened(ref) };
    }
    const path = joinPath(from, ref);
    if (path === null) return { outside: say.extends.climbsAbove };
    const found = opened.find((f) => f.file === path) ?? opened.find((f) => f.file === `${path}/edition.yaml`);
    return found ? { file: found.file, text: found.text } : { missing: say.extends.openToo(path) };
  };
}
