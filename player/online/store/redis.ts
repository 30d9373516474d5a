// TEMPORARY lead stub.
import type { GameStore } from "./store";
export async function redisStore(_url: string): Promise<GameStore> {
  throw new Error("not yet");
}
