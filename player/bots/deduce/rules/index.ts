// The rules of inference, applied in this order until none finds anything new. Adding a rule is adding a file.
import { accusation } from "./accusation";
import { counts } from "./counts";
import { disproved } from "./disproved";
import { placement } from "./placement";
import type { Rule } from "./rule";

export const RULES: readonly Rule[] = [placement, counts, disproved, accusation];
export { seed, seedEvent } from "./seed";
export type { Rule } from "./rule";
