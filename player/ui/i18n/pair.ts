// One area's messages in every language (the shared `byLang`, i18n/lang.ts), the Japanese read only when a
// page first asks for them (japanese.ts).
import { byLang as pairOf, type ByLang } from "../../../i18n/lang";
import { japanese } from "./japanese";
import type { Japanese } from "./ja/index";

export function byLang<M>(en: M, pick: (ja: Japanese) => NoInfer<M>): ByLang<M> {
  return pairOf(en, () => pick(japanese()));
}
