import { describe, expect, it } from 'vitest';

import { adminRoleOf } from '../../../src/model/admin-roles.ts';

const api = 'https://boards.example.com';

describe('adminRoleOf', () => {
  it.each([
    ['https://boards.example.com/super_admin/companies', 'superAdmin'],
    ['https://boards.example.com/super_admin', 'superAdmin'],
    ['/company_admin/users', 'companyAdmin'],
    ['https://boards.example.com/company_administrators', null],
    ['https://boards.example.com/acme-launch/home', null],
    ['https://other.example.com/super_admin/x', null],
    ['mailto:a@b.c', null],
  ])('%s → %s', (href, role) => {
    expect(adminRoleOf(href, api)).toBe(role);
  });
});
