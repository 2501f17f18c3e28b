/**
 * English: the generic shell for games played over days (issue 35): unavailable choices with
 * their reasons, the full history, battle reveals, invitations first, help.
 */
export const days = {
  "days.unavailable.title": "Not possible now",
  "days.unavailable.because": "Why not: {reason}",
} as const;
