import { registerMessages } from '../../http/i18n'

/** Messages of the hierarchy, levels, roles and users modules, in the product's three languages. */
registerMessages({
  'pt-BR': {
    has_children: 'Não é possível excluir: existem registros vinculados a este.',
    church_has_records:
      'Não é possível excluir a igreja: ela tem membros, visitantes, lançamentos financeiros, patrimônio ou passivos. Transfira os membros para outra igreja; o histórico financeiro fica guardado.',
    church_not_found_for_cnpj: 'Nenhuma igreja encontrada para este CNPJ.',
    level_in_use: 'Não é possível excluir: o nível está em uso por cargos ou outros níveis.',
    role_in_use: 'Não é possível excluir: o cargo está atribuído a usuários.',
    administrator_level_exists: 'Já existe um nível de administrador (ordem 0).',
    email_taken: 'Este e-mail já está em uso.',
    cannot_deactivate_self: 'Você não pode desativar o seu próprio usuário.',
    escalation_refused: 'Você não pode conceder permissões ou níveis acima dos seus.',
    email_already_validated: 'Este e-mail já foi validado.',
    representative_not_member: 'O representante deve ser um membro desta igreja.',
    member_not_linkable: 'O membro vinculado deve ser um cadastro que você pode ver.',
    member_already_linked: 'Este membro já está vinculado a outro usuário.',
  },
  en: {
    has_children: 'Cannot delete: other records depend on this one.',
    church_has_records:
      'The church cannot be deleted: it has members, visitors, financial records, assets or liabilities. Transfer the members to another church; the financial history is kept.',
    church_not_found_for_cnpj: 'No church found for this CNPJ.',
    level_in_use: 'Cannot delete: the level is used by roles or other levels.',
    role_in_use: 'Cannot delete: the role is assigned to users.',
    administrator_level_exists: 'An administrator level (order 0) already exists.',
    email_taken: 'This e-mail is already in use.',
    cannot_deactivate_self: 'You cannot deactivate your own user.',
    escalation_refused: 'You cannot grant permissions or levels above your own.',
    email_already_validated: 'This e-mail has already been validated.',
    representative_not_member: 'The representative must be a member of this church.',
    member_not_linkable: 'The linked member must be a record you can see.',
    member_already_linked: 'This member is already linked to another user.',
  },
  es: {
    has_children: 'No se puede eliminar: hay otros registros vinculados a este.',
    church_has_records:
      'No se puede eliminar la iglesia: tiene miembros, visitantes, registros financieros, patrimonio o pasivos. Transfiera los miembros a otra iglesia; el historial financiero se conserva.',
    church_not_found_for_cnpj: 'No se encontró ninguna iglesia con este CNPJ.',
    level_in_use: 'No se puede eliminar: el nivel está en uso por cargos u otros niveles.',
    role_in_use: 'No se puede eliminar: el cargo está asignado a usuarios.',
    administrator_level_exists: 'Ya existe un nivel de administrador (orden 0).',
    email_taken: 'Este correo electrónico ya está en uso.',
    cannot_deactivate_self: 'No puede desactivar su propio usuario.',
    escalation_refused: 'No puede otorgar permisos o niveles superiores a los suyos.',
    email_already_validated: 'Este correo electrónico ya fue validado.',
    representative_not_member: 'El representante debe ser un miembro de esta iglesia.',
    member_not_linkable: 'El miembro vinculado debe ser un registro que usted puede ver.',
    member_already_linked: 'Este miembro ya está vinculado a otro usuario.',
  },
})
