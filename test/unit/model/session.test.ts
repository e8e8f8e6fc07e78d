import { describe, expect, it, vi } from 'vitest';

import { createSessionStore, type GuidStorage } from '../../../src/model/session.ts';

function memoryStorage(initial: string | null = null): GuidStorage & { value: string | null } {
  const storage = {
    value: initial,
    read: () => storage.value,
    write: (guid: string) => {
      storage.value = guid;
    },
  };
  return storage;
}

describe('session store', () => {
  it('starts with isActive null', () => {
    const store = createSessionStore({ create: vi.fn(), validate: vi.fn() }, null);
    expect(store.isActive.value).toBeNull();
    expect(store.guid.value).toBeNull();
  });

  it('creates a session when none is stored: the guid is stored and the session active', async () => {
    const storage = memoryStorage();
    const create = vi.fn().mockResolvedValue({ guid: 'new-guid' });
    const validate = vi.fn();
    const store = createSessionStore({ create, validate }, storage);
    await store.start();
    expect(validate).not.toHaveBeenCalled();
    expect(store.guid.value).toBe('new-guid');
    expect(store.isActive.value).toBe(true);
    expect(storage.value).toBe('new-guid');
  });

  it('validates a stored session and adopts the guid the server returns', async () => {
    const storage = memoryStorage('old');
    const validate = vi.fn().mockResolvedValue({ guid: 'replaced' });
    const store = createSessionStore({ create: vi.fn(), validate }, storage);
    expect(store.guid.value).toBe('old');
    await store.start();
    expect(validate).toHaveBeenCalledWith('old');
    expect(store.guid.value).toBe('replaced');
    expect(storage.value).toBe('replaced');
    expect(store.isActive.value).toBe(true);
  });

  it('validating with no guid returned just marks the session active', async () => {
    const store = createSessionStore(
      { create: vi.fn(), validate: vi.fn().mockResolvedValue({ guid: null }) },
      memoryStorage('kept'),
    );
    await store.start();
    expect(store.guid.value).toBe('kept');
    expect(store.isActive.value).toBe(true);
  });

  it('lets the status be set explicitly and renews with a fresh guid', async () => {
    const create = vi.fn().mockResolvedValueOnce({ guid: 'a' }).mockResolvedValueOnce({ guid: 'b' });
    const store = createSessionStore({ create, validate: vi.fn() }, null);
    await store.start();
    store.setActive(false);
    expect(store.isActive.value).toBe(false);
    await store.renew();
    expect(store.guid.value).toBe('b');
    expect(store.isActive.value).toBe(true);
  });

  it('leaves the session inactive-unknown when creation fails', async () => {
    const store = createSessionStore({ create: vi.fn().mockRejectedValue(new Error('down')), validate: vi.fn() }, null);
    await expect(store.start()).rejects.toThrow('down');
    expect(store.isActive.value).toBeNull();
  });
});
