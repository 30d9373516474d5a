// Fault injection for the fault tests: `CLUE_FAULT=<moment>:<n>` kills this process (SIGKILL, as a crash
// would, with no chance to tidy up) at that moment of the n-th action it applies. Unset, it does nothing.
export type Moment = "before-store" | "after-store" | "after-send";

const MOMENTS: readonly Moment[] = ["before-store", "after-store", "after-send"];

export function faultFromEnv(value: string | undefined): (moment: Moment, applied: number) => void {
  const m = /^([a-z-]+):(\d+)$/.exec(value ?? "");
  if (!m || !(MOMENTS as readonly string[]).includes(m[1] as string)) return () => {};
  const at = m[1] as Moment;
  const n = Number(m[2]);
  const kill = () => process.kill(process.pid, "SIGKILL");
  return (moment, applied) => {
    if (moment !== at || applied !== n) return;
    // After sending, the frames must have left the process first: the socket writes finish on a later tick.
    if (moment === "after-send") setTimeout(kill, 25);
    else kill();
  };
}
