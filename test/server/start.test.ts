// @vitest-environment node
/** The origins a started server says it is reached at: those its first screen's URLs may name (docs/server.md). */
import { describe, expect, it } from 'vitest';

import { ownOrigins } from '../../demo/server/start.ts';

describe('ownOrigins', () => {
  it.each([
    ['127.0.0.1', undefined, ['http://127.0.0.1:8080', 'http://localhost:8080']],
    ['localhost', undefined, ['http://localhost:8080', 'http://127.0.0.1:8080']],
    ['10.0.0.5', undefined, ['http://10.0.0.5:8080']],
    [
      '127.0.0.1',
      'https://boards.example.com/x',
      ['https://boards.example.com', 'http://127.0.0.1:8080', 'http://localhost:8080'],
    ],
    ['127.0.0.1', 'http://localhost:8080', ['http://localhost:8080', 'http://127.0.0.1:8080']],
  ])('%s with public origin %s → %j', (host, publicOrigin, expected) => {
    expect(ownOrigins(host, 8080, publicOrigin)).toEqual(expected);
  });
});
