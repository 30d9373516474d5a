// Reading a kit back as a person's tools see it, with Debian's poppler-utils: page sizes (pdfinfo), the
// text of each page (pdftotext), word boxes (pdftotext -bbox) and grey pixels (pdftoppm -gray, a PGM).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { kitText, printKit, type PrintOptions } from "../../compiler/print";
import { kitFonts } from "../../compiler/print-fonts";
import type { CompiledEdition } from "../../schemas/graph";
import { loadEdition } from "../editions";

const dir = mkdtempSync(join(tmpdir(), "clue-print-test-"));
let n = 0;

/** The bytes written to a file of their own, for the poppler tools. */
export function file(pdf: Uint8Array): string {
  const path = join(dir, `kit-${++n}.pdf`);
  writeFileSync(path, pdf);
  return path;
}

const kits = new Map<string, Promise<string>>();

/** A shipped edition's kit as a file, printed once per edition, paper and language. */
export function kitFile(id: string, options: Omit<PrintOptions, "art"> = { paper: "a4" }): Promise<string> {
  const key = `${id}/${options.paper}/${options.lang ?? ""}`;
  let p = kits.get(key);
  if (!p) {
    p = print(loadEdition(id), options).then(file);
    kits.set(key, p);
  }
  return p;
}

export async function print(compiled: CompiledEdition, options: PrintOptions): Promise<Uint8Array> {
  return (await printKit(compiled, options, kitFonts(kitText(compiled, options)))).pdf;
}

/** Each page's width and height in points. */
export function pageSizes(path: string): { w: number; h: number }[] {
  const out = execFileSync("pdfinfo", ["-f", "1", "-l", "9999", path], { encoding: "utf8" });
  return [...out.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
    w: Number(m[1]),
    h: Number(m[2]),
  }));
}

/** The text of each page, as pdftotext reads it (pages split on form feeds). */
export function pageTexts(path: string): string[] {
  const out = execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
  return out.split("\f").slice(0, -1);
}

export interface Word {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Every word with its box in points from the page's top-left. */
export function words(path: string): Word[] {
  const html = execFileSync("pdftotext", ["-bbox", "-enc", "UTF-8", path, "-"], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const out: Word[] = [];
  let page = 0;
  for (const line of html.split("\n")) {
    if (line.includes("<page ")) page++;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (m) out.push({ page, x0: +m[1]!, y0: +m[2]!, x1: +m[3]!, y1: +m[4]!, text: m[5]! });
  }
  return out;
}

export interface Grey {
  w: number;
  h: number;
  /** 0 black .. 255 white, row by row. */
  px: Uint8Array;
}

/** One page as grey pixels at `dpi`. */
export function pixels(path: string, page: number, dpi: number): Grey {
  const base = join(dir, `px-${++n}`);
  execFileSync("pdftoppm", [
    "-gray",
    "-r",
    String(dpi),
    "-f",
    String(page),
    "-l",
    String(page),
    "-singlefile",
    path,
    base,
  ]);
  const buf = readFileSync(`${base}.pgm`);
  // P5 <w> <h> <max> then the bytes.
  const head = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(buf.subarray(0, 40).toString("latin1"));
  if (!head) throw new Error("pdftoppm wrote no PGM");
  return { w: Number(head[1]), h: Number(head[2]), px: buf.subarray(head[0].length) };
}
