// The rules panel: the rules text and summary, with how this edition differs from classic where the build
// baked that in.
import type { LoadedEdition } from "../../../edition/serialize";
import { useLang } from "../i18n/context";
import { markdownInWorker } from "../worker/compile-service";
import { Differences } from "./Differences";
import { Rules } from "./Rules";

export function RulesTab({ compiled }: { compiled: LoadedEdition }) {
  const d = compiled.differences;
  const lang = useLang();
  return (
    <>
      {d && d.from !== compiled.edition.id && (
        <Differences
          differences={d}
          baseName={(d.fromNames && Object.hasOwn(d.fromNames, lang) && d.fromNames[lang]) || d.fromName}
        />
      )}
      <Rules edition={compiled.edition} parse={markdownInWorker} />
    </>
  );
}
