import { afterEach, describe, expect, it } from 'vitest';

import { watchOpenDialogs } from '../../../src/element/open-dialogs.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('watchOpenDialogs', () => {
  it('counts open dialogs of a shadow root, leaving out the ones the selector excludes', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const viewer = document.createElement('dialog');
    viewer.setAttribute('part', 'viewer');
    const cta = document.createElement('dialog');
    root.append(viewer, cta);
    const dialogs = watchOpenDialogs(root, 'dialog[open]:not([part~="viewer"])');
    expect(dialogs.count.value).toBe(0);
    viewer.setAttribute('open', '');
    cta.setAttribute('open', '');
    await settle();
    expect(dialogs.count.value).toBe(1);
    cta.removeAttribute('open');
    await settle();
    expect(dialogs.count.value).toBe(0);
    dialogs.stop();
  });

  it('stops counting a dialog removed while open, and nothing after stop()', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    root.append(dialog);
    const dialogs = watchOpenDialogs(root);
    expect(dialogs.count.value).toBe(1);
    dialog.remove();
    await settle();
    expect(dialogs.count.value).toBe(0);
    dialogs.stop();
    const another = document.createElement('dialog');
    another.setAttribute('open', '');
    root.append(another);
    await settle();
    expect(dialogs.count.value).toBe(0);
  });
});
