// A stand-in for the server, for the online client's tests: rooms that record what the client sends and
// deliver what a test says the server sends, and a connector that hands them out (or fails as told).
import type { JoinOptions } from "../../online/protocol";
import type { Connector, RoomLike } from "./online-room";

export class FakeRoom implements RoomLike {
  readonly sent: { type: string; message: unknown }[] = [];
  left = false;
  private readonly handlers = new Map<string, (m: never) => void>();
  private readonly leaves: ((code: number) => void)[] = [];
  constructor(readonly reconnectionToken: string) {}

  onMessage(type: string, callback: (m: never) => void) {
    this.handlers.set(type, callback);
  }
  onLeave(callback: (code: number) => void) {
    this.leaves.push(callback);
  }
  send(type: string, message: unknown) {
    this.sent.push({ type, message });
  }
  leave() {
    this.left = true;
    for (const l of this.leaves) l(4000);
    return Promise.resolve(4000);
  }
  /** The server sends `message` of `type`. */
  deliver(type: string, message: unknown) {
    const h = this.handlers.get(type);
    if (!h) throw new Error(`the client listens to no "${type}"`);
    h(message as never);
  }
  /** The socket drops (a dead server process: 1006). */
  drop(code = 1006) {
    for (const l of this.leaves) l(code);
  }
}

type Answer = FakeRoom | Error;

/** Answers each join or reconnect with the next of its queue (an Error is thrown); records the calls. */
export class FakeConnector implements Connector {
  readonly joins: JoinOptions[] = [];
  readonly reconnects: string[] = [];
  constructor(
    readonly joinAnswers: Answer[] = [],
    readonly reconnectAnswers: Answer[] = [],
  ) {}
  private static answer(a: Answer | undefined): Promise<RoomLike> {
    if (!a) return Promise.reject(new Error("no answer queued: the server is down"));
    return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
  }
  joinOrCreate(_room: string, options: JoinOptions) {
    this.joins.push(options);
    return FakeConnector.answer(this.joinAnswers.shift());
  }
  reconnect(token: string) {
    this.reconnects.push(token);
    return FakeConnector.answer(this.reconnectAnswers.shift());
  }
}

/** A matchmaking error as colyseus.js throws it: a message and a numeric code. */
export function serverError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** A sessionStorage of a tab, in memory. */
export function memoryStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
