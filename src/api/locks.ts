/**
 * Password and email-code locks of protected boards. Their paths are our own choice: those of the reference
 * server (docs/server.md). An unlocked session (session header) then receives the board's data.
 */
import type { ApiClient } from './client.ts';
import { ack } from './guards.ts';
import { type BoardRef, type CallOptions, seg } from './paths.ts';

/** `POST /live_board/v1/boards/{id}/password_validations`: 422 `wrong_password` when wrong. */
export const submitBoardPassword = (client: ApiClient, board: BoardRef, password: string, options: CallOptions = {}) =>
  client.request(`/live_board/v1/boards/${seg(board)}/password_validations`, ack, {
    ...options,
    method: 'POST',
    body: { password },
  });

/** `POST /live_board/v1/boards/{id}/email_verifications`: sends a code; 403 `email_not_authorized`. */
export const requestEmailCode = (client: ApiClient, board: BoardRef, email: string, options: CallOptions = {}) =>
  client.request(`/live_board/v1/boards/${seg(board)}/email_verifications`, ack, {
    ...options,
    method: 'POST',
    body: { email },
  });

/** `POST /live_board/v1/boards/{id}/email_verifications/confirm`: 422 `incorrect_code` when wrong. */
export const confirmEmailCode = (
  client: ApiClient,
  board: BoardRef,
  body: { email: string; code: string },
  options: CallOptions = {},
) =>
  client.request(`/live_board/v1/boards/${seg(board)}/email_verifications/confirm`, ack, {
    ...options,
    method: 'POST',
    body,
  });
