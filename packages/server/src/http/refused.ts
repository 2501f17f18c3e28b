/** A 400 refusal of a request's input, with a stable code (the error handler answers it as is). */
export class BodyRefused extends Error {
  readonly statusCode = 400;
  readonly rule = "Request bodies are plain JSON within the server's limits";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
