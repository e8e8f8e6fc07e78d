import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../src/api/errors.ts';
import { BoardFooter, presenterName } from '../../../../src/ui/board/BoardFooter.tsx';
import { BoardServicesContext } from '../../../../src/ui/shared/board-context.ts';
import { makePresenter } from '../fixtures.ts';
import { createBoardServices, settle } from '../harness.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The footer over a loaded board store whose presenter answer is `presenter`. */
async function renderFooter(
  presenter: ReturnType<typeof makePresenter> | Error,
  organizationName = vi.fn(async (_signal: AbortSignal) => 'Acme Corporation'),
) {
  const core = createBoardServices();
  core.port.presenter.mockImplementation(async () => {
    if (presenter instanceof Error) throw presenter;
    return presenter;
  });
  const view = render(
    <BoardServicesContext.Provider value={{ ...core.services, organizationName }}>
      <BoardFooter />
    </BoardServicesContext.Provider>,
  );
  await act(() => core.store.load());
  await settle();
  const footer = view.container.querySelector('[part="footer"]')!;
  return { footer, organizationName, ...view };
}

describe('BoardFooter', () => {
  it('credits the presenter, not the board, and never asks for the organization then', async () => {
    const { footer, organizationName } = await renderFooter(makePresenter());
    expect(footer.textContent).toBe('Created by Maya Fischer');
    expect(footer.querySelector('.lb-footer__name')!.textContent).toBe('Maya Fischer');
    expect(organizationName).not.toHaveBeenCalled();
  });

  it('credits the organization when the presenter is unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { footer, organizationName } = await renderFooter(new ApiError(404, 'not_found', 'no presenter'));
    expect(organizationName).toHaveBeenCalledTimes(1);
    expect(footer.textContent).toBe('Created by Acme Corporation');
  });

  it('credits the organization when the presenter has no name', async () => {
    const nameless = { ...makePresenter(), first_name: ' ', last_name: '' };
    const { footer } = await renderFooter(nameless);
    expect(footer.textContent).toBe('Created by Acme Corporation');
  });

  it('leaves the credit out when neither is known, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { footer } = await renderFooter(
      new ApiError(404, 'not_found', 'no presenter'),
      vi.fn(async () => Promise.reject(new ApiError(500, 'http_error', 'boom'))),
    );
    expect(footer.textContent).toBe('');
    expect(footer.textContent).not.toContain('Created by');
    expect(warn.mock.calls.filter(([text]) => String(text).includes('organization')).length).toBe(1);
  });
});

describe('presenterName', () => {
  it('joins the trimmed first and last names; null for none', () => {
    expect(presenterName({ first_name: ' Maya ', last_name: 'Fischer ' })).toBe('Maya Fischer');
    expect(presenterName({ first_name: 'Maya', last_name: '' })).toBe('Maya');
    expect(presenterName({ first_name: '', last_name: ' ' })).toBeNull();
    expect(presenterName(null)).toBeNull();
  });
});
