// What a client's WebSocket received, frame by frame, taken at the socket: colyseus.js in Node talks through
// the `ws` package's WebSocket, and every socket of this process keeps each message's bytes as `ws` hands
// them up, before colyseus.js reads them. The frames are decoded here from Colyseus's wire format on our
// own, so a test sees what crossed the wire, not what the client library made of it.
import { createRequire } from "node:module";
import { unpack } from "./msgpack";

/** The `ws` module as colyseus.js resolves it from where it is installed: the class its sockets are made of. */
const fromClient = createRequire(createRequire(import.meta.url).resolve("colyseus.js"));
const WebSocketClass = fromClient("ws") as { prototype: object };

/** What the tests use of a `ws` socket. */
export interface Socket {
  /** Drops the connection at once, with no closing handshake: a lost network, as the server sees it. */
  terminate: () => void;
  /** 1 while open (WebSocket.OPEN). */
  readonly readyState: number;
}

/** Colyseus 0.16's first byte of a frame (colyseus.js's Protocol): room data is a typed msgpack message. */
const ROOM_DATA = 13;

/** One frame: a room message's type and msgpack body, or another protocol frame by its first byte. */
export type Frame = { type: string | number; body: unknown; bytes: number } | { protocol: number; bytes: number };

const received = new WeakMap<object, Buffer[]>();
const PATCHED = Symbol.for("clue-kit.frames");

/**
 * Taps `ws`'s sockets (the class colyseus.js resolves: the same module). `emit("message")` is where `ws`
 * hands a whole, unmasked message to its listeners, colyseus.js's among them; each is kept in arrival order.
 */
function tap() {
  const proto = WebSocketClass.prototype as unknown as Record<symbol, boolean> & { emit: (...a: unknown[]) => boolean };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const emit = proto.emit;
  proto.emit = function (this: object, event: unknown, ...args: unknown[]) {
    if (event === "message") {
      let list = received.get(this);
      if (!list) received.set(this, (list = []));
      list.push(copy(args[0]));
    }
    return emit.call(this, event, ...args);
  };
}
tap();

/** A message's bytes as `ws` gives them by binaryType (colyseus.js asks for ArrayBuffers), copied. */
function copy(data: unknown): Buffer {
  if (data instanceof ArrayBuffer) return Buffer.from(new Uint8Array(data.slice(0)));
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]);
  return Buffer.from(data as Buffer);
}

/** Reads a string as Colyseus's schema encoder writes a message type (msgpack's str8/16/32 or fixstr). */
function readType(b: Buffer, at: number): { type: string | number; next: number } {
  const p = b[at] as number;
  if ((p & 0xe0) === 0xa0) return str(b, at + 1, p & 0x1f);
  if (p === 0xd9) return str(b, at + 2, b.readUInt8(at + 1));
  if (p === 0xda) return str(b, at + 3, b.readUInt16LE(at + 1));
  if (p === 0xdb) return str(b, at + 5, b.readUInt32LE(at + 1));
  // A number type: positive fixint is the only one this server uses, if any.
  if (p < 0x80) return { type: p, next: at + 1 };
  throw new Error(`frame: unreadable message type prefix 0x${p.toString(16)}`);
}

const str = (b: Buffer, from: number, len: number) => ({
  type: b.toString("utf8", from, from + len),
  next: from + len,
});

function decodeFrame(b: Buffer): Frame {
  if (b[0] !== ROOM_DATA) return { protocol: b[0] ?? -1, bytes: b.length };
  const { type, next } = readType(b, 1);
  return { type, body: next < b.length ? unpack(b.subarray(next)) : undefined, bytes: b.length };
}

/** Every frame the socket received so far, decoded. */
export const framesOf = (ws: Socket): Frame[] => (received.get(ws) ?? []).map(decodeFrame);

/** The `ws` socket under a colyseus.js room (its transport's). */
export const socketOf = (room: { connection: unknown }): Socket =>
  (room.connection as { transport: { ws: Socket } }).transport.ws;
