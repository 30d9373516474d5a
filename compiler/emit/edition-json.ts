// edition.json (the compiled edition with its hash, pathing tables and sanitized art) and the smaller
// JSON baked into index.html (no tables: the player derives them again on load, see serialize.ts).
import type { CompiledEdition } from "../../schemas/graph";
import type { ArtNode } from "../art/allowlist";
import { editionToJson, type EditionJson } from "../serialize";

export interface Art {
  board?: ArtNode;
}

function withHash(json: EditionJson, hash: string, art: Art): EditionJson {
  const { kind, format, edition, graph } = json;
  return { kind, format, hash, edition, ...(graph && { graph }), ...(art.board && { art: { board: art.board } }) };
}

export function editionJsonText(compiled: CompiledEdition, hash: string, art: Art): string {
  return JSON.stringify(withHash(editionToJson(compiled), hash, art)) + "\n";
}

export function playerJsonText(compiled: CompiledEdition, hash: string, art: Art): string {
  return JSON.stringify(withHash(editionToJson(compiled, { graph: false }), hash, art));
}
