// What the load generator reads of a "game" frame: its version and where its legal actions are, nothing of
// the view. Four seats' messages decoded in one process would make the generator, not the server, the
// bottleneck on two cores (a page decodes only its own seat's); so would decoding the 324 accusations a seat
// may make at almost every step, of which it makes one a game. The frame is Colyseus's ROOM_DATA: a byte 13,
// the type as a short string, then the message as MessagePack, its keys in GameFrame's order (gameId,
// version, …, legal, accuse, …): the accusations come packed, as protocol.ts sends them. Anything unexpected answers null, and the caller decodes the
// frame in full.
import type { Action } from "../../player/engine";
import type { GameFrame } from "../../player/online/protocol";

const ROOM_DATA = 13;
const GAME = [0xa4, ...Buffer.from("game")];
const LEGAL = Buffer.from([0xa5, ...Buffer.from("legal")]);
const TYPE_ACCUSE = [0xa4, ...Buffer.from("type"), 0xa6, ...Buffer.from("accuse")];

export interface Peeked {
  version: number;
  /** Handles of the legal actions that are not accusations, and of the accusations. */
  moves: number[];
  accusations: number[];
  /** The legal action of a handle, decoded only when chosen. */
  action: (handle: number) => Action;
}

type Head = { kind: "map" | "array" | "str" | "value"; n: number; value?: unknown };

/**
 * A MessagePack reader of the types a game message holds (no binary, no extensions). One object a frame, its
 * methods on the prototype: the generator peeks at some ten thousand frames a second, and a reader made of
 * closures (a dozen functions a frame) kept its garbage collector busier than anything else it did.
 */
class Reader {
  private data: DataView;
  i: number;

  constructor(
    private b: Uint8Array,
    start: number,
  ) {
    this.data = new DataView(b.buffer, b.byteOffset, b.byteLength);
    this.i = start;
  }

  private u8(): number {
    return this.data.getUint8(this.i++);
  }

  private u16(): number {
    this.i += 2;
    return this.data.getUint16(this.i - 2);
  }

  private u32(): number {
    this.i += 4;
    return this.data.getUint32(this.i - 4);
  }

  private str(n: number): string {
    this.i += n;
    return Buffer.from(this.b.buffer, this.b.byteOffset + this.i - n, n).toString("utf8");
  }

  /** A fixed-size value after its type byte, or undefined when `t` is not one. */
  private fixed(t: number): { value: unknown } | undefined {
    const d = this.data;
    const at = this.i;
    switch (t) {
      case 0xc0:
        return { value: null };
      case 0xc2:
        return { value: false };
      case 0xc3:
        return { value: true };
      case 0xca:
        return ((this.i += 4), { value: d.getFloat32(at) });
      case 0xcb:
        return ((this.i += 8), { value: d.getFloat64(at) });
      case 0xcc:
        return { value: this.u8() };
      case 0xcd:
        return { value: this.u16() };
      case 0xce:
        return { value: this.u32() };
      case 0xd0:
        return ((this.i += 1), { value: d.getInt8(at) });
      case 0xd1:
        return ((this.i += 2), { value: d.getInt16(at) });
      case 0xd2:
        return ((this.i += 4), { value: d.getInt32(at) });
      default:
        return undefined;
    }
  }

  /** A value's type byte and, for a container or string, its length (n) or, for a number, its value. */
  head(): Head {
    const t = this.u8();
    if (t < 0x80) return { kind: "value", n: 0, value: t };
    if (t < 0x90) return { kind: "map", n: t & 0x0f };
    if (t < 0xa0) return { kind: "array", n: t & 0x0f };
    if (t < 0xc0) return { kind: "str", n: t & 0x1f };
    if (t >= 0xe0) return { kind: "value", n: 0, value: t - 0x100 };
    const got = this.fixed(t);
    if (got) return { kind: "value", n: 0, value: got.value };
    if (t === 0xd9) return { kind: "str", n: this.u8() };
    if (t === 0xda) return { kind: "str", n: this.u16() };
    if (t === 0xdc) return { kind: "array", n: this.u16() };
    if (t === 0xdd) return { kind: "array", n: this.u32() };
    if (t === 0xde) return { kind: "map", n: this.u16() };
    if (t === 0xdf) return { kind: "map", n: this.u32() };
    throw new Error(`MessagePack type 0x${t.toString(16)} is not read here`);
  }

