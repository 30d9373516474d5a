// Game ids and seat secrets. A token is 128 random bits; the store keeps only its SHA-256, so a copy of the
// data folder or of Redis does not let anyone take a seat.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 12 letters and digits (71 bits): fits the store's id pattern, and reads cleanly in a link. */
export const newGameId = (): string => Array.from(randomBytes(12), (b) => ALNUM[b % 62]).join("");

export const newToken = (): string => randomBytes(16).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Whether `token` is the one whose hash is `hash`, in time that does not depend on where they differ. */
export function tokenMatches(token: unknown, hash: string | null | undefined): boolean {
  if (typeof token !== "string" || token.length > 200 || !hash) return false;
  const a = Buffer.from(hashToken(token), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
