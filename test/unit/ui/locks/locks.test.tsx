import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../src/api/errors.ts';
import { createEventBus } from '../../../../src/model/event-bus.ts';
import { BOARD_REQUEST_CTA, createLockStore, type LockPort } from '../../../../src/model/lock-store.ts';
import { BoardLock } from '../../../../src/ui/locks/BoardLock.tsx';
import type { BoardRequestViewProps } from '../../../../src/ui/locks/BoardRequestView.tsx';
import { type BoardServices, BoardServicesContext } from '../../../../src/ui/shared/board-context.ts';
import { type LazyPart, lazyPart } from '../../../../src/ui/shared/lazy-part.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.querySelectorAll('.lb-board').forEach((el) => el.remove());
});

type RequestViewModule = typeof import('../../../../src/ui/locks/BoardRequestView.tsx');
const realRequestView = () => import('../../../../src/ui/locks/BoardRequestView.tsx');

/** An access request view loaded by `load` (a failing or slow one), with its own chunk timeout. */
const requestViewFrom = (load: () => Promise<RequestViewModule>, timeoutMs?: number) =>
  lazyPart('access request', load, (m) => m.BoardRequestView, timeoutMs);

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** Stands in for the board that replaces the lock after the reload. */
function renderReadyBoard() {
  const board = document.createElement('section');
  board.className = 'lb-board';
  board.innerHTML = '<h2 class="lb-items__heading" tabindex="-1">Home</h2>';
  document.body.append(board);
}

