/** The 1st-edition content pack, loaded once for the rules. */
import { type Content, loadContent } from "../content/index";

let cached: Content | null = null;
/** The 1st-edition content pack (loaded once). */
export function content(): Content {
  if (!cached) cached = loadContent();
  return cached;
}
