// The Japanese messages, read when first needed. In the dev server and the tests this is a plain import;
// the one-file build resolves this module to japanese-inert.ts, which runs the inert block instead.
import { ja, type Japanese } from "./ja/index";

export function japanese(): Japanese {
  return ja;
}
