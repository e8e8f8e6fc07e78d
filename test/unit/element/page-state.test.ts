import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it } from 'vitest';

import { BODY_CLASS, followPageState, greetingShown, holdBodyClass } from '../../../src/element/page-state.ts';
import { createGreetingStore } from '../../../src/model/greeting.ts';
import type { ViewerMode } from '../../../src/model/viewer-store.ts';

function inputs(standalone: boolean) {
  return {
    doc: document,
    standalone,
    viewerOpen: signal(false),
    viewerMode: signal<ViewerMode>('classic'),
    dialogsOpen: signal(0),
    greetingOpen: signal(false),
  };
}

const classes = () => [...document.body.classList].sort();
const locked = () => document.documentElement.style.getPropertyValue('overflow-y') === 'hidden';

afterEach(() => {
  document.body.className = '';
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
});

describe('followPageState on a standalone board page (page body classes)', () => {
  it('puts live-board on the body, item-viewer-open plus the mode while the viewer is open', () => {
    const state = inputs(true);
    const stop = followPageState(state);
    expect(classes()).toEqual(['live-board']);
    state.viewerMode.value = 'lightbox';
    state.viewerOpen.value = true;
    expect(classes()).toEqual(['item-viewer-lightbox', 'item-viewer-open', 'live-board']);
    state.viewerMode.value = 'classic';
    expect(classes()).toEqual(['item-viewer-classic', 'item-viewer-open', 'live-board']);
    state.viewerOpen.value = false;
    expect(classes()).toEqual(['live-board']);
    stop();
    expect(classes()).toEqual([]);
  });

  it('sets disable-scroll while a CTA modal or the greeting is open', () => {
    const state = inputs(true);
    const stop = followPageState(state);
    state.dialogsOpen.value = 1;
    expect(classes()).toContain(BODY_CLASS.disableScroll);
    state.dialogsOpen.value = 0;
    expect(classes()).not.toContain(BODY_CLASS.disableScroll);
    state.greetingOpen.value = true;
    expect(classes()).toContain(BODY_CLASS.disableScroll);
    stop();
    expect(classes()).toEqual([]);
  });

  it('leaves a class the page had itself when the board goes', () => {
    document.body.classList.add('live-board', 'theme-dark');
    const stop = followPageState(inputs(true));
    stop();
    expect(classes()).toEqual(['live-board', 'theme-dark']);
  });
});

describe('followPageState in a host page', () => {
  it("adds no class to the host's body", () => {
    const state = inputs(false);
    const stop = followPageState(state);
    state.viewerOpen.value = true;
    state.dialogsOpen.value = 1;
    state.greetingOpen.value = true;
    expect(classes()).toEqual([]);
    stop();
  });

  it('locks scrolling while the viewer or a dialog is open, not for the greeting card', () => {
    const state = inputs(false);
    const stop = followPageState(state);
    state.greetingOpen.value = true;
    expect(locked()).toBe(false);
    state.viewerOpen.value = true;
    expect(locked()).toBe(true);
    state.dialogsOpen.value = 1;
    state.viewerOpen.value = false;
    expect(locked()).toBe(true);
    state.dialogsOpen.value = 0;
    expect(locked()).toBe(false);
    stop();
  });

  it('releases its lock when the board leaves the page with a modal still open', () => {
    const state = inputs(false);
    const stop = followPageState(state);
    state.viewerOpen.value = true;
    stop();
    expect(locked()).toBe(false);
    // Nothing follows the signals any more.
    state.dialogsOpen.value = 1;
    expect(locked()).toBe(false);
  });

  it('shares the lock with other boards: the page scrolls when the last modal of the last board closes', () => {
    const a = inputs(false);
    const b = inputs(false);
    const stopA = followPageState(a);
    const stopB = followPageState(b);
    a.viewerOpen.value = true;
    b.dialogsOpen.value = 2;
    a.viewerOpen.value = false;
    expect(locked()).toBe(true);
    stopB();
    expect(locked()).toBe(false);
    stopA();
  });
});

describe('holdBodyClass', () => {
  it('is counted across boards of one page', () => {
    const first = holdBodyClass(document, 'live-board');
    const second = holdBodyClass(document, 'live-board');
    first();
    expect(classes()).toEqual(['live-board']);
    second();
    expect(classes()).toEqual([]);
  });
});

describe('greetingShown', () => {
  it('follows the rule BoardGreeting renders: a ready board whose campaign shows greetings, until closed', () => {
    const storage = window.localStorage;
    storage.clear();
    const greeting = createGreetingStore({ storage, canStore: () => false });
    const store = {
      status: signal<'loading' | 'ready'>('loading'),
      board: signal<{ id: number } | null>(null),
      campaign: signal<{ general: { greetings: { show: boolean } } } | null>(null),
    };
    const shown = greetingShown(store as never, greeting);
    expect(shown.value).toBe(false);
    store.board.value = { id: 7 };
    store.campaign.value = { general: { greetings: { show: true } } };
    expect(shown.value).toBe(false);
    store.status.value = 'ready';
    expect(shown.value).toBe(true);
    greeting.close(7);
    expect(shown.value).toBe(false);
  });
});
