import { describe, expect, it } from 'vitest';
import { awaitsFirstGift, canChangeUsername, DEFAULT_REGISTRY_DESCRIPTION, isOpenToGivers, registryDescription, registryDisplayName, registryLinkPath } from './registry-profile';

describe('registry profile (spec §2, §3, §4)', () => {
  it("defaults the name to \"{first name}'s Baby Registry\" when empty", () => {
    expect(registryDisplayName('', 'Siti Nurhaliza')).toBe("Siti's Baby Registry");
    expect(registryDisplayName(null, '  Ayu  ')).toBe("Ayu's Baby Registry");
    expect(registryDisplayName('   ', 'Dewi Lestari Putri')).toBe("Dewi's Baby Registry");
    expect(registryDisplayName('Kado untuk Baby Arka', 'Siti')).toBe('Kado untuk Baby Arka');
    expect(registryDisplayName('', '')).toBe('Baby Registry');
  });

  it('has a default Indonesian description inviting gifts and prayers for mother and baby', () => {
    expect(registryDescription('')).toBe(DEFAULT_REGISTRY_DESCRIPTION);
    expect(DEFAULT_REGISTRY_DESCRIPTION).toBe(
      'Terima kasih sudah mampir ke registry kami! Setiap kado dan doa untuk Bunda dan si kecil sangat berarti. Semoga kebaikanmu dibalas berlipat ganda.',
    );
    expect(registryDescription('Terima kasih!')).toBe('Terima kasih!');
  });

  it('allows the username to be changed once', () => {
    expect(canChangeUsername(0)).toBe(true);
    expect(canChangeUsername(null)).toBe(true);
    expect(canChangeUsername(1)).toBe(false);
    expect(canChangeUsername(2)).toBe(false);
    expect(canChangeUsername(Number.NaN)).toBe(false);
  });

  it('builds the public link path registry/{username}', () => {
    expect(registryLinkPath('sari')).toBe('registry/sari');
    expect(registryLinkPath('a b/c')).toBe('registry/a%20b%2Fc');
  });
});

describe('a registry open to givers (issue 31, decision 0531)', () => {
  it('a new, empty registry waits for its first gift even when public', () => {
    expect(awaitsFirstGift({ giftsForGivers: 0, funds: 0 })).toBe(true);
    expect(isOpenToGivers({ isPublic: true, giftsForGivers: 0, funds: 0 })).toBe(false);
  });

  it('opens with its first gift or cash fund, while public', () => {
    expect(isOpenToGivers({ isPublic: true, giftsForGivers: 1, funds: 0 })).toBe(true);
    expect(isOpenToGivers({ isPublic: true, giftsForGivers: 0, funds: 1 })).toBe(true);
    expect(isOpenToGivers({ isPublic: false, giftsForGivers: 3, funds: 1 })).toBe(false);
  });
});
