import { signal } from '@preact/signals-core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../src/api/errors.ts';
import type { FormField } from '../../../../src/model/validation.ts';
import type { SubmissionStatus } from '../../../../src/tracking/types.ts';
import { CtaForm } from '../../../../src/ui/forms/CtaForm.tsx';
import { KnownLeadSendForm } from '../../../../src/ui/forms/KnownLeadSendForm.tsx';
import { SendMessageForm } from '../../../../src/ui/forms/SendMessageForm.tsx';
import { type BoardServices, BoardServicesContext } from '../../../../src/ui/shared/board-context.ts';
import { deferred } from '../../deferred.ts';

afterEach(cleanup);

const describedText = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

const filledMessage = { first_name: 'Maya', last_name: 'Fischer', email: 'maya@example.com', note: 'Hello' };

describe('server validation errors (422)', () => {
  it('shows field errors of a 422 next to their fields and keeps the form', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(422, 'validation_failed', 'The request has invalid fields', {
          'form_fields.first_name': ['This name is not accepted'],
          email: ['Invalid email: Received "maya@example.com"'],
        }),
      ),
    );
    render(<SendMessageForm prefill={filledMessage} onSubmit={onSubmit} />);
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const first = screen.getByLabelText(/First name/);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(first)).toBe('This name is not accepted');
    const email = screen.getByLabelText(/Email/);
    expect(describedText(email)).toBe('Please check the email format');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(document.activeElement).toBe(first);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('shows a general error when sending fails for another reason, and can send again', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'http_error', 'boom'))
      .mockResolvedValueOnce(undefined);
    render(<SendMessageForm prefill={filledMessage} onSubmit={onSubmit} />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('An Error Occurred');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('CtaForm', () => {
  const fields: FormField[] = [
    { name: 'website', label: 'Website', type: 'url', required: true, autocomplete: 'url' },
    { name: 'email', label: 'Work email', type: 'email', required: false },
  ];

  it('checks URL fields, prepends https:// and leaves an empty optional email alone', async () => {
    const onSubmit = vi.fn();
    render(<CtaForm fields={fields} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Website/), { target: { value: 'not a url' } });
    await submit();
    expect(describedText(screen.getByLabelText(/Website/))).toBe('Please provide a valid URL');
    expect(screen.getByLabelText(/Work email/).hasAttribute('aria-invalid')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Website/), { target: { value: 'acme.example' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ website: 'https://acme.example', email: '' });
  });

  it('marks required fields for assistive technology and visually, and explains the marker', () => {
    render(<CtaForm fields={fields} onSubmit={() => {}} />);
    const website = screen.getByLabelText<HTMLInputElement>(/Website/);
    expect(website.required).toBe(true);
    expect(website.type).toBe('url');
    expect(screen.getByLabelText<HTMLInputElement>(/Work email/).required).toBe(false);
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).closest('form')!.noValidate).toBe(true);
  });

  it('uses a given submit label', () => {
    render(<CtaForm fields={fields} submitLabel="Continue" onSubmit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});

describe('KnownLeadSendForm', () => {
  it('hides what a known lead gave us and keeps the required unknown field', () => {
    render(
      <KnownLeadSendForm knownLead prefill={{ first_name: 'Lea', email: 'lea@example.com' }} onSubmit={() => {}} />,
    );
    expect(screen.queryByLabelText(/First name/)).toBeNull();
    expect(screen.queryByLabelText(/Company/)).toBeNull();
    expect(screen.getByLabelText(/Last name/)).toBeTruthy();
  });

  it('shows only Send, without the required-fields note, when everything is known', () => {
    const { container } = render(
      <KnownLeadSendForm
        knownLead
        prefill={{ first_name: 'Lea', last_name: 'Ng', email: 'lea@example.com', note: 'Hi' }}
        onSubmit={() => {}}
      />,
    );
    expect(container.querySelectorAll('input, textarea')).toHaveLength(0);
    expect(screen.queryByText('Fields marked * are required.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});

describe('a known lead only presses Send', () => {
  it.each([
    ['message form', SendMessageForm],
    ['send form', KnownLeadSendForm],
  ] as const)('sends the %s with an empty message, which stays required for anyone else', async (_, Form) => {
    const known = { first_name: 'Lea', last_name: 'Ng', email: 'lea@example.com' };
    const onSubmit = vi.fn();
    const { container } = render(<Form knownLead prefill={known} onSubmit={onSubmit} />);
    // Everything required is known and the message is optional: the form is its Send button.
    expect(container.querySelectorAll('input, textarea')).toHaveLength(0);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'lea@example.com', note: '' }));
    cleanup();

    const anonymous = vi.fn();
    render(<Form prefill={known} onSubmit={anonymous} />);
    await submit();
    expect(anonymous).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please fill mandatory fields');
  });
});

describe('a submission waiting for the server', () => {
  it('says "Please wait…" until the server takes it, and ignores a second press meanwhile', async () => {
    const answer = deferred<undefined>();
    const onSubmit = vi.fn(() => answer.promise);
    render(<SendMessageForm prefill={filledMessage} onSubmit={onSubmit} />);
    const status = document.querySelector('.lb-form__pending')!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    await submit();
    expect(status.textContent).toBe('Please wait…');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('true');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(undefined));
    expect(status.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('says it will be sent once back online while the board’s submissions wait for the network', async () => {
    const answer = deferred<undefined>();
    const submissions = signal<SubmissionStatus>({ held: 0, offline: false, deliveredLate: 0 });
    const services = { submissions } as unknown as BoardServices;
    render(
      <BoardServicesContext.Provider value={services}>
        <SendMessageForm prefill={filledMessage} onSubmit={() => answer.promise} />
      </BoardServicesContext.Provider>,
    );
    await submit();
    const status = document.querySelector('.lb-form__pending')!;
    expect(status.textContent).toBe('Please wait…');
    act(() => {
      submissions.value = { held: 2, offline: true, deliveredLate: 0 };
    });
    expect(status.textContent).toBe('You are offline. It will be sent when you are back online.');
    act(() => {
      submissions.value = { held: 1, offline: false, deliveredLate: 1 };
    });
    expect(status.textContent).toBe('Please wait…');
    await act(async () => answer.resolve(undefined));
    expect(status.textContent).toBe('');
  });
});