  read(): unknown {
    const h = this.head();
    if (h.kind === "value") return h.value;
    if (h.kind === "str") return this.str(h.n);
    if (h.kind === "array") {
      const out: unknown[] = [];
      for (let k = 0; k < h.n; k++) out.push(this.read());
      return out;
    }
    const o: Record<string, unknown> = {};
    for (let k = 0; k < h.n; k++) o[String(this.read())] = this.read();
    return o;
  }

  /** Passes over one value without making anything of it (the common short forms first). */
  skip(): void {
    const t = this.b[this.i] as number;
    if (t < 0x80 || t >= 0xe0) this.i += 1;
    else if (t >= 0xa0 && t < 0xc0) this.i += 1 + (t & 0x1f);
    else if (t >= 0x80 && t < 0xa0) {
      this.i += 1;
      for (let k = (t < 0x90 ? 2 : 1) * (t & 0x0f); k > 0; k--) this.skip();
    } else {
      const h = this.head();
      if (h.kind === "str") this.i += h.n;
      else if (h.kind !== "value") for (let k = 0; k < (h.kind === "map" ? 2 * h.n : h.n); k++) this.skip();
    }
  }
}

/** The version and legal actions of a "game" frame, or null when the frame is another or not as expected. */
export function peekGame(frame: Uint8Array): Peeked | null {
  if (frame[0] !== ROOM_DATA || !GAME.every((x, k) => frame[1 + k] === x)) return null;
  try {
    const r = new Reader(frame, 1 + GAME.length);
    if (r.head().kind !== "map" || r.read() !== "gameId") return null;
    r.skip();
    if (r.read() !== "version") return null;
    const version = r.read();
    // The legal actions follow the view, by far the larger part: found from the end, not read through.
    const at = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength).lastIndexOf(LEGAL);
    if (typeof version !== "number" || at < 0) return null;
    r.i = at + LEGAL.length;
    const list = r.head();
    if (list.kind !== "array") return null;
    const moves: number[] = [];
    const accusations: number[] = [];
    for (let k = 0; k < list.n; k++) {
      const start = r.i;
      // An action is a map whose first key is its type: an accusation is told by its first bytes.
      const h = r.head();
      const accuse = h.kind === "map" && TYPE_ACCUSE.every((x, j) => frame[r.i + j] === x);
      r.i = start;
      r.skip();
      (accuse ? accusations : moves).push(start);
    }
    // The accusations travel packed after the list (protocol.ts's GameFrame): every combination of three lists,
    // handed out as negative handles so that only the one chosen is ever made.
    const packed = r.read() === "accuse" ? (r.read() as GameFrame["accuse"]) : null;
    const [w, k] = packed ? [packed.weapons.length, packed.rooms.length] : [0, 0];
    const combos = packed ? packed.suspects.length * w * k : 0;
    for (let c = 0; c < combos; c++) accusations.push(-1 - c);
    const action = (handle: number): Action => {
      if (handle >= 0) {
        r.i = handle;
        return r.read() as Action;
      }
      const c = -1 - handle;
      const { seat, suspects, weapons, rooms } = packed as NonNullable<GameFrame["accuse"]>;
      const [suspect, weapon, room] = [suspects[Math.floor(c / (w * k))], weapons[Math.floor(c / k) % w], rooms[c % k]];
      return { type: "accuse", seat, suspect, weapon, room } as Action;
    };
    return { version, moves, accusations, action };
  } catch {
    return null;
  }
}

/** The same for a message the library decoded in full. */
export function peeked(m: { version: number; legal: Action[] }): Peeked {
  const handles = m.legal.map((_, k) => k);
  return {
    version: m.version,
    moves: handles.filter((k) => m.legal[k]?.type !== "accuse"),
    accusations: handles.filter((k) => m.legal[k]?.type === "accuse"),
    action: (k) => m.legal[k] as Action,
  };
}
