// WOFF 1.0 -> the TrueType font inside it (the tables inflated with Node's zlib, laid out as an sfnt).
// fontkit reads WOFF itself, but with a pure-JavaScript inflate that took a third of a second a kit;
// handing it the plain font leaves only the parsing.
import { inflateSync } from "node:zlib";

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.toString("latin1", 0, 4) !== "wOFF") return woff;
  const numTables = src.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const [offset, compLength, origLength] = [
      src.readUInt32BE(e + 4),
      src.readUInt32BE(e + 8),
      src.readUInt32BE(e + 12),
    ];
    const raw = src.subarray(offset, offset + compLength);
    tables.push({
      tag: src.readUInt32BE(e),
      checksum: src.readUInt32BE(e + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const head = 12 + numTables * 16;
  const size = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), head);
  const out = Buffer.alloc(size);
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(src.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(2 ** log2 * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  let at = head;
  tables.forEach((t, i) => {
    out.writeUInt32BE(t.tag, 12 + i * 16);
    out.writeUInt32BE(t.checksum, 16 + i * 16);
    out.writeUInt32BE(at, 20 + i * 16);
    out.writeUInt32BE(t.data.length, 24 + i * 16);
    t.data.copy(out, at);
    at += (t.data.length + 3) & ~3;
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
