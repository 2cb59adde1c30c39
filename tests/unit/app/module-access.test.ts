import { describe, expect, it } from 'vitest';
import { menuItems, type MenuItem } from '../../../src/core/access/menu-items.ts';
import {
  effectiveRole,
  enabledModules,
  moduleDenial,
  moduleForPath,
  modulesByRole,
  type AccessSubject,
} from '../../../src/core/access/module-access.ts';

const subject = (over: Partial<AccessSubject>): AccessSubject => ({
  role: 'Titular',
  affiliation: null,
  paymentStatus: 'Active',
  stage: 'win',
  ...over,
});
const titles = (s: AccessSubject) => enabledModules(menuItems, s).map((m) => m.title);

describe('module enablement (docs/specification.md, section 4)', () => {
  it('gives a titular the holder entries and not the corporate-only or sales ones', () => {
    expect(titles(subject({}))).toEqual([
      'Citas médicas',
      'Ayuda y soporte',
      'Mis Pagos',
      'Mi Perfil',
      'Carné de afiliación',
      'Historia clinica',
      'Mi suscripción',
      'Aliados y Ofertas',
      'Sedes',
    ]);
  });

  it('applies the -CORPORATIVO suffix for a CORPORATIVO affiliation (no Mis Pagos)', () => {
    const corporate = subject({ affiliation: 'CORPORATIVO' });
    expect(effectiveRole(corporate)).toBe('Titular-CORPORATIVO');
    expect(titles(corporate)).not.toContain('Mis Pagos');
    expect(titles(corporate)).toContain('Mi suscripción');
  });

  it('adds the -CORPORATIVO suffix once: a role that already is titular-corporativo keeps its modules', () => {
    for (const role of ['titular-corporativo', 'Titular-CORPORATIVO', 'TITULAR-CORPORATIVO']) {
      for (const affiliation of ['CORPORATIVO', null]) {
        const s = subject({ role, affiliation });
        expect(effectiveRole(s).toLowerCase()).toBe('titular-corporativo');
        expect(titles(s)).toEqual([
          'Citas médicas',
          'Ayuda y soporte',
          'Mi Perfil',
          'Carné de afiliación',
          'Historia clinica',
          'Mi suscripción',
          'Aliados y Ofertas',
          'Sedes',
        ]);
      }
    }
  });

  it('keeps a CORPORATIVO beneficiary a beneficiary (the table has no Beneficiario-CORPORATIVO)', () => {
    const corporate = subject({ role: 'Beneficiario', affiliation: 'CORPORATIVO' });
    expect(effectiveRole(corporate)).toBe('Beneficiario');
    expect(titles(corporate)).toEqual(titles(subject({ role: 'Beneficiario' })));
    expect(titles(corporate)).toContain('Mis Pagos');
    expect(titles(corporate)).not.toContain('Mi suscripción');
  });

  it('leaves sales staff with a CORPORATIVO affiliation their own entry', () => {
    expect(titles(subject({ role: 'Vendedor', affiliation: 'CORPORATIVO', paymentStatus: null, stage: null }))).toEqual([
      'Resumen de ventas',
    ]);
    expect(titles(subject({ role: 'Asesor', affiliation: 'CORPORATIVO', paymentStatus: null, stage: null }))).toEqual(['Clientes']);
  });

  it('gives a beneficiary no subscription entry', () => {
    const t = titles(subject({ role: 'Beneficiario' }));
    expect(t).toContain('Mis Pagos');
    expect(t).not.toContain('Mi suscripción');
  });

  it('matches roles case-insensitively', () => {
    expect(titles(subject({ role: 'TITULAR' }))).toContain('Mis Pagos');
    expect(titles(subject({ role: 'vendedor', paymentStatus: null, stage: null }))).toEqual(['Resumen de ventas']);
    expect(titles(subject({ role: 'Asesor', paymentStatus: null, stage: null }))).toEqual(['Clientes']);
  });

  it('closes every module in arrears and before a won stage', () => {
    expect(titles(subject({ paymentStatus: 'En Mora' }))).toEqual([]);
    expect(titles(subject({ stage: 'negotiation' }))).toEqual([]);
    expect(moduleDenial(menuItems[0]!, subject({ paymentStatus: 'En Mora' }))).toBe('mora');
    expect(moduleDenial(menuItems[0]!, subject({ stage: 'negotiation' }))).toBe('stage');
  });

  it('does not require a stage when there is no sales data', () => {
    expect(titles(subject({ stage: null }))).toContain('Citas médicas');
  });

  it('ships "Resumen de mis ventas" switched off', () => {
    const item = menuItems.find((m) => m.title === 'Resumen de mis ventas')!;
    expect(item.status).toBe('disabled');
    expect(moduleDenial(item, subject({}))).toBe('off');
  });

  it('keeps "no roles = open to all" for an entry that is switched on', () => {
    const open: MenuItem = { id: 'x', title: 'Abierto', route: '/home/x', area: '/home/x', roles: [], icon: 'gift', status: 'enabled' };
    for (const role of ['Titular', 'Beneficiario', 'Vendedor', 'Asesor']) {
      expect(moduleDenial(open, subject({ role }))).toBeNull();
    }
    expect(moduleDenial(open, subject({ paymentStatus: 'En Mora' }))).toBe('mora');
  });

  it('finds the module that owns a path, ignoring switched-off entries', () => {
    expect(moduleForPath(menuItems, '/home/citas/agendar')?.id).toBe('citas');
    expect(moduleForPath(menuItems, '/home/subscription/upgradeSubscription')?.id).toBe('suscripcion');
    expect(moduleForPath(menuItems, '/home/mySales/admin')?.id).toBe('clientes');
    expect(moduleForPath(menuItems, '/home/payments/client')).toBeUndefined();
    expect(moduleForPath(menuItems, '/home/carnet')).toBeUndefined();
  });

  it("tells from the cookie's role alone which tiles home may paint before the record, and which wait for it", () => {
    const ids = (role: string) => {
      const { byRole, byRecord } = modulesByRole(menuItems, role);
      return { byRole: byRole.map((m) => m.id), byRecord: byRecord.map((m) => m.id) };
    };
    // A plain titular: Mis Pagos depends on the affiliation (a corporate holder has none).
    expect(ids('Titular')).toEqual({
      byRole: ['citas', 'soporte', 'perfil', 'carne', 'historia', 'suscripcion', 'beneficios', 'sedes'],
      byRecord: ['misPagos'],
    });
    expect(ids('titular-corporativo').byRecord).toEqual([]);
    expect(ids('Beneficiario')).toEqual({
      byRole: ['citas', 'soporte', 'misPagos', 'perfil', 'carne', 'historia', 'beneficios', 'sedes'],
      byRecord: [],
    });
    expect(ids('Vendedor')).toEqual({ byRole: ['resumenVentas'], byRecord: [] });
    // Every tile the record can open is painted or held: none appears from nowhere when it arrives.
    for (const role of ['Titular', 'titular-corporativo', 'Beneficiario', 'Vendedor', 'Asesor']) {
      for (const affiliation of [null, 'CORPORATIVO']) {
        const { byRole, byRecord } = modulesByRole(menuItems, role);
        for (const item of enabledModules(menuItems, subject({ role, affiliation, paymentStatus: 'Active', stage: null }))) {
          expect([...byRole, ...byRecord]).toContain(item);
        }
      }
    }
  });
});