function setup(
  access: 'password' | 'email_code',
  patch: Partial<LockPort> = {},
  requestView?: LazyPart<BoardRequestViewProps>,
  standalone = false,
) {
  const port = {
    submitPassword: vi.fn<LockPort['submitPassword']>(async (password) => {
      if (password !== 'open-sesame')
        throw new ApiError(422, 'wrong_password', 'The password does not match this board');
      return { unlocked: true };
    }),
    requestCode: vi.fn<LockPort['requestCode']>(async (email) => {
      if (email !== 'lead@example.com') throw new ApiError(403, 'email_not_authorized', 'Not authorized');
      return { sent: true, email };
    }),
    confirmCode: vi.fn<LockPort['confirmCode']>(async (_email, code) => {
      if (code !== '123456') throw new ApiError(422, 'incorrect_code', 'Incorrect code');
      return { unlocked: true };
    }),
    requestAccess: vi.fn<LockPort['requestAccess']>(async () => undefined),
    ...patch,
  };
  const onUnlocked = vi.fn(async () => renderReadyBoard());
  const lock = createLockStore({ port, onUnlocked, sender: () => 'Maya Fischer' });
  const bus = createEventBus();
  const errors: unknown[] = [];
  bus.on('board-error', (detail) => errors.push(detail));
  const services = { bus } as unknown as BoardServices;
  const view = render(
    <BoardServicesContext.Provider value={services}>
      <BoardLock
        lock={lock}
        board={{ name: 'Acme Vault', access }}
        standalone={standalone}
        {...(requestView ? { requestView } : {})}
      />
    </BoardServicesContext.Provider>,
  );
  return { ...view, lock, port, onUnlocked, errors };
}

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('BoardLock', () => {
  it('chooses the page by the board’s access, inside part="gate"', () => {
    const password = setup('password');
    expect(password.container.querySelector('[part="gate"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This board is password protected' })).toBeTruthy();
    password.unmount();
    setup('email_code');
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});

describe('PasswordPage', () => {
  it('has a labelled password field that password managers can fill, and a show/hide toggle', () => {
    setup('password');
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.name).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.type).toBe('password');
  });

  it('does not block pasting the password (WCAG 3.3.8)', () => {
    setup('password');
    const input = screen.getByLabelText('Password');
    const allowed = fireEvent.paste(input, { clipboardData: { getData: () => 'open-sesame' } });
    expect(allowed).toBe(true);
  });

  it('says "Please enter password" for an empty submit, in an alert the field points at', async () => {
    const { port } = setup('password');
    await click('View board');
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Please enter password');
    expect(within(screen.getByRole('alert')).getByText('Please enter password')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(port.submitPassword).not.toHaveBeenCalled();
  });

  it('in a host’s page says "The password is incorrect. Please try again" for a wrong one and offers the way to the owner', async () => {
    const { onUnlocked } = setup('password');
    type('Password', 'let-me-in');
    await click('View board');
    expect(screen.getByRole('alert').textContent).toBe('The password is incorrect. Please try again');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Sorry you are having trouble accessing this page')).toBeTruthy();
    expect(screen.getByText('Please check with your company representative to gain access')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request access' })).toBeTruthy();
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  it('on a standalone board’s own page says "Wrong password" for a wrong one', async () => {
    setup('password', {}, undefined, true);
    type('Password', 'let-me-in');
    await click('View board');
    const input = screen.getByLabelText('Password');
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    expect(describedText(input)).toBe('Wrong password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('unlocks with the right one, then moves focus to the board heading', async () => {
    const { onUnlocked, port } = setup('password');
    type('Password', 'open-sesame');
    await click('View board');
    expect(port.submitPassword).toHaveBeenCalledWith('open-sesame');
    expect(onUnlocked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Home'));
  });

  it('shows "An Error Occurred" when the check fails for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup('password', {
      submitPassword: vi.fn(async () => Promise.reject(new ApiError(500, 'internal_error', 'Boom'))),
    });
    type('Password', 'open-sesame');
    await click('View board');
    expect(screen.getByRole('alert').textContent).toBe('An Error Occurred');
  });
});

describe('EmailVerificationPage', () => {
  it('checks the email with the form messages and has autocomplete="email"', async () => {
    const { port } = setup('email_code');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.type).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    await click('Send code');
    expect(describedText(email)).toBe('The Email field is required.');
    type('Email', 'lead@');
    await click('Send code');
    expect(describedText(email)).toBe('Please check the email format');
    expect(port.requestCode).not.toHaveBeenCalled();
  });

  it('refuses an unauthorized address with its message and the trouble state', async () => {
    setup('email_code');
    type('Email', 'stranger@example.com');
    await click('Send code');
    const email = screen.getByLabelText('Email');
    expect(describedText(email)).toBe('This email address is not authorized to view this page');
    expect(screen.getByText('Sorry you are having trouble accessing this page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request access' })).toBeTruthy();
  });

  it('sends the code, shows the notice, then refuses a wrong code and unlocks with the right one', async () => {
    const { onUnlocked, port } = setup('email_code');
    type('Email', 'lead@example.com');
    await click('Send code');
    const noticeText = document.querySelector('[part="gate-notice"]')!.textContent;
    expect(noticeText).toContain(
      'The confirmation code has been sent to you. Please check for an email from Maya Fischer.',
    );
    expect(noticeText).toContain('promotions, updates or spam folder');
    expect(noticeText).toContain('lead@example.com');
    const code = screen.getByLabelText<HTMLInputElement>('Confirmation code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);
    type('Confirmation code', '000000');
    await click('Verify');
    expect(describedText(code)).toContain('Incorrect code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    type('Confirmation code', '123456');
    await click('Verify');
    expect(port.confirmCode).toHaveBeenLastCalledWith('lead@example.com', '123456');
    expect(onUnlocked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Home'));
  });

  it('accepts a pasted whole code, even inside the email’s sentence', async () => {
    const { port } = setup('email_code');
    type('Email', 'lead@example.com');
    await click('Send code');
    const code = screen.getByLabelText<HTMLInputElement>('Confirmation code');
    const allowed = fireEvent.paste(code, { clipboardData: { getData: () => 'Your confirmation code is 123 456.' } });
    expect(allowed).toBe(false);
    expect(code.value).toBe('123456');
    await click('Verify');
    expect(port.confirmCode).toHaveBeenCalledWith('lead@example.com', '123456');
  });

  it('goes back to the email step for another address, and can send a new code', async () => {
    const { port } = setup('email_code');
    type('Email', 'lead@example.com');
    await click('Send code');
    await click('Send a new code');
    expect(port.requestCode).toHaveBeenCalledTimes(2);
    expect(document.querySelector('[part="gate-notice"]')!.textContent).toContain('A new code has been sent.');
    await click('Use another email');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('lead@example.com');
    expect(document.activeElement).toBe(email);
  });

  it('shows "An Error Occurred" when sending the code fails for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup('email_code', {
      requestCode: vi.fn(async () => Promise.reject(new ApiError(0, 'network_error', 'offline'))),
    });
    type('Email', 'lead@example.com');
    await click('Send code');
    expect(describedText(screen.getByLabelText('Email'))).toBe('An Error Occurred');
  });
});

