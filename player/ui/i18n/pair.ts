// One area's messages in every language, the Japanese read only when a page first asks for them.
import { japanese } from "./japanese";
import type { Japanese } from "./ja/index";
import type { ByLang } from "./lang";

export function byLang<M>(en: M, pick: (ja: Japanese) => M): ByLang<M> {
  return {
    en,
    get ja() {
      return pick(japanese());
    },
  };
}
