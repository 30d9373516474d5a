// What the start screen says before anything else, when the page came to it instead of a game: a link
// whose game can not be set up, a stored game the engine refused (removed, so no reload offers it again),
// a save opened here that is refused.
import { useLang, useMessages } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { APP } from "../i18n/messages";
import type { EditionChoice } from "../setup/first-game";

export type Notice =
  | { kind: "bad-link" }
  | { kind: "refused"; edition: string; code: string }
  | { kind: "save-refused"; code: string }
  | { kind: "save-too-big"; limit: number };

export function Notices({ notice, editions }: { notice: Notice | null; editions: readonly EditionChoice[] }) {
  const a = useMessages(APP);
  const lang = useLang();
  const why = (code: string) => (Object.hasOwn(a.saveRefused, code) ? a.saveRefused[code] : a.saveRefusedOther);
  const name = (key: string) => {
    const e = editions.find((x) => x.key === key);
    return e ? editionText(e.compiled.edition, lang).name : key;
  };
  const text =
    notice === null
      ? ""
      : notice.kind === "bad-link"
        ? a.badLink
        : notice.kind === "refused"
          ? `${a.storedRefused(name(notice.edition))} ${why(notice.code)}`
          : notice.kind === "save-refused"
            ? why(notice.code)
            : a.saveTooBig(notice.limit);
  // Always in the page, so that a notice that comes later is announced.
  return (
    <p className="start-notice" role="alert" data-testid="start-notice" hidden={text === ""}>
      {text}
    </p>
  );
}
