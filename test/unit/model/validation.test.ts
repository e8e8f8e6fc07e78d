import { describe, expect, it } from 'vitest';

import { fieldErrorMessage, summaryMessage } from '../../../src/i18n/form-messages.ts';
import {
  fieldFromGating,
  type FormField,
  invalidFieldNames,
  isEmailAddress,
  isValidUrl,
  normalizeUrl,
  normalizeValues,
  serverValidation,
  VALID_FORM,
  validateForm,
} from '../../../src/model/validation.ts';

const FIELDS: FormField[] = [
  { name: 'first_name', label: 'First name', type: 'text', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'website', label: 'Website', type: 'url', required: false },
  { name: 'phone', label: 'Phone', type: 'tel', required: false },
  { name: 'note', label: 'Message', type: 'long_text', required: false },
];

describe('the email address shape', () => {
  it.each([
    ['lead@example.com', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['  lead@example.com  ', true],
    ['lead@example', false],
    ['@example.com', false],
    ['lead@@example.com', false],
    ['lead@exa@mple.com', false],
    ['le ad@example.com', false],
    ['lead@example..com', false],
    ['lead@.example.com', false],
    ['lead@example.com.', false],
    ['lead.example.com', false],
    ['', false],
  ])('%j is an address: %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });
});

describe('URLs', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com/path?q=1', 'https://www.example.com/path?q=1'],
    ['  example.com  ', 'https://example.com'],
    ['//cdn.example.com/a', 'https://cdn.example.com/a'],
    ['localhost:3000/x', 'https://localhost:3000/x'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['', ''],
  ])('normalizeUrl(%j) gives %j: a URL without a scheme gets https://', (value, expected) => {
    expect(normalizeUrl(value)).toBe(expected);
  });

  it.each([
    ['example.com', true],
    ['https://sub.example.co.uk/a?b=c#d', true],
    ['http://192.168.1.10/admin', true],
    ['https://xn--bcher-kva.example', true],
    ['example', false],
    ['https://example', false],
    ['https://example.c0m', false],
    ['exa mple.com', false],
    ['javascript:alert(1)', false],
    ['ftp://example.com/file', false],
    ['mailto:lead@example.com', false],
    ['https://', false],
    ['', false],
  ])('%j is a valid URL: %s', (value, expected) => {
    expect(isValidUrl(value)).toBe(expected);
  });
});

describe('validateForm', () => {
  it.each([
    {
      name: 'a complete form is valid',
      values: { first_name: 'Maya', email: 'maya@example.com' },
      summary: null,
      fieldErrors: {},
    },
    {
      name: 'missing required fields are flagged and summarised',
      values: { first_name: '  ', email: '' },
      summary: 'fill_mandatory',
      fieldErrors: { first_name: 'required', email: 'required' },
    },
    {
      name: 'a missing name with a malformed email gives both codes',
      values: { email: 'maya@' },
      summary: 'fill_mandatory',
      fieldErrors: { first_name: 'required', email: 'email_format' },
    },
    {
      name: 'a malformed email alone has no summary',
      values: { first_name: 'Maya', email: 'maya at example.com' },
      summary: null,
      fieldErrors: { email: 'email_format' },
    },
    {
      name: 'a filled optional URL must be a URL',
      values: { first_name: 'Maya', email: 'maya@example.com', website: 'not a url' },
      summary: null,
      fieldErrors: { website: 'invalid_url' },
    },
    {
      name: 'an optional URL without a scheme is fine',
      values: { first_name: 'Maya', email: 'maya@example.com', website: 'acme.example' },
      summary: null,
      fieldErrors: {},
    },
    {
      name: 'empty optional fields are fine, whatever their type',
      values: { first_name: 'Maya', email: 'maya@example.com', website: '', phone: '', note: '' },
      summary: null,
      fieldErrors: {},
    },
  ])('$name', ({ values, summary, fieldErrors }) => {
    const result = validateForm(FIELDS, values);
    expect(result.ok).toBe(Object.keys(fieldErrors).length === 0);
    expect(result.summary).toBe(summary);
    expect(result.fieldErrors).toEqual(fieldErrors);
  });

  it('returns the shared valid result for a valid form', () => {
    expect(validateForm(FIELDS, { first_name: 'M', email: 'm@example.com' })).toBe(VALID_FORM);
  });

  it('lists invalid fields in form order, not in error order', () => {
    const result = validateForm(FIELDS, { website: 'x y' });
    expect(invalidFieldNames(FIELDS, result)).toEqual(['first_name', 'email', 'website']);
  });
});

