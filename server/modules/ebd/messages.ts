import { registerMessages } from '../../http/i18n'

/** Messages of the Sunday school (reason codes in `details.reason` / field issues), in the three languages. */
registerMessages({
  'pt-BR': {
    ebd_end_before_start: 'A data de saída não pode ser anterior à data de entrada.',
    ebd_roll_id_mismatch: 'Esta chamada não corresponde à classe e ao domingo informados.',
    ebd_class_not_found: 'Classe não encontrada nesta igreja.',
    ebd_student_not_found: 'Aluno não encontrado nesta igreja.',
    ebd_teacher_not_found: 'Professor não encontrado entre os membros desta igreja.',
    ebd_not_your_class: 'Você só pode fazer a chamada das suas classes.',
    ebd_lesson_numbers_repeat: 'Cada lição precisa de um número diferente.',
    ebd_class_has_rolls: 'A classe tem chamadas registradas e não pode ser excluída.',
  },
  en: {
    ebd_end_before_start: 'The leaving date cannot be before the joining date.',
    ebd_roll_id_mismatch: 'This roll does not match the class and Sunday given.',
    ebd_class_not_found: 'Class not found in this church.',
    ebd_student_not_found: 'Student not found in this church.',
    ebd_teacher_not_found: "Teacher not found among this church's members.",
    ebd_not_your_class: 'You may take the roll of your own classes only.',
    ebd_lesson_numbers_repeat: 'Each lesson needs a different number.',
    ebd_class_has_rolls: 'The class has rolls recorded and cannot be deleted.',
  },
  es: {
    ebd_end_before_start: 'La fecha de salida no puede ser anterior a la fecha de entrada.',
    ebd_roll_id_mismatch: 'Esta lista no corresponde a la clase y al domingo indicados.',
    ebd_class_not_found: 'Clase no encontrada en esta iglesia.',
    ebd_student_not_found: 'Alumno no encontrado en esta iglesia.',
    ebd_teacher_not_found: 'Maestro no encontrado entre los miembros de esta iglesia.',
    ebd_not_your_class: 'Solo puede pasar lista en sus propias clases.',
    ebd_lesson_numbers_repeat: 'Cada lección necesita un número diferente.',
    ebd_class_has_rolls: 'La clase tiene listas registradas y no se puede eliminar.',
  },
})
