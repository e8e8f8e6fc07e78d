/** Unlocking the gated fixture boards the way the board's lock pages do. */
import type { Harness } from './harness.ts';

/** Creates a session and unlocks `slug` for it when the board is gated; returns the session headers. */
export async function unlockedSession(h: Harness, slug: string): Promise<Record<string, string>> {
  const session = await h.session();
  const headers = h.sessionHeaders(session);
  if (slug === 'acme-password') {
    await h.api(`/live_board/v1/boards/${slug}/password_validations`, {
      method: 'POST',
      body: { password: 'open-sesame' },
      headers,
    });
  }
  if (slug === 'acme-verify') {
    await h.api(`/live_board/v1/boards/${slug}/email_verifications`, {
      method: 'POST',
      body: { email: 'lead@example.com' },
      headers,
    });
    const mail = (await (await fetch(h.url('/__mail'))).json()) as { to: string; code: string; board_slug: string }[];
    const code = mail.filter((m) => m.board_slug === slug).at(-1)?.code ?? '';
    await h.api(`/live_board/v1/boards/${slug}/email_verifications/confirm`, {
      method: 'POST',
      body: { email: 'lead@example.com', code },
      headers,
    });
  }
  return headers;
}
