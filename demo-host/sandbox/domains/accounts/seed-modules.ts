// The portal's own configuration and the form modules a parent window can open it as (docs/design.md, section 1, form module).

export interface ModuleConfig {
  formId: string;
  title: string;
  iconName: string;
}

export const portalConfig: ModuleConfig = { formId: 'perfil-afiliado', title: 'Portal de afiliados', iconName: 'portal' };

export const modules: Record<string, { sk: string } & ModuleConfig> = {
  mod_perfil: { sk: 'sk_perfil_2026', formId: 'perfil-afiliado', title: 'Completa tu perfil', iconName: 'perfil' },
  mod_beneficiarios: {
    sk: 'sk_beneficiarios_2026',
    formId: 'alta-beneficiario',
    title: 'Invita a tus beneficiarios',
    iconName: 'beneficiarios',
  },
};

export const formIds = ['perfil-afiliado', 'alta-beneficiario'];
