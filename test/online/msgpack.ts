// A MessagePack reader of our own for the frame recorder: the body of a Colyseus room message is msgpack
// (msgpackr without records on the server), and reading it with the client library's own decoder would test
// the library against itself. Covers what the spec has but timestamps; msgpackr's `undefined` (fixext 1 of
// type 0) reads as undefined.
export function unpack(b: Buffer): unknown {
  const r = { at: 0 };
  const value = read(b, r);
  if (r.at !== b.length) throw new Error(`msgpack: ${b.length - r.at} bytes after the value`);
  return value;
}

function read(b: Buffer, r: { at: number }): unknown {
  const p = b.readUInt8(r.at++);
  const take = (n: number) => ((r.at += n), r.at - n);
  if (p < 0x80) return p;
  if (p >= 0xe0) return p - 0x100;
  if ((p & 0xe0) === 0xa0) return text(b, r, p & 0x1f);
  if ((p & 0xf0) === 0x90) return list(b, r, p & 0x0f);
  if ((p & 0xf0) === 0x80) return map(b, r, p & 0x0f);
  switch (p) {
    case 0xc0:
      return null;
    case 0xc2:
      return false;
    case 0xc3:
      return true;
    case 0xc4:
      return bin(b, r, b.readUInt8(take(1)));
    case 0xc5:
      return bin(b, r, b.readUInt16BE(take(2)));
    case 0xc6:
      return bin(b, r, b.readUInt32BE(take(4)));
    case 0xca:
      return b.readFloatBE(take(4));
    case 0xcb:
      return b.readDoubleBE(take(8));
    case 0xcc:
      return b.readUInt8(take(1));
    case 0xcd:
      return b.readUInt16BE(take(2));
    case 0xce:
      return b.readUInt32BE(take(4));
    case 0xcf:
      return Number(b.readBigUInt64BE(take(8)));
    case 0xd0:
      return b.readInt8(take(1));
    case 0xd1:
      return b.readInt16BE(take(2));
    case 0xd2:
      return b.readInt32BE(take(4));
    case 0xd3:
      return Number(b.readBigInt64BE(take(8)));
    case 0xd4: {
      const type = b.readInt8(take(1));
      const data = b.readUInt8(take(1));
      if (type === 0 && data === 0) return undefined;
      throw new Error(`msgpack: unknown fixext 1 of type ${type}`);
    }
    case 0xd9:
      return text(b, r, b.readUInt8(take(1)));
    case 0xda:
      return text(b, r, b.readUInt16BE(take(2)));
    case 0xdb:
      return text(b, r, b.readUInt32BE(take(4)));
    case 0xdc:
      return list(b, r, b.readUInt16BE(take(2)));
    case 0xdd:
      return list(b, r, b.readUInt32BE(take(4)));
    case 0xde:
      return map(b, r, b.readUInt16BE(take(2)));
    case 0xdf:
      return map(b, r, b.readUInt32BE(take(4)));
  }
  throw new Error(`msgpack: unread prefix 0x${p.toString(16)} at byte ${r.at - 1}`);
}

function text(b: Buffer, r: { at: number }, n: number): string {
  r.at += n;
  return b.toString("utf8", r.at - n, r.at);
}

function bin(b: Buffer, r: { at: number }, n: number): Buffer {
  r.at += n;
  return b.subarray(r.at - n, r.at);
}

function list(b: Buffer, r: { at: number }, n: number): unknown[] {
  return Array.from({ length: n }, () => read(b, r));
}

/** A map as a null-prototype object: a key "__proto__" on the wire is a key like any other here. */
function map(b: Buffer, r: { at: number }, n: number): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (let i = 0; i < n; i++) {
    const key = read(b, r);
    out[String(key)] = read(b, r);
  }
  return out;
}
