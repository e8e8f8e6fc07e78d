/**
 * Board locks enforced server-side (password page and two-factor email page): a session (by its
 * `X-Session-Guid`) is unlocked per board after the right password or a confirmed email code. Codes are
 * "sent" to the in-memory mailbox (`GET /__mail`).
 */
import { randomInt } from 'node:crypto';

/** One email the server would have sent. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code: string;
  board_id: number;
  board_slug: string;
  at: string;
}

/** Unlocked (board, session) pairs and pending confirmation codes. */
export class Locks {
  readonly #unlocked = new Set<string>();
  readonly #codes = new Map<string, string>();
  readonly mail: MailMessage[] = [];

  /** True when this session passed the board's lock. */
  isUnlocked(boardId: number, sessionGuid: string | undefined): boolean {
    return sessionGuid !== undefined && this.#unlocked.has(`${boardId}:${sessionGuid}`);
  }

  /** Unlocks the board for this session. */
  unlock(boardId: number, sessionGuid: string): void {
    this.#unlocked.add(`${boardId}:${sessionGuid}`);
  }

  /** Creates a 6-digit code for this board and email and "sends" it. A new request replaces the old code. */
  sendCode(board: { id: number; slug: string; name: string }, email: string): MailMessage {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.#codes.set(`${board.id}:${email.toLowerCase()}`, code);
    const message: MailMessage = {
      to: email,
      subject: `Your confirmation code for ${board.name}`,
      text: `Your confirmation code is ${code}. Enter it on the page to view "${board.name}".`,
      code,
      board_id: board.id,
      board_slug: board.slug,
      at: new Date().toISOString(),
    };
    this.mail.push(message);
    return message;
  }

  /** True when `code` is the one last sent for this board and email. */
  checkCode(boardId: number, email: string, code: string): boolean {
    return this.#codes.get(`${boardId}:${email.toLowerCase()}`) === code.trim();
  }
}
