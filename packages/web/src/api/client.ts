/**
 * A thin fetch wrapper over the server API. Failures become ApiError values carrying the
 * server's error code and, for refused actions, the rule that refused them.
 */
import type {
  Action,
  ApiErrorBody,
  CreateGameRequest,
  CreateGameResponse,
  GameLog,
  GameState,
  GameSummary,
  LobbyEntry,
  RematchLink,
  ReplayView,
  RulesetInfo,
} from "./types";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly rule?: string,
    readonly version?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function request<T>(
  path: string,
  init: RequestInit & { token?: string | null } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(path, { ...init, headers });
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!res.ok) {
    const err = (body as ApiErrorBody | null)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? `http-${res.status}`,
      err?.message ?? (typeof body === "string" && body ? body : res.statusText || `HTTP ${res.status}`),
      err?.rule,
      (body as ApiErrorBody | null)?.version,
    );
  }
  return body as T;
}

export const api = {
  rulesets: () => request<RulesetInfo[]>("/api/rulesets"),
  createGame: (req: CreateGameRequest) =>
    request<CreateGameResponse>("/api/games", { method: "POST", body: JSON.stringify(req) }),
  myGames: (tokens: string[]) =>
    request<LobbyEntry[]>(`/api/games?token=${tokens.map(encodeURIComponent).join(",")}`),
  summary: (gameId: string) => request<GameSummary>(`/api/games/${encodeURIComponent(gameId)}`),
  state: (gameId: string, token: string | null) =>
    request<GameState>(`/api/games/${encodeURIComponent(gameId)}/state`, { token }),
  act: (gameId: string, token: string, action: Action, version: number, idempotencyKey: string) =>
    request<{ version: number }>(`/api/games/${encodeURIComponent(gameId)}/actions`, {
      method: "POST",
      token,
      body: JSON.stringify({ action, version, idempotencyKey }),
    }),
  undo: (gameId: string, token: string) =>
    request<{ version: number }>(`/api/games/${encodeURIComponent(gameId)}/undo`, {
      method: "POST",
      token,
      body: "{}",
    }),
  replay: (gameId: string) => request<GameLog>(`/api/games/${encodeURIComponent(gameId)}/log`),
  /** A page of the log as this seat may know it: the `limit` newest entries below `before`. */
  logPage: (gameId: string, token: string | null, page: { before?: number; limit: number }) =>
    request<GameLog>(
      `/api/games/${encodeURIComponent(gameId)}/log?limit=${page.limit}${page.before === undefined ? "" : `&before=${page.before}`}`,
      { token },
    ),
  /** The game so far as this seat (or a spectator) saw it after log entry `at` (absent: the latest). */
  replayView: (gameId: string, token: string | null, at?: number) =>
    request<ReplayView>(
      `/api/games/${encodeURIComponent(gameId)}/replay/view${at === undefined ? "" : `?at=${at}`}`,
      { token },
    ),
  /** Play again: the finished game's rematch and this seat's own link to it. */
  rematch: (gameId: string, token: string) =>
    request<Required<RematchLink>>(`/api/games/${encodeURIComponent(gameId)}/rematch`, {
      method: "POST",
      token,
      body: "{}",
    }),
  botTakeover: (gameId: string, seat: number, token: string, bot: string) =>
    request<unknown>(`/api/games/${encodeURIComponent(gameId)}/seats/${seat}/bot`, {
      method: "POST",
      token,
      body: JSON.stringify({ bot }),
    }),
};

export function streamUrl(gameId: string, token: string | null): string {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  return `${proto}//${location.host}/api/games/${encodeURIComponent(gameId)}/stream${q}`;
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && "randomUUID" in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
