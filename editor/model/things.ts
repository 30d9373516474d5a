// The things a square holds that the select tool shows beside the board (Tiled's object properties): a
// door, a start square, a question-mark space, a room (with its secret passages). One square may hold
// several (a start square on a question mark); the first in that order is the one shown.
import { boardOf, charAt, same, type BoardView, type Cell } from "./board";
import { paint, removeDoor, togglePassage, toggleQuestion } from "./commands";
import { chain, dataOf, getIn, setIn, type Command, type Doc } from "./doc";

export type Thing =
  | { kind: "door"; index: number; at: Cell; front: Cell }
  | { kind: "start"; suspect: number; id: string; name: string; at: Cell }
  | { kind: "question"; at: Cell }
  | { kind: "room"; id: string; name: string; key: string; passages: [string, string][] };

export function thingAt(b: BoardView, c: Cell): Thing | undefined {
  const door = b.doors.findIndex((d) => same(d.at, c) || same(d.front, c));
  if (door >= 0) return { kind: "door", index: door, at: b.doors[door]!.at, front: b.doors[door]!.front };
  const start = b.starts.findIndex((s) => s.cell && same(s.cell, c));
  if (start >= 0) {
    const s = b.starts[start]!;
    return { kind: "start", suspect: start, id: s.id, name: s.name, at: c };
  }
  if (b.spaces.some((s) => same(s, c))) return { kind: "question", at: c };
  const room = b.rooms.find((r) => r.key !== "" && r.key === charAt(b, c));
  if (room) return { ...room, kind: "room", passages: b.passages.filter(([x, y]) => x === room.id || y === room.id) };
  return undefined;
}

/** The suspect's own entry in the file (an edition that extends another may not list it). */
const ownSuspect = (doc: Doc, id: string): number => {
  const list = getIn(dataOf(doc), ["suspects"]);
  return Array.isArray(list) ? list.findIndex((s) => getIn(s, ["id"]) === id) : -1;
};

/** A room taken off the board: its squares become corridor, its doors and passages go, then its entry. */
function removeRoom(id: string, key: string): Command {
  return (doc) => {
    const rooms = getIn(dataOf(doc), ["rooms"]);
    const i = Array.isArray(rooms) ? rooms.findIndex((r) => getIn(r, ["id"]) === id) : -1;
    const b = boardOf(doc);
    const cells: Cell[] = [];
    b.grid.forEach((row, r) => [...row].forEach((ch, c) => ch === key && cells.push([r, c])));
    const doorCmds = b.doors
      .map((d, j) => [d, j] as const)
      .filter(([d]) => charAt(b, d.at) === key)
      .reverse()
      .map(([, j]) => removeDoor(j));
    const passages = b.passages.filter(([x, y]) => x === id || y === id).map(([x, y]) => togglePassage(x, y));
    return chain(...doorCmds, ...passages, paint(cells, "."), ...(i >= 0 ? [setIn(["rooms", i], undefined)] : []))(doc);
  };
}

/** The command that deletes a thing (one step of undo). */
export function removeThing(t: Thing): Command {
  switch (t.kind) {
    case "door":
      return removeDoor(t.index);
    case "question":
      return toggleQuestion(t.at);
    case "start":
      return (doc) => {
        const i = ownSuspect(doc, t.id);
        return i >= 0 ? setIn(["suspects", i, "start"], undefined)(doc) : doc;
      };
    case "room":
      return removeRoom(t.id, t.key);
  }
}

/** Take one secret passage away. */
export const removePassage = ([a, b]: [string, string]): Command => togglePassage(a, b);
