import { registerMessages } from '../../http/i18n'

/** Messages of the members module, in the product's three languages. */
registerMessages({
  'pt-BR': {
    member_duplicate: 'Membro duplicado encontrado: já existe um cadastro com este CPF.',
    guardian_required: 'Menores de 12 anos precisam do nome e do consentimento do responsável.',
    baptism_date_needs_baptized: 'Informe a data de batismo apenas para pessoas batizadas.',
    transfer_destination_invalid: 'Igreja de destino não encontrada.',
    transfer_destination_inconsistent:
      'A igreja de destino não pertence à convenção, campo ou setor escolhidos.',
    transfer_same_church: 'O membro já pertence a esta igreja.',
    photo_too_large: 'Foto muito grande. O máximo é 200 KB.',
    photo_unsupported_format: 'Formato de foto não suportado. Envie JPEG ou PNG.',
  },
  en: {
    member_duplicate: 'Duplicate member found: a record with this CPF already exists.',
    guardian_required: "People under 12 need their guardian's name and consent.",
    baptism_date_needs_baptized: 'Give a baptism date only for baptized people.',
    transfer_destination_invalid: 'Destination church not found.',
    transfer_destination_inconsistent:
      'The destination church does not belong to the chosen convention, field or sector.',
    transfer_same_church: 'The member already belongs to this church.',
    photo_too_large: 'Photo too large. The maximum is 200 KB.',
    photo_unsupported_format: 'Unsupported photo format. Send a JPEG or PNG.',
  },
  es: {
    member_duplicate: 'Miembro duplicado encontrado: ya existe un registro con este CPF.',
    guardian_required:
      'Los menores de 12 años necesitan el nombre y el consentimiento del responsable.',
    baptism_date_needs_baptized: 'Indique la fecha de bautismo solo para personas bautizadas.',
    transfer_destination_invalid: 'Iglesia de destino no encontrada.',
    transfer_destination_inconsistent:
      'La iglesia de destino no pertenece a la convención, campo o sector elegidos.',
    transfer_same_church: 'El miembro ya pertenece a esta iglesia.',
    photo_too_large: 'Foto demasiado grande. El máximo es 200 KB.',
    photo_unsupported_format: 'Formato de foto no admitido. Envíe JPEG o PNG.',
  },
})
