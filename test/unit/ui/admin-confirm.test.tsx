import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { makeCampaign } from './fixtures.ts';
import { renderBoard } from './harness.tsx';

afterEach(cleanup);

describe('links into an admin area', () => {
  async function boardWithAdminLink() {
    const view = await renderBoard({
      campaign: makeCampaign({
        header: {
          show: true,
          ctas: [
            {
              label: 'Manage users',
              destination: 'new_tab',
              url: 'https://api.example.com/company_admin/users',
              email: null,
            },
          ],
        },
      }),
    });
    const followed: string[] = [];
    view.container.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link) followed.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    });
    return { ...view, followed, link: screen.getByRole('link', { name: /Manage users/ }) };
  }

  it('asks with the admin confirm dialog before following, and Cancel stops it', async () => {
    const { link, followed } = await boardWithAdminLink();
    fireEvent.click(link);
    expect(screen.getByText('Are you sure that you want to perform this admin action?')).toBeTruthy();
    expect(
      screen.getByText('This action may have an impact on the entire company instance and live boards.'),
    ).toBeTruthy();
    expect(followed).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Are you sure that you want to perform this admin action?')).toBeNull();
    expect(followed).toEqual([]);
  });

  it('guards a middle click (auxclick), which would open the link in a new tab', async () => {
    const { link } = await boardWithAdminLink();
    const middle = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 });
    act(() => {
      link.dispatchEvent(middle);
    });
    expect(middle.defaultPrevented).toBe(true);
    expect(screen.getByText('Are you sure that you want to perform this admin action?')).toBeTruthy();
  });

  it('lets a right click through to the context menu', async () => {
    const { link } = await boardWithAdminLink();
    const right = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 });
    act(() => {
      link.dispatchEvent(right);
    });
    expect(right.defaultPrevented).toBe(false);
    expect(screen.queryByText('Are you sure that you want to perform this admin action?')).toBeNull();
  });

  it.each([['ctrlKey'], ['metaKey'], ['shiftKey']])('guards a click with %s held', async (modifier) => {
    const { link, followed } = await boardWithAdminLink();
    fireEvent.click(link, { [modifier]: true });
    expect(screen.getByText('Are you sure that you want to perform this admin action?')).toBeTruthy();
    expect(followed).toEqual([]);
  });

  it.each([
    ['by key', { key: 'Enter' }],
    ['by key code only', { keyCode: 13 }],
  ])('guards Enter on the focused link (%s)', async (_how, init) => {
    const { link } = await boardWithAdminLink();
    link.focus();
    const enter = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    act(() => {
      link.dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);
    expect(screen.getByText('Are you sure that you want to perform this admin action?')).toBeTruthy();
  });

  it('follows the link once confirmed', async () => {
    const { link, followed } = await boardWithAdminLink();
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(followed).toHaveLength(1);
    expect(followed[0]).toContain('/company_admin/users');
  });
});
