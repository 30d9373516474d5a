// An SVG that tries every way to run script or fetch something (evil.svg beside this file).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../editions";

export const EVIL = readFileSync(join(ROOT, "test/build/art/evil.svg"), "utf8");
