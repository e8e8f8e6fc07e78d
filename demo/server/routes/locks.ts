/**
 * Unlocking locked boards: password validation and the two-step email confirmation code. The
 * unlock is recorded for the session in `X-Session-Guid`; the board's data then answers for that session.
 */
import { type Context, Hono } from 'hono';

import { EmailCodeBody, EmailVerificationBody, PasswordBody } from '../../../src/api/schemas/index.ts';
import { HEADER } from '../../../src/base/constants.ts';
import { boardParam } from '../board-access.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { ApiError, ERROR_CODE, notFound } from '../errors.ts';
import type { AccessKind } from '../fixtures/types.ts';
import { sessionGuidOf } from '../request-info.ts';
import { readBody } from '../validation.ts';

/** The session to unlock; without one there is nothing to remember the unlock by. */
function requireSession(c: Context): string {
  const guid = sessionGuidOf(c);
  if (!guid) {
    throw new ApiError(400, ERROR_CODE.sessionRequired, `Send ${HEADER.sessionGuid} (create a session first)`);
  }
  return guid;
}

function requireAccess(c: Context<AppEnv>, access: AccessKind): void {
  const board = c.get('board');
  if (board.spec.access !== access) throw notFound(`A ${access} lock on board ${board.spec.slug}`);
}

/** Routes of this module. */
export function lockRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const open = boardParam(state, { locked: false });

  app.post('/live_board/v1/boards/:boardId/password_validations', open, async (c) => {
    requireAccess(c, 'password');
    const guid = requireSession(c);
    const { password } = await readBody(c, PasswordBody);
    const board = c.get('board');
    if (password !== board.spec.password) {
      throw new ApiError(422, ERROR_CODE.wrongPassword, 'The password does not match this board');
    }
    state.locks.unlock(board.spec.id, guid);
    return c.json({ unlocked: true });
  });

  app.post('/live_board/v1/boards/:boardId/email_verifications', open, async (c) => {
    requireAccess(c, 'email_code');
    requireSession(c);
    const { email } = await readBody(c, EmailVerificationBody);
    const { spec } = c.get('board');
    if (!spec.authorizedEmails?.includes(email.toLowerCase())) {
      throw new ApiError(403, ERROR_CODE.emailNotAuthorized, 'This email address is not authorized to view this page');
    }
    state.locks.sendCode(spec, email);
    return c.json({ sent: true, email }, 201);
  });

  app.post('/live_board/v1/boards/:boardId/email_verifications/confirm', open, async (c) => {
    requireAccess(c, 'email_code');
    const guid = requireSession(c);
    const { email, code } = await readBody(c, EmailCodeBody);
    const { spec } = c.get('board');
    if (!state.locks.checkCode(spec.id, email, code)) {
      throw new ApiError(422, ERROR_CODE.incorrectCode, 'Incorrect code');
    }
    state.locks.unlock(spec.id, guid);
    return c.json({ unlocked: true });
  });

  return app;
}
