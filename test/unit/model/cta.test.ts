import { describe, expect, it } from 'vitest';

import type { Cta } from '../../../src/api/schemas/campaign.ts';
import { leadGuard } from '../../../src/api/schemas/lead.ts';
import { SendFormBody, ShareFormBody } from '../../../src/api/schemas/payloads.ts';
import { ctaBehaviour, ctaClickEvent, ctaEventDetail, leadPrefill } from '../../../src/model/cta.ts';
import { CTA_FORM_FIELDS, prefillForForm, shareableUrl, visibleFieldNames } from '../../../src/model/cta-forms.ts';
import { parseAnswer } from '../../answers.ts';

const cta = (patch: Partial<Cta>): Cta => ({ label: 'Go', destination: 'new_tab', url: null, email: null, ...patch });

describe('what each CTA destination does', () => {
  it.each([
    [
      cta({ destination: 'new_tab', url: ' https://acme.example ' }),
      { kind: 'new-tab', url: 'https://acme.example' },
      'link-cta-click',
    ],
    [
      cta({ destination: 'registration', url: 'acme.example/register' }),
      { kind: 'new-tab', url: 'acme.example/register' },
      'link-cta-click',
    ],
    [cta({ destination: 'new_tab', url: '' }), { kind: 'report' }, 'cta-click'],
    [cta({ destination: 'registration' }), { kind: 'report' }, 'cta-click'],
    [
      cta({ destination: 'inline', url: 'https://acme.example/demo' }),
      { kind: 'inline', url: 'https://acme.example/demo' },
      'cta-click',
    ],
    [cta({ destination: 'inline' }), { kind: 'report' }, 'cta-click'],
    [
      cta({ destination: 'email', email: 'sales@acme.example' }),
      { kind: 'email', address: 'sales@acme.example' },
      'cta-click',
    ],
    [
      cta({ destination: 'email', url: 'mailto:sales@acme.example' }),
      { kind: 'email', address: 'sales@acme.example' },
      'cta-click',
    ],
    [cta({ destination: 'email', url: 'https://acme.example' }), { kind: 'report' }, 'cta-click'],
    [cta({ destination: 'message' }), { kind: 'form', form: 'message' }, 'cta-click'],
    [cta({ destination: 'form' }), { kind: 'form', form: 'send' }, 'cta-click'],
    [cta({ destination: 'share' }), { kind: 'form', form: 'share' }, 'cta-click'],
  ])('%j behaves as %j and reports %s', (input, behaviour, event) => {
    const result = ctaBehaviour(input);
    expect(result).toEqual(behaviour);
    expect(ctaClickEvent(result)).toBe(event);
  });

  it('reports area, label and destination type', () => {
    expect(ctaEventDetail(cta({ label: 'Share', destination: 'share' }), 'header')).toEqual({
      area: 'header',
      label: 'Share',
      type: 'share',
    });
  });
});

describe('CTA form fields', () => {
  it.each([
    ['message', ['first_name', 'last_name', 'email', 'note'], ['first_name', 'last_name', 'email', 'note']],
    [
      'send',
      ['first_name', 'last_name', 'email', 'headline', 'company', 'phone', 'note'],
      ['first_name', 'last_name', 'email', 'note'],
    ],
    [
      'share',
      ['to', 'first_name', 'last_name', 'your_email', 'sender_details'],
      ['to', 'first_name', 'last_name', 'your_email'],
    ],
  ] as const)('the %s form has fields %j, of which %j are required', (form, names, required) => {
    expect(CTA_FORM_FIELDS[form].map((f) => f.name)).toEqual(names);
    expect(CTA_FORM_FIELDS[form].filter((f) => f.required).map((f) => f.name)).toEqual(required);
  });

  it('requires exactly what the payload schemas require', () => {
    const requiredBy = (schema: typeof SendFormBody | typeof ShareFormBody) =>
      Object.entries(schema.entries)
        .filter(([, entry]) => entry.type !== 'optional')
        .map(([name]) => name)
        .sort();
    const required = (form: 'send' | 'share') =>
      CTA_FORM_FIELDS[form]
        .filter((f) => f.required)
        .map((f) => f.name)
        .sort();
    // The message is asked of anyone but a known lead, so the wire schema lets it be empty.
    expect(required('send').filter((name) => name !== 'note')).toEqual(requiredBy(SendFormBody));
    expect(required('share')).toEqual(requiredBy(ShareFormBody));
  });

  it('types email fields as email so the shape check runs', () => {
    const emails = Object.values(CTA_FORM_FIELDS).flatMap((fields) =>
      fields.filter((f) => f.type === 'email').map((f) => f.name),
    );
    expect(emails).toEqual(['email', 'email', 'to', 'your_email']);
  });
});

describe('prefill and known leads (WCAG 3.3.7)', () => {
  const lead = parseAnswer(leadGuard, {
    id: 5,
    email: 'lead@example.com',
    anon_guest: false,
    first_name: 'Lea',
    last_name: ' ',
    company: 'Initech',
  });

  it('keeps the known, non-blank fields of a lead', () => {
    expect(leadPrefill(lead)).toEqual({ first_name: 'Lea', email: 'lead@example.com', company: 'Initech' });
  });

  it('fills the visitor in as themselves, but as the sender only in the share form', () => {
    const known = leadPrefill(lead);
    expect(prefillForForm('send', known)).toEqual({ first_name: 'Lea', email: 'lead@example.com', company: 'Initech' });
    expect(prefillForForm('message', known)).toEqual({ first_name: 'Lea', email: 'lead@example.com' });
    expect(prefillForForm('share', known)).toEqual({ your_email: 'lead@example.com' });
  });

  it.each([
    [
      'an unknown visitor sees every field',
      {},
      false,
      ['first_name', 'last_name', 'email', 'headline', 'company', 'phone', 'note'],
    ],
    [
      'an unknown visitor sees prefilled fields too',
      { first_name: 'Lea', email: 'l@example.com' },
      false,
      ['first_name', 'last_name', 'email', 'headline', 'company', 'phone', 'note'],
    ],
    [
      'a known lead with everything known only presses Send',
      { first_name: 'Lea', last_name: 'Ng', email: 'l@example.com', note: 'Hi' },
      true,
      [],
    ],
    [
      'a known lead is asked only the required fields we do not know',
      { first_name: 'Lea', email: 'l@example.com' },
      true,
      ['last_name', 'note'],
    ],
    [
      'a blank known value counts as unknown',
      { first_name: ' ', last_name: 'Ng', email: 'l@example.com', note: 'x' },
      true,
      ['first_name'],
    ],
  ])('%s', (_name, prefill, knownLead, visible) => {
    expect(visibleFieldNames(CTA_FORM_FIELDS.send, prefill, knownLead)).toEqual(visible);
  });
});

describe('shareableUrl', () => {
  it.each([
    [
      'https://host.example/page?lb=%2Facme%2Fhome&token=abc&safetoken=def&x=1#top',
      'https://host.example/page?lb=%2Facme%2Fhome&x=1#top',
    ],
    ['http://host.example/', 'http://host.example/'],
    ['about:blank', null],
    ['not a url', null],
  ])('shares %j as %j, never with access tokens', (href, expected) => {
    expect(shareableUrl(href)).toBe(expected);
  });
});
