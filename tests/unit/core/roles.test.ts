import { describe, expect, it } from 'vitest';
import { isBeneficiary, isHolder, isMember } from '../../../src/core/access/roles.ts';

describe('roles, however the API spells them', () => {
  it('knows holders', () => {
    expect(['Titular', 'titular', 'Titular-CORPORATIVO', 'titular-corporativo'].every(isHolder)).toBe(true);
    expect(['Beneficiario', 'Vendedor', 'Asesor'].some(isHolder)).toBe(false);
  });

  it('knows members (holders and beneficiaries) and leaves sales staff out', () => {
    expect(['Titular', 'BENEFICIARIO', 'Titular-CORPORATIVO'].every(isMember)).toBe(true);
    expect(['Vendedor', 'Asesor'].some(isMember)).toBe(false);
    expect(isBeneficiary('Beneficiario')).toBe(true);
    expect(isBeneficiary('Titular')).toBe(false);
  });
});
