// TEMPORARY lead stub (replaced by the helper's).
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GameStore } from "./store";
export function fileStore(dir: string): GameStore {
  const len = new Map<string, number>();
  const d = (id: string) => join(dir, id);
  return {
    async create(record, edition) {
      mkdirSync(d(record.gameId), { recursive: true });
      writeFileSync(join(d(record.gameId), "record.json"), JSON.stringify(record));
      writeFileSync(join(d(record.gameId), "edition.json"), JSON.stringify(edition));
      writeFileSync(join(d(record.gameId), "actions.jsonl"), "");
    },
    async load(id) {
      if (!existsSync(d(id))) return null;
      const actions = readFileSync(join(d(id), "actions.jsonl"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      len.set(id, actions.length);
      return {
        record: JSON.parse(readFileSync(join(d(id), "record.json"), "utf8")),
        edition: JSON.parse(readFileSync(join(d(id), "edition.json"), "utf8")),
        actions,
        standIns: {},
      };
    },
    async append(id, n, a) {
      if ((len.get(id) ?? -1) !== n) return false;
      appendFileSync(join(d(id), "actions.jsonl"), JSON.stringify(a) + "\n");
      len.set(id, n + 1);
      return true;
    },
    async setStandIns() {},
    async close() {},
  };
}