describe('board request view', () => {
  it('loads lazily, validates with the form messages, sends a message CTA and confirms', async () => {
    const { port } = setup('email_code');
    type('Email', 'stranger@example.com');
    await click('Send code');
    await click('Request access');
    const heading = await screen.findByRole('heading', { name: 'Request access' });
    expect(document.activeElement).toBe(heading);
    // The address already typed is not asked again; the message starts with a polite request.
    expect(screen.getByLabelText<HTMLInputElement>(/Email/).value).toBe('stranger@example.com');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Message/).value).not.toBe('');
    await click('Send request');
    expect(screen.getByText('Please fill mandatory fields')).toBeTruthy();
    expect(port.requestAccess).not.toHaveBeenCalled();
    type(/First name/, 'Sam');
    type(/Last name/, 'Stone');
    await click('Send request');
    expect(port.requestAccess).toHaveBeenCalledWith({
      ...BOARD_REQUEST_CTA,
      fields: {
        first_name: 'Sam',
        last_name: 'Stone',
        email: 'stranger@example.com',
        note: 'Hello, I would like access to this board. Thank you.',
      },
    });
    const confirmation = screen.getByRole('status');
    expect(confirmation.textContent).toContain('Your request has been sent to the board owner.');
    await click('Back');
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBe(document.activeElement);
  });

  it('shows "An Error Occurred" in the form when sending the request fails', async () => {
    setup('password', { requestAccess: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await click('Request access');
    await screen.findByRole('heading', { name: 'Request access' });
    type(/First name/, 'Sam');
    type(/Last name/, 'Stone');
    type(/Email/, 'sam@example.com');
    await click('Send request');
    expect(screen.getByText('An Error Occurred')).toBeTruthy();
    expect(screen.queryByText('Your request has been sent to the board owner.')).toBeNull();
  });

  it('shows a visible error with retry when its chunk fails to load, reports it, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<RequestViewModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(realRequestView);
    const { errors } = setup('password', {}, requestViewFrom(load));
    await click('Request access');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('This part of the page could not be loaded.'));
    expect(alert.textContent).toContain('An Error Occurred');
    expect(alert.getAttribute('data-code')).toBe('chunk_load_error');
    expect(alert.className).toContain('lb-lock__card');
    expect(errors).toEqual([expect.objectContaining({ code: 'chunk_load_error' })]);
    await click('Try again');
    const heading = await screen.findByRole('heading', { name: 'Request access' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(heading);
  });

  it('shows "Loading…" while the view loads, then the error once the chunk timeout passes; Back leaves', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const { lock, errors } = setup(
      'password',
      {},
      requestViewFrom(() => new Promise(() => {}), 5000),
    );
    await click('Request access');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be loaded.');
    expect(errors).toEqual([expect.objectContaining({ code: 'chunk_load_error' })]);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await click('Back');
    expect(lock.requestOpen.value).toBe(false);
    expect(screen.getByRole('heading', { name: 'This board is password protected' })).toBeTruthy();
  });
});
