import { describe, expect, it } from 'vitest';

import { campaignGuard } from '../../../src/api/schemas/campaign.ts';
import { boardText, interpolate } from '../../../src/i18n/board-texts.ts';
import { parseAnswer } from '../../answers.ts';
import { makeCampaign } from '../ui/fixtures.ts';

describe('interpolate', () => {
  it('fills every %{name} it has a value for, as often as it appears', () => {
    expect(interpolate('%{n} of %{total} (%{n})', { n: '3', total: '1.234' })).toBe('3 of 1.234 (3)');
  });

  it('leaves unknown names, malformed placeholders and other braces as written', () => {
    expect(interpolate('%{missing} %{} %{1x} {n} ${n} %n', { n: '1' })).toBe('%{missing} %{} %{1x} {n} ${n} %n');
  });

  it('does not read inherited properties as values', () => {
    expect(interpolate('%{constructor} %{toString}', {})).toBe('%{constructor} %{toString}');
  });

  it('inserts values literally (no replacement patterns)', () => {
    expect(interpolate('%{q}', { q: "$& $1 $' <b>" })).toBe("$& $1 $' <b>");
  });
});

describe('boardText', () => {
  const localized = () => 'interface text';

  it("prefers the owner's text for the first id they replaced", () => {
    expect(boardText({ b: 'B %{x}', c: 'C' }, ['a', 'b', 'c'], { x: '1' }, localized)).toBe('B 1');
  });

  it('uses the interface text without a replacement, or with a blank one', () => {
    expect(boardText(null, ['a'], {}, localized)).toBe('interface text');
    expect(boardText({}, ['a'], {}, localized)).toBe('interface text');
    expect(boardText({ a: '   ' }, ['a'], {}, localized)).toBe('interface text');
    expect(boardText({ toString: 'x' }, ['hasOwnProperty'], {}, localized)).toBe('interface text');
  });
});

describe("the campaign's texts", () => {
  it('default to none', () => {
    expect(makeCampaign().general.texts).toEqual({});
  });

  it('keep string entries and drop others rather than failing the campaign', () => {
    const wire = makeCampaign();
    const parsed = parseAnswer(campaignGuard, {
      ...wire,
      general: { ...wire.general, texts: { a: 'A %{n}', b: 3, c: null, d: { x: 1 } } },
    });
    expect(parsed.general.texts).toEqual({ a: 'A %{n}' });
  });
});
