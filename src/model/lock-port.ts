/**
 * What the lock store asks of the API and the board instance (its port), and the shapes of what goes over it: the
 * visitor's request for access and the organization's brand. Apart from the store so the password page, the
 * verification page and the session retry can all name the port without importing the store.
 */
import type { CtaEventDetail } from './event-bus.ts';

/**
 * The board request is a message CTA to the board owner (`campaign/message`). Area and label are stable
 * names for the owner's reports, not visitor text.
 */
export const BOARD_REQUEST_CTA = { area: 'board_request', label: 'Request access', type: 'message' } as const;

/** What `requestAccess` sends: the CTA submit (area, label, type 'message') with the form's fields. */
export interface AccessRequest extends CtaEventDetail {
  readonly type: 'message';
  /** first_name, last_name, email, note — the send-message form's fields, trimmed. */
  readonly fields: Record<string, string>;
}

/** What the lock store needs from the API and the board instance. Each call may reject with an ApiError. */
export interface LockPort {
  /** `password_validations`: 422 `wrong_password` when wrong. */
  submitPassword(password: string): Promise<unknown>;
  /**
   * `email_verifications`: sends a code; 403 `email_not_authorized`. The answer may name who the email comes
   * from as `sender` (a string); otherwise `LockStoreOptions.sender` is asked.
   */
  requestCode(email: string): Promise<unknown>;
  /** `email_verifications/confirm`: 422 `incorrect_code` when wrong. */
  confirmCode(email: string, code: string): Promise<unknown>;
  /** Sends the visitor's request for access to the board owner; resolves once it is on its way. */
  requestAccess(request: AccessRequest): Promise<void>;
  /**
   * Resolves once the board's session exists (its guid and CSRF token ride on requests). A lock request refused
   * for want of a session is retried once after it. Without it, such a refusal is a general failure.
   */
  whenSessionReady?(): Promise<void>;
  /** The organization's name and logo (`organization_settings`, open on a locked board), for the lock's header. */
  brand?(): Promise<LockBrand | null>;
}

/** Who the locked board belongs to, shown in the lock's header; a locked board withholds its campaign's own. */
export interface LockBrand {
  readonly organizationName: string;
  readonly logoUrl: string | null;
}
