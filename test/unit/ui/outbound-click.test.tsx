import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { startDownload } from '../../../src/ui/viewer/start-download.ts';
import { renderBoard } from './harness.tsx';

afterEach(cleanup);

const outbound = (events: { name: string; detail: unknown }[]) =>
  events.filter((e) => e.name === 'outbound-link').map((e) => e.detail);

describe('outbound link clicks', () => {
  it('reports a link category, which leaves the board, once', async () => {
    const { container, events } = await renderBoard();
    const website = [...container.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) =>
      a.textContent.includes('Website'),
    )!;
    // The test window must not follow the link (happy-dom would fetch it).
    container.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(website);
    expect(outbound(events)).toEqual([
      { href: 'https://acme.example.com/', label: expect.stringContaining('Website') as unknown, area: 'categories' },
    ]);
  });

  it('does not report links that stay in the board (tiles)', async () => {
    const { container, events } = await renderBoard();
    fireEvent.click(container.querySelector('[part~="tile"]')!);
    expect(outbound(events)).toEqual([]);
  });

  it('does not report a download as a link: a download records the download calls alone', async () => {
    const { container, events } = await renderBoard();
    container.addEventListener('click', (event) => event.preventDefault());
    startDownload('https://files.example.com/brief.pdf', container.querySelector('[part="board"]')!);
    expect(outbound(events)).toEqual([]);
  });
});
