import { describe, expect, it } from 'vitest';
import { BLOCKED_AGENCY_MESSAGE, isAgencyBlocked, isValidAgency, type AgencyStanding } from './agency-standing.ts';
import { canReachCard } from './card-access.ts';
import { hasPermission, installedPermissionKeys, installedPermissions, installPermissions, isPermissionKey, landingPermissionsFor, PERMISSION_KEYS, PERMISSIONS } from './permissions.ts';

const standing = (changes: Partial<AgencyStanding> = {}): AgencyStanding => ({
  subscribed: false,
  free_fee: false,
  free_register: false,
  stripe_status: null,
  reseller_status: null,
  ...changes,
});

describe('permission keys', () => {
  it('are unique, dotted area.action keys with a label and a group', () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
    for (const permission of PERMISSIONS) {
      expect(permission.key).toMatch(/^[a-z]+\.[a-z]+$/);
      expect(permission.label.length).toBeGreaterThan(3);
      expect(permission.group.length).toBeGreaterThan(1);
    }
    expect(PERMISSION_KEYS).toEqual(expect.arrayContaining(['pages.view', 'pages.design', 'pages.publish', 'files.upload', 'contacts.view']));
  });

  it("add an installed app's own, under its label, which owners then hold and a sub-user holds when granted", () => {
    installPermissions([{ label: 'Quiz', permissions: [{ key: 'quiz.edit', label: 'Edit quizzes' }] }]);
    expect(installedPermissions().at(-1)).toEqual({ key: 'quiz.edit', label: 'Edit quizzes', group: 'Quiz' });
    expect(installedPermissions().slice(0, PERMISSIONS.length)).toEqual(PERMISSIONS);
    expect(landingPermissionsFor('Agency', null)).toContain('quiz.edit');
    expect(landingPermissionsFor('AgencyUser', ['quiz.edit', 'pages.view'])).toEqual(['quiz.edit', 'pages.view']);
    installPermissions([{ label: 'Quiz', permissions: [{ key: 'quiz.edit', label: 'Edit quizzes' }] }]);
    expect(installedPermissionKeys().filter((key) => key === 'quiz.edit')).toHaveLength(1);
  });

  it('give owners and admins every key, sub-users only the stored known ones, card users none', () => {
    expect(landingPermissionsFor('Admin', null)).toEqual(installedPermissionKeys());
    expect(landingPermissionsFor('Agency', [])).toEqual(installedPermissionKeys());
    expect(installedPermissionKeys()).toEqual(expect.arrayContaining([...PERMISSION_KEYS]));
    expect(landingPermissionsFor('AgencyUser', ['pages.view', 'retired.key'])).toEqual(['pages.view']);
    expect(landingPermissionsFor('WebsiteUser', null)).toEqual([]);
    expect(landingPermissionsFor('CardUser', ['pages.view'])).toEqual([]);
    expect(hasPermission(['pages.view'], 'pages.design')).toBe(false);
    expect(isPermissionKey('pages.design')).toBe(true);
    expect(isPermissionKey('pages.spacer')).toBe(false);
  });
});

describe('the §4 agency-blocked state', () => {
  it('blocks an Agency whose agency is neither subscribed, nor free of fee, nor registered for free', () => {
    expect(isAgencyBlocked('Agency', standing(), false)).toBe(true);
    for (const valid of [{ subscribed: true }, { free_fee: true }, { free_register: true }]) {
      expect(isValidAgency(standing(valid))).toBe(true);
      expect(isAgencyBlocked('Agency', standing(valid), false)).toBe(false);
    }
  });

  it('spares a course holder whose card-provider or reseller subscription was canceled', () => {
    expect(isAgencyBlocked('Agency', standing({ stripe_status: 'canceled' }), true)).toBe(false);
    expect(isAgencyBlocked('Agency', standing({ reseller_status: 'canceled' }), true)).toBe(false);
    expect(isAgencyBlocked('Agency', standing({ stripe_status: 'canceled' }), false)).toBe(true);
    expect(isAgencyBlocked('Agency', standing({ stripe_status: 'past_due' }), true)).toBe(true);
  });

  it('applies to the Agency role only', () => {
    expect(isAgencyBlocked('AgencyUser', standing(), false)).toBe(false);
    expect(isAgencyBlocked('Admin', null, false)).toBe(false);
    expect(BLOCKED_AGENCY_MESSAGE).toBe('Your subscription is inactive. Choose a plan to continue.');
  });
});

describe('card access', () => {
  const card = { agencyId: 3, holderIds: [10] };
  it('lets a card user reach only the cards they hold, and agency users their agency’s cards', () => {
    expect(canReachCard({ id: 10, role: 'CardUser', agencyId: 3 }, card)).toBe(true);
    expect(canReachCard({ id: 11, role: 'CardUser', agencyId: 3 }, card)).toBe(false);
    expect(canReachCard({ id: 1, role: 'Agency', agencyId: 3 }, card)).toBe(true);
    expect(canReachCard({ id: 2, role: 'WebsiteUser', agencyId: 4 }, card)).toBe(false);
    expect(canReachCard({ id: 5, role: 'Admin', agencyId: null }, card)).toBe(true);
  });
});
