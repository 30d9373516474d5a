// saveGame / loadGame. Loading upgrades an old format, refuses another edition's save, replays every
// action from the seed and refuses the save if anything does not replay to exactly what was saved.
import { apply } from "../apply";
import { toArray } from "../chain";
import type { Ctx } from "../context";
import { err } from "../errors";
import { hashText } from "../hash";
import { ACTIONS, actionDef } from "../actions";
import { isRngState } from "../rng";
import { checkSetup, createGame } from "../setup";
import type { Action, EngineError, GameState } from "../types";
import { SAVE_FORMAT, type Save } from "./format";
import { MIGRATIONS } from "./migrations";

/** A hash over everything but the check itself. Actions and seats are rebuilt field by field first, so the key order a tool wrote them in does not matter. */
function checksum(s: Omit<Save, "check">): string {
  // A save read from a file may hold anything in its lists.
  const actions = (s.actions as unknown[]).map((a) => {
    const type = (a as { type?: unknown } | null)?.type;
    const def =
      typeof type === "string" && Object.hasOwn(ACTIONS, type) ? actionDef(type as keyof typeof ACTIONS) : null;
    return def ? def.clean(a as Action) : a;
  });
  const seats = (s.seats as unknown[]).map((seat) => {
    const x = seat as Partial<Save["seats"][number]> | null;
    return {
      suspect: x?.suspect,
      controller: x?.controller?.kind === "bot" ? { kind: "bot", level: x.controller.level } : x?.controller,
    };
  });
  return hashText(JSON.stringify([s.format, s.editionHash, s.seed, seats, s.rngState, actions]));
}

export function saveGame(state: GameState): Save {
  const body = {
    format: SAVE_FORMAT as 1,
    editionHash: state.editionHash,
    seed: state.seed,
    seats: state.seats.map((s) => ({ suspect: s.suspect, controller: { ...s.controller } })),
    rngState: state.rng.slice(),
    actions: toArray(state.history).map((a) => ({ ...a })),
  };
  return { ...body, check: checksum(body) };
}

/** Brings any known format up to the current one, or says why it can not. */
export function migrate(save: unknown): { save: Save; from: number } | { error: EngineError } {
  if (typeof save !== "object" || save === null || Array.isArray(save))
    return { error: err("SAVE_INVALID", "not an object") };
  let data = save as Record<string, unknown>;
  const from = data.format;
  if (typeof from !== "number" || !Number.isInteger(from) || from < 0 || from > SAVE_FORMAT)
    return { error: err("SAVE_FORMAT_UNKNOWN", `format ${String(from)}; this engine reads 0 to ${SAVE_FORMAT}`) };
  for (let f = from; f < SAVE_FORMAT; f++) {
    data = (MIGRATIONS[f] as (d: Record<string, unknown>) => Record<string, unknown>)(data);
    if (data.format !== f + 1) return { error: err("SAVE_INVALID", `not a well-formed format ${f} save`) };
  }
  return isSave(data) ? { save: data, from } : { error: err("SAVE_INVALID", "missing or malformed fields") };
}

function isSave(x: Record<string, unknown>): x is Save & Record<string, unknown> {
  return (
    x.format === SAVE_FORMAT &&
    typeof x.editionHash === "string" &&
    Number.isInteger(x.seed) &&
    Array.isArray(x.seats) &&
    (x.rngState === null || isRngState(x.rngState)) &&
    Array.isArray(x.actions) &&
    (x.check === null || typeof x.check === "string")
  );
}

export function loadGame(
  ctx: Ctx,
  input: unknown,
): { state: GameState; migratedFrom: number | null } | { error: EngineError } {
  const m = migrate(input);
  if ("error" in m) return m;
  const { save, from } = m;
  if (save.editionHash !== ctx.hash)
    return {
      error: err(
        "SAVE_OTHER_EDITION",
        `the save is for edition ${save.editionHash}, this is ${ctx.edition.id} (${ctx.hash})`,
      ),
    };
  // Only a save migrated from a format without them may lack the generator state and the check.
  if (from === SAVE_FORMAT && (save.check === null || save.rngState === null))
    return { error: err("SAVE_TAMPERED", "the check is missing") };
  if (save.check !== null && save.check !== checksum(save))
    return { error: err("SAVE_TAMPERED", "the check does not match") };
  const setup = { seats: save.seats, seed: save.seed };
  const problem = checkSetup(ctx, setup);
  if (problem) return { error: err("SAVE_TAMPERED", problem.message) };
  let state = createGame(ctx, setup);
  for (const [i, action] of save.actions.entries()) {
    const r = apply(ctx, state, action);
    if ("error" in r)
      return { error: err("SAVE_TAMPERED", `action ${i + 1} (${JSON.stringify(action)}) is refused: ${r.error.code}`) };
    state = r.state;
  }
  if (save.rngState !== null && save.rngState.join(",") !== state.rng.join(","))
    return { error: err("SAVE_TAMPERED", "the replay does not end where the save did") };
  return { state, migratedFrom: from === SAVE_FORMAT ? null : from };
}
