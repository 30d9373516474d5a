// edition.json (the compiled edition with its hash, pathing tables and sanitized art) and the smaller
// JSON baked into index.html (no tables: the player derives them again on load, see edition/serialize.ts).
import type { CompiledEdition } from "../../schemas/graph";
import type { ArtNode } from "../../edition/allowlist";
import { editionToJson, type DifferencesText, type EditionJson } from "../../edition/serialize";

export interface Art {
  board?: ArtNode;
}

function withHash(json: EditionJson, hash: string, art: Art, differences?: DifferencesText): EditionJson {
  const { kind, format, edition, graph } = json;
  return {
    kind,
    format,
    hash,
    edition,
    ...(graph && { graph }),
    ...(art.board && { art: { board: art.board } }),
    ...(differences && { differences }),
  };
}

export function editionJsonText(
  compiled: CompiledEdition,
  hash: string,
  art: Art,
  differences?: DifferencesText,
): string {
  return JSON.stringify(withHash(editionToJson(compiled), hash, art, differences)) + "\n";
}

/** The page's copy carries only the sentences of the differences, not their facts. */
export function playerJsonText(
  compiled: CompiledEdition,
  hash: string,
  art: Art,
  differences?: DifferencesText,
): string {
  return JSON.stringify(withHash(editionToJson(compiled, { graph: false }), hash, art, differences));
}
