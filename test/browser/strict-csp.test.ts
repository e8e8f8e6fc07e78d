/// <reference types="mocha" />
import { assert, expect } from 'chai';

import { boardShown, catchPrints, oneItemPerType, type OpenedPage, openPage, waitFor } from './helpers.ts';

/** What `demo/csp-violations.js` records for each `securitypolicyviolation` of the page. */
interface Violation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
}

type Board = HTMLElement & { openItem(ref: string | number): void; closeViewer(): void };

const PAGE = '/demo/strict-csp.html';

function violationsOf(page: OpenedPage): Violation[] {
  return (page.window as unknown as { cspViolations: Violation[] }).cspViolations;
}

function describe_(violations: Violation[]): string {
  return violations.map((v) => `${v.directive} ${v.blockedURI} at ${v.sourceFile}:${v.line} ${v.sample}`).join('\n');
}

/** Rendered and not hidden: a box with an area, not `visibility: hidden`. */
function isVisible(element: Element | null | undefined): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

describe('the board under a strict Content-Security-Policy with Trusted Types', function () {
  this.timeout(120_000);

  it('is served with the strict policy, Trusted Types enforced', async () => {
    const response = await fetch(PAGE);
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "script-src 'self'",
      "style-src 'self'",
      "require-trusted-types-for 'script'",
      "worker-src 'self'",
      'trusted-types live-board live-board-pdf live-board-first-screen dompurify',
    ]) {
      expect(policy).to.contain(directive);
    }
    expect(policy).not.to.match(/unsafe-inline|unsafe-eval/);
  });

  it('renders home, an article, a player, a PDF (pdf.js) and a CTA form without one violation', async () => {
    const items = await oneItemPerType();
    const page = await openPage(PAGE, { listenFor: 'cta-submit' });
    const violations = () => violationsOf(page);
    expect(violations(), 'the recorder runs before the board').to.be.an('array');

    const board = page.document.querySelector('live-board') as Board;
    const root = await boardShown(board);
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 6, 'the first tiles');
    expect(isVisible(root.querySelector('[part~="tile"]')), 'a tile is visible').to.equal(true);
    expect(violations(), describe_(violations())).to.deep.equal([]);

    const dialog = () => root.querySelector<HTMLDialogElement>('dialog[part~="viewer"]');
    const open = async (type: string) => {
      const item = items.get(type);
      assert.exists(item, `a ${type} item on acme-launch`);
      board.openItem(item.id);
      await waitFor(
        () => dialog()?.open && dialog()!.dataset.status === 'active' && dialog()!.dataset.itemId === String(item.id),
        `the ${type} item in the viewer`,
      );
      return dialog()!.querySelector<HTMLElement>('[part~="viewer-content"]')!;
    };

    // Article: owner HTML through DOMPurify and the live-board policy into dangerouslySetInnerHTML.
    const article = await open('article');
    const heading = await waitFor(() => article.querySelector('[role="region"] h2'), 'the article body');
    expect(isVisible(heading), 'the article heading is visible').to.equal(true);
    expect(heading.textContent).to.equal(items.get('article')!.name);

    // A video site's player (frame-src https:), loaded when play is pressed.
    const player = await open('youtube');
    player.querySelector<HTMLButtonElement>('.lb-facade__play')!.click();
    const frame = await waitFor(
      () => dialog()!.querySelector<HTMLIFrameElement>('[part~="viewer-content"] iframe'),
      'the player',
    );
    expect(frame.src).to.match(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(isVisible(frame), 'the player frame is visible').to.equal(true);
    // A PDF drawn by pdf.js: its worker from the board's origin (worker-src 'self') through the live-board-pdf
    // policy, eval off, the file fetched from the media origin, text in a text layer.
    await open('pdf');
    const drawn = await waitFor(
      () => dialog()?.querySelector('[part~="viewer-content"] .lb-pdf__page--drawn canvas'),
      'the first page drawn',
    );
    expect(isVisible(drawn), 'the page is visible').to.equal(true);
    await waitFor(() => dialog()?.querySelector('.lb-pdf__text')?.textContent.includes('stand-in'), 'the text layer');
    expect(dialog()!.querySelector('iframe, embed, object')).to.equal(null);
    expect(violations(), describe_(violations())).to.deep.equal([]);
    // Printed from a frame of the board's own, styled by a constructed sheet: no inline style, no new policy.
    const prints = catchPrints(root);
    dialog()!.querySelector<HTMLButtonElement>('button[aria-label="Print"]')!.click();
    const [printed] = await waitFor(() => (prints.printed.length ? prints.printed : null), 'the print', 60_000);
    prints.stop();
    expect(printed!.canvases.length).to.be.greaterThan(1);
    for (const canvas of printed!.canvases) expect(canvas.ink).to.be.greaterThan(0.001);
    expect(printed!.rules.join('\n')).to.contain('@page');
    expect(printed!.violations).to.deep.equal([]);
    expect(violations(), describe_(violations())).to.deep.equal([]);

    board.closeViewer();
    await waitFor(() => !dialog()?.open, 'the viewer to close');

    // A CTA form dialog, submitted (the board posts with fetch: form-action 'none' holds).
    const message = [...root.querySelectorAll<HTMLButtonElement>('[part="header"] button')].find((b) =>
      /message/i.test(b.textContent),
    );
    assert.exists(message, 'a header CTA that opens the message form');
    message.click();
    const formDialog = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'the form dialog');
    const form = await waitFor(() => formDialog.querySelector('form'), 'the form');
    expect(isVisible(form), 'the form is visible').to.equal(true);
    const fill = (name: string, value: string) => {
      // As typing does it: through the native setter, so React sees the change.
      const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    fill('first_name', 'Ada');
    fill('last_name', 'Lovelace');
    fill('email', 'ada@example.com');
    fill('note', 'Sent from a strict CSP page.');
    form.requestSubmit();
    const sent = await waitFor(() => page.events[0], 'the cta-submit event');
    expect(sent.fields).to.include({ email: 'ada@example.com' });
    expect(page.window.location.pathname, 'the page did not navigate').to.equal(PAGE);

    expect(violations(), describe_(violations())).to.deep.equal([]);
  });

  it('shows the cookie consent banner of a regulated country without a violation', async () => {
    const setCountry = (country_code: string) =>
      fetch('/__geo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ country_code }),
      });
    await setCountry('DE');
    try {
      const page = await openPage(PAGE);
      const board = page.document.querySelector('live-board')!;
      const root = await boardShown(board);
      await waitFor(() => root.querySelector('[part~="tile"]'), 'the first board');
      board.setAttribute('board-slug', 'acme-consent');
      const banner = await waitFor(() => root.querySelector('[part~="consent-banner"]'), 'the consent banner');
      await waitFor(() => isVisible(banner), 'the banner to show');
      expect(violationsOf(page), describe_(violationsOf(page))).to.deep.equal([]);
    } finally {
      await setCountry('US');
    }
  });

  it('records a violation when something breaks the policy (the check above can fail)', async () => {
    const page = await openPage(PAGE);
    const root = await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'the board'));
    await waitFor(() => root.querySelector('[part~="tile"]'), 'a tile');
    // A string into an HTML sink inside the shadow root, as unsanitized code would do it.
    const sink = page.document.createElement('div');
    root.append(sink);
    let refused: unknown;
    try {
      sink.innerHTML = '<b>not trusted</b>';
    } catch (error) {
      refused = error;
    }
    expect((refused as Error | undefined)?.name, 'the sink refused the string').to.equal('TypeError');
    expect(sink.innerHTML).to.equal('');
    const [violation] = await waitFor(() => violationsOf(page).length > 0 && violationsOf(page), 'the violation');
    expect(violation!.directive).to.equal('require-trusted-types-for');
  });
});
