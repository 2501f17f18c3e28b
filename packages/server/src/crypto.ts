/**
 * Hashing helpers: seat tokens are random secrets stored only as their sha256 (a leaked
 * database does not let anyone act as a seat), and states are fingerprinted by the sha256
 * of their canonical JSON (object keys sorted) so two processes agree on a state's identity.
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

/** JSON with object keys sorted, so equal values always serialize identically. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}

export function stateHash(state: unknown): string {
  return createHash("sha256").update(canonicalJson(state)).digest("hex");
}
