// What a tool's command becomes as it is committed, and what the status line says of it afterwards.
import { roomParts, type BoardView } from "../model/board";
import { addRoom } from "../model/commands";
import { chain, type Command } from "../model/doc";
import { onOwnBoard } from "../model/inherit";
import type { ToolId, ToolOptions } from "../tools/types";

/**
 * On an inherited board, the board copied in first; painting (or pouring) a room before any room exists
 * adds one (a first stroke needs no "New room" press), in the same step.
 */
export function ownCommand(cmd: Command, tool: ToolId, o: ToolOptions, board: BoardView, data: unknown): Command {
  const key = o.roomKey;
  const paintsRoom = tool === "room" || (tool === "fill" && o.fill === "room");
  if (!paintsRoom || board.rooms.some((r) => r.key === key)) return onOwnBoard(cmd);
  const added = addRoom(board, data, /^[A-Za-z]$/.test(key) ? key : undefined);
  return added && added.key === key ? onOwnBoard(chain(added.cmd, cmd)) : onOwnBoard(cmd);
}

/** A room painted in a second, separate piece is most often meant as a new room: the room, to say how to get one. */
export function splitRoom(before: BoardView, after: BoardView, key: string): { key: string; name: string } | undefined {
  const room = before.rooms.find((r) => r.key === key);
  if (room && roomParts(before, key) <= 1 && roomParts(after, key) > 1) return { key, name: room.name || room.id };
  return undefined;
}
