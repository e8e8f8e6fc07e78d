/// <reference types="mocha" />
import { assert, expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { axeViolations, describeViolations } from './axe.ts';
import { catchPrints, mountBoard, oneItemPerType, type TestBoard, waitFor } from './helpers.ts';

defineLiveBoard();

type Board = TestBoard;

async function mount(slug: string): Promise<{ element: Board; root: ShadowRoot }> {
  const mounted = await mountBoard(slug);
  await waitFor(() => mounted.root.querySelector('[part~="tile"]'), 'the first tiles');
  return mounted;
}

async function expectNoViolations(context: Element) {
  const violations = await axeViolations(context);
  expect(violations, describeViolations(violations)).to.have.length(0);
}

describe('accessibility of the viewer, the live event and a form (axe-core inside the shadow root)', function () {
  this.timeout(120_000);
  after(() => document.querySelectorAll('live-board').forEach((el) => el.remove()));

  it('finds no violations in the item viewer', async () => {
    const { element, root } = await mount('acme-launch');
    const tile = root.querySelector<HTMLElement>('[part~="tile"][data-item-id]')!;
    element.openItem(tile.dataset.itemId!);
    const dialog = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[part="viewer"][open]'),
      'the open viewer',
    );
    await waitFor(
      () => dialog.querySelector('h2, h1, [id]') && !dialog.querySelector('[aria-busy="true"]'),
      'the item loaded',
    );
    await expectNoViolations(dialog);
  });

  it('finds no violations in the PDF viewer, its text layer drawn, and while it prepares a print', async () => {
    const pdf = (await oneItemPerType()).get('pdf');
    assert.exists(pdf, 'a PDF item on acme-launch');
    const { element, root } = await mount('acme-launch');
    element.openItem(pdf.id);
    const content = await waitFor(
      () => root.querySelector<HTMLElement>('dialog[part="viewer"][open] [part~="viewer-content"].lb-pdf'),
      'the PDF viewer',
    );
    await waitFor(() => content.querySelector('.lb-pdf__page--drawn .lb-pdf__text span'), 'page 1 and its text');
    await expectNoViolations(content);
    // While the pages are drawn for print: the progress bar, the busy Print button, the print frame.
    const prints = catchPrints(root);
    content.querySelector<HTMLButtonElement>('button[aria-label="Print"]')!.click();
    await waitFor(() => content.querySelector('progress'), 'the print progress');
    await expectNoViolations(content);
    await waitFor(() => prints.printed.length > 0, 'the print');
    prints.stop();
  });

  it('finds no violations in the live event section', async () => {
    const { root } = await mount('acme-live');
    const section = await waitFor(() => root.querySelector('[part~="live-event"]'), 'the live event');
    await expectNoViolations(section);
  });

  it('finds no violations in a CTA form dialog, empty and after a failed submit', async () => {
    const { root } = await mount('acme-launch');
    const message = Array.from(root.querySelectorAll<HTMLButtonElement>('[part="header"] button')).find((b) =>
      /message/i.test(b.textContent),
    );
    assert.exists(message, 'a header CTA that opens the message form');
    message.click();
    const dialog = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'the form dialog');
    const form = await waitFor(() => dialog.querySelector('form'), 'the form');
    await expectNoViolations(dialog);
    form.requestSubmit();
    await waitFor(() => dialog.querySelector('[role="alert"]'), 'the validation summary');
    expect(dialog.querySelector('[role="alert"]')!.textContent).to.contain('Please fill mandatory fields');
    expect(dialog.querySelectorAll('[aria-invalid="true"]').length).to.be.greaterThan(0);
    await expectNoViolations(dialog);
  });
});
