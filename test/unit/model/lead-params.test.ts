import { describe, expect, it } from 'vitest';

import { mergePrefill, readLeadParams, withoutSecrets } from '../../../src/model/lead-params.ts';

describe('lead-data URL parameters', () => {
  it('maps em, fn, ln, ro, ph, co to form fields and keeps ind, loc, inby, dom, safetoken', () => {
    const params = new URLSearchParams(
      'em=ann@example.com&fn=Ann&ln=Lee&ro=CTO&ph=%2B1%20555&co=Globex&ind=Retail&loc=Berlin&inby=sam@acme.example&dom=globex.example&safetoken=s3',
    );
    expect(readLeadParams(params)).toEqual({
      prefill: {
        email: 'ann@example.com',
        first_name: 'Ann',
        last_name: 'Lee',
        headline: 'CTO',
        phone: '+1 555',
        company: 'Globex',
      },
      leadData: { industry: 'Retail', location: 'Berlin', invited_by: 'sam@acme.example', domain: 'globex.example' },
      safetoken: 's3',
    });
  });

  it('gives empty lead data and no safetoken for a plain link', () => {
    expect(readLeadParams(new URLSearchParams('x=1&ind=%20'))).toEqual({ prefill: {}, leadData: {}, safetoken: null });
  });

  it('lets a later source win and ignores blank values', () => {
    const page = new URLSearchParams('em=old@example.com&fn=Ann');
    const board = new URLSearchParams('em=new@example.com&fn=%20');
    expect(readLeadParams(page, board).prefill).toEqual({ email: 'new@example.com', first_name: 'Ann' });
  });

  it('prefers what the server knows about the lead, filling gaps from the link', () => {
    expect(mergePrefill({ email: 'server@example.com' }, { email: 'link@example.com', company: 'Globex' })).toEqual({
      email: 'server@example.com',
      company: 'Globex',
    });
  });
});

describe('withoutSecrets (docs/decisions.md)', () => {
  it.each([
    ['https://host.example/p?token=t&x=1#h', null, 'https://host.example/p?x=1#h'],
    ['https://host.example/p?safetoken=s', null, 'https://host.example/p'],
    [
      'https://host.example/p?lb=/acme/home?token=t%26query=x',
      'lb',
      'https://host.example/p?lb=%2Facme%2Fhome%3Fquery%3Dx',
    ],
    ['https://host.example/p?lb=/acme/home?safetoken=t', 'lb', 'https://host.example/p?lb=%2Facme%2Fhome'],
    ['https://host.example/p?x=1', 'lb', null],
    ['https://host.example/p?lb=/acme/home?query=x', 'lb', null],
  ])('%s → %s', (href, param, expected) => {
    expect(withoutSecrets(href, param)).toBe(expected);
  });
});
