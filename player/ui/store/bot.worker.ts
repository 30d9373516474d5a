// The bot Worker: registers the edition it is sent, then answers each state with the bot's action.
import { editionFromJson } from "../../../compiler/serialize";
import { botChooser } from "./bots";
import type { FromWorker, ToWorker } from "./protocol";

let choose: ReturnType<typeof botChooser> | null = null;
const reply = (m: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(m);

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  if (m.kind === "edition") {
    const r = editionFromJson(m.edition);
    choose = "error" in r ? null : botChooser(r);
    return;
  }
  try {
    if (!choose) throw new Error("the Worker has no edition");
    reply({ kind: "action", id: m.id, action: choose(m.state, m.seat) });
  } catch (err) {
    reply({ kind: "error", id: m.id, message: err instanceof Error ? err.message : String(err) });
  }
};
