// The edition `clue-compile build` baked into the page, if any: the JSON in <script id="clue-edition">.
import { editionFromJson } from "../../../edition/serialize";
import type { CompiledEdition } from "../../../schemas/graph";

export type Baked =
  { kind: "none" } | { kind: "edition"; compiled: CompiledEdition } | { kind: "error"; message: string };

export function readBaked(doc: Document): Baked {
  const text = doc.getElementById("clue-edition")?.textContent.trim() ?? "null";
  if (text === "" || text === "null") return { kind: "none" };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { kind: "error", message: e instanceof Error ? e.message : String(e) };
  }
  const r = editionFromJson(data);
  return "error" in r ? { kind: "error", message: r.error } : { kind: "edition", compiled: r };
}
