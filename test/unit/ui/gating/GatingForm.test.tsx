import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../src/api/errors.ts';
import { leadGuard } from '../../../../src/api/schemas/lead.ts';
import { parseAnswer } from '../../../answers.ts';
import { muteFrameLoadingReports, settle } from '../viewer/viewer-harness.tsx';
import { gatingCampaign, renderGatedBoard } from './gating-harness.tsx';

beforeEach(muteFrameLoadingReports);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const GATED_ROUTE = '/acme-launch/home/item-2';
const describedText = (el: HTMLElement) =>
  el.ownerDocument.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

/** Sets a field's value the way typing does. */
function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
  await settle();
}

async function gatedForm(options: Parameters<typeof renderGatedBoard>[0] = {}) {
  const board = await renderGatedBoard({ location: GATED_ROUTE, ...options });
  const form = () => within(board.dialog()).getByRole('region', { name: /./ });
  return { ...board, form };
}

describe('GatingForm', () => {
  it("shows the owner's title, an intro, every configured field with a visible label, and the submit label", async () => {
    const { form } = await gatedForm();
    const section = form();
    expect(section.getAttribute('part')).toBe('gating-form');
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('Get the complete guide');
    expect(section.getAttribute('aria-labelledby')).toBe(within(section).getByRole('heading', { level: 3 }).id);
    expect(section.textContent).toContain('Fill in this form to view this content.');
    for (const label of ['Full name', 'Work email', 'Job title', 'Company', 'Phone']) {
      expect(within(section).getByLabelText(new RegExp(label))).toBeTruthy();
    }
    // A field the owner left unlabelled gets its translated default label.
    expect(within(section).getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect(
      within(section)
        .getByLabelText(/Work email/)
        .getAttribute('type'),
    ).toBe('email');
    expect(
      within(section)
        .getByLabelText(/Work email/)
        .getAttribute('autocomplete'),
    ).toBe('email');
    expect(within(section).getByRole('button', { name: 'Unlock content' })).toBeTruthy();
  });

  it("falls back to 'Untitled Form' and 'Submit'", async () => {
    const { form } = await gatedForm({
      campaign: gatingCampaign({ metadata: { form: { form_title: ' ', submit_label: null } } }),
    });
    expect(within(form()).getByRole('heading', { level: 3 }).textContent).toBe('Untitled Form');
    expect(within(form()).getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('offers a close button on a form that is not mandatory; closing returns to the board', async () => {
    const { form, gating, dialog, location } = await gatedForm();
    expect(gating.opened.value).toBe(true);
    await press(within(form()).getByRole('button', { name: 'Close form' }));
    expect(gating.opened.value).toBe(false);
    expect(dialog().open).toBe(false);
    expect(location.read().path).toBe('/acme-launch/home');
  });

  it('has no close button when the form is mandatory', async () => {
    const { form } = await gatedForm({ campaign: gatingCampaign({ is_mandatory: true }) });
    expect(within(form()).queryByRole('button', { name: 'Close form' })).toBeNull();
  });

  it('shows the validation messages: the summary in an alert, each error next to its field', async () => {
    const { form, submit } = await gatedForm();
    await press(within(form()).getByRole('button', { name: 'Unlock content' }));
    expect(within(form()).getByRole('alert').textContent).toBe('Please fill mandatory fields');
    const name = within(form()).getByLabelText(/Full name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe('The Full name field is required.');
    expect(describedText(within(form()).getByLabelText(/Work email/))).toBe('The Work email field is required.');
    expect(
      within(form())
        .getByLabelText(/Company/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(name.ownerDocument.activeElement).toBe(name);
    expect(submit).not.toHaveBeenCalled();

    type(name, 'Ann Lee');
    type(within(form()).getByLabelText(/Work email/), 'ann@');
    await press(within(form()).getByRole('button', { name: 'Unlock content' }));
    expect(describedText(within(form()).getByLabelText(/Work email/))).toBe('Please check the email format');
    expect(within(form()).getByRole('alert').textContent).toBe('');
  });

  it("shows the server's 422 field errors next to their fields", async () => {
    const refusal = new ApiError(422, 'validation_failed', 'Invalid', { 'form_fields.company': ['Unknown company'] });
    const { form, gating } = await gatedForm({ submit: () => Promise.reject(refusal) });
    type(within(form()).getByLabelText(/Full name/), 'Ann Lee');
    type(within(form()).getByLabelText(/Work email/), 'ann@example.com');
    type(within(form()).getByLabelText(/Company/), 'Nope');
    await press(within(form()).getByRole('button', { name: 'Unlock content' }));
    const company = within(form()).getByLabelText(/Company/);
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(company)).toBe('Unknown company');
    expect(gating.submitted.value).toBe(false);
  });

  it('prefills a known lead and hides what the board knows, leaving only the button (WCAG 3.3.7)', async () => {
    const lead = parseAnswer(leadGuard, {
      id: 7001,
      anon_guest: false,
      email: 'lead@example.com',
      first_name: 'Ann',
      last_name: 'Lee',
    });
    const { form, submit } = await gatedForm({ lead });
    expect(within(form()).queryByRole('textbox')).toBeNull();
    expect(form().textContent).toContain('We already have your details.');
    await press(within(form()).getByRole('button', { name: 'Unlock content' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0].fields).toMatchObject({ name: 'Ann Lee', email: 'lead@example.com' });
  });

  it('prefills an anonymous visitor from the arrival link, showing every field', async () => {
    const { form } = await gatedForm({ linkPrefill: { email: 'bo@example.com', first_name: 'Bo' } });
    expect(within(form()).getByLabelText<HTMLInputElement>(/Work email/).value).toBe('bo@example.com');
    expect(within(form()).getByLabelText<HTMLInputElement>(/Full name/).value).toBe('Bo');
    expect(within(form()).getByLabelText(/Company/)).toBeTruthy();
  });
});
