// colyseus.js as the load generator uses it: the real client for matchmaking, joining, sending and leaving,
// with one change: a "game" frame is peeked (peek.ts), not decoded, and handed to `onGame`. Every other
// frame (the join handshake, "save", "refused") takes the library's own path.
import { Client, Room } from "colyseus.js";
import type { Action } from "../../player/engine";
import { peekGame, peeked, type Peeked } from "./peek";

export class LeanRoom extends Room {
  onGame: (m: Peeked) => void = () => {};
  /** Frames the peek could not read and the library decoded instead (a check that the peek keeps up). */
  decoded = 0;

  override connect(...args: Parameters<Room["connect"]>): void {
    super.connect(...args);
    // The library binds its own handler (Room.prototype's, not an override's) to the socket it has just
    // opened: put the peek in front of it there.
    const ws = (this.connection.transport as unknown as { ws: { onmessage: (e: MessageEvent) => void } }).ws;
    const library = ws.onmessage;
    ws.onmessage = (event) => {
      const peeked = peekGame(new Uint8Array(event.data as ArrayBuffer));
      if (peeked) this.onGame(peeked);
      else library(event);
    };
  }
}

export class LeanClient extends Client {
  protected override createRoom<T>(roomName: string): Room<T> {
    const room = new LeanRoom(roomName);
    // A frame the peek could not read still reaches onGame, decoded by the library.
    room.onMessage("game", (m: { version: number; legal: Action[] }) => {
      room.decoded += 1;
      room.onGame(peeked(m));
    });
    return room;
  }
}
