// The rules panel: the rules text and summary, with how this edition differs from classic where the build
// baked that in.
import type { LoadedEdition } from "../../../edition/serialize";
import { markdownInWorker } from "../worker/compile-service";
import { Differences } from "./Differences";
import { Rules } from "./Rules";

export function RulesTab({ compiled }: { compiled: LoadedEdition }) {
  const d = compiled.differences;
  return (
    <>
      {d && d.from !== compiled.edition.id && <Differences differences={d} baseName={d.fromName} />}
      <Rules edition={compiled.edition} parse={markdownInWorker} />
    </>
  );
}
