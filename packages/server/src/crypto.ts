/**
 * Seat tokens are random secrets stored only as their sha256: a leaked database does not let
 * anyone act as a seat. (State hashes are the engine's hashState.)
 */
import { createHash, randomBytes } from "node:crypto";

/** A fresh, URL-safe secret with 192 bits of entropy. */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** A fresh, URL-safe identifier (not secret). */
export function newId(): string {
  return randomBytes(9).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