describe('normalizeValues', () => {
  it('sends every field trimmed, with URLs given a scheme', () => {
    expect(
      normalizeValues(FIELDS, { first_name: ' Maya ', email: 'maya@example.com ', website: 'acme.example' }),
    ).toEqual({
      first_name: 'Maya',
      email: 'maya@example.com',
      website: 'https://acme.example',
      phone: '',
      note: '',
    });
  });
});

describe('server 422 field errors', () => {
  const filled = { first_name: 'Maya', email: 'maya@example.com', note: 'Hi' };

  it.each<{
    name: string;
    errors: Record<string, string[]>;
    values: Record<string, string>;
    summary: string | null;
    fieldErrors: Record<string, string>;
    messages: Record<string, string>;
  }>([
    {
      name: 'a field named by its own name keeps the server message',
      errors: { first_name: ['Too long'] },
      values: filled,
      summary: null,
      fieldErrors: { first_name: 'server' },
      messages: { first_name: 'Too long' },
    },
    {
      name: 'a field under form_fields is found by its last path segment',
      errors: { 'form_fields.note': ['Not allowed'] },
      values: filled,
      summary: null,
      fieldErrors: { note: 'server' },
      messages: { note: 'Not allowed' },
    },
    {
      name: 'a filled email the server refused gets the local email message',
      errors: { email: ['Invalid email: Received "x"'] },
      values: filled,
      summary: null,
      fieldErrors: { email: 'email_format' },
      messages: {},
    },
    {
      name: 'an empty field the server refused is required',
      errors: { first_name: ['Invalid length'] },
      values: { ...filled, first_name: '' },
      summary: 'fill_mandatory',
      fieldErrors: { first_name: 'required' },
      messages: {},
    },
    {
      name: 'errors naming no field of the form make the summary a general failure',
      errors: { 'cta.label': ['Invalid length'] },
      values: filled,
      summary: 'failed',
      fieldErrors: {},
      messages: {},
    },
    {
      name: 'no field errors at all is still a failure',
      errors: {},
      values: filled,
      summary: 'failed',
      fieldErrors: {},
      messages: {},
    },
  ])('$name', ({ errors, values, summary, fieldErrors, messages }) => {
    const result = serverValidation(FIELDS, values, errors);
    expect(result.ok).toBe(false);
    expect(result.summary).toBe(summary);
    expect(result.fieldErrors).toEqual(fieldErrors);
    expect(result.serverMessages).toEqual(messages);
  });
});

describe('the render helper (codes to messages)', () => {
  const first = FIELDS[0]!;
  const email = FIELDS[1]!;
  const website = FIELDS[2]!;

  it('gives the expected texts', () => {
    const result = validateForm(FIELDS, { email: 'nope', website: 'nope' });
    expect(summaryMessage(result.summary)).toBe('Please fill mandatory fields');
    expect(fieldErrorMessage(first, result)).toBe('The First name field is required.');
    expect(fieldErrorMessage(email, result)).toBe('Please check the email format');
    expect(fieldErrorMessage(website, result)).toBe('Please provide a valid URL');
    expect(fieldErrorMessage(FIELDS[3]!, result)).toBeNull();
  });

  it('shows the server words for server codes and a general failure as the summary', () => {
    const result = serverValidation(FIELDS, { first_name: 'M' }, { first_name: ['Name is blocked'], other: ['x'] });
    expect(fieldErrorMessage(first, result)).toBe('Name is blocked');
    expect(summaryMessage(result.summary)).toBe('An Error Occurred');
    expect(summaryMessage(null)).toBeNull();
  });
});

describe('fieldFromGating', () => {
  it.each([
    [
      { name: 'name', type: 'text', label: 'Name', state: 'required' },
      { name: 'name', label: 'Name', type: 'text', required: true },
    ],
    [
      { name: 'headline', type: 'title', label: 'Title', state: 'optional' },
      { name: 'headline', label: 'Title', type: 'text', required: false },
    ],
    [
      { name: 'note', type: 'long_text', label: 'Note', state: 'optional' },
      { name: 'note', label: 'Note', type: 'long_text', required: false },
    ],
  ] as const)('turns the gating field %j into a form field', (gating, expected) => {
    expect(fieldFromGating(gating)).toEqual(expected);
  });
});
