import { param, type MessageParams, type Texts } from './message.js';

const { str, num, list } = param;

/** A date (YYYY-MM-DD) as Spanish readers write it: "1 de diciembre de 2026". */
const date = (ymd: string) => (/^\d{4}-\d{2}-\d{2}$/.test(ymd)
  ? new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`))
  : ymd);
const when = (p: MessageParams) => new Intl.DateTimeFormat('es', {
  timeZone: str(p, 'timeZone') || 'UTC', weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
}).format(new Date(str(p, 'startsAt')));
const inDays = (n: number) => (n === 0 ? 'hoy' : n === 1 ? 'mañana' : `en ${n} días`);

/** What colleges call the checklist's items (colleges' missingMaterials), in Spanish; a recommender's name stays. */
const ITEMS: Record<string, string> = {
  'Application form': 'Formulario de solicitud', Essays: 'Ensayos', Transcript: 'Expediente académico',
  'Test scores': 'Resultados de exámenes', 'Application fee': 'Cuota de solicitud',
};
const item = (s: string) => (s.startsWith('Recommendation: ') ? `Recomendación: ${s.slice('Recommendation: '.length)}` : ITEMS[s] ?? s);
const missing = (p: MessageParams) => (list(p, 'missing').length > 0 ? `Falta: ${list(p, 'missing').map(item).join(', ')}.` : 'No falta nada.');
const deadlineTitle = (p: MessageParams) => `${str(p, 'college')}: fecha límite ${inDays(num(p, 'daysLeft'))} (${date(str(p, 'deadline'))})`;
const student = (p: MessageParams) => str(p, 'student') || 'Un estudiante';
const teacherSubject = (p: MessageParams) => str(p, 'teacher') || 'El profesor';
const myLetters = { body: 'Vea sus cartas de recomendación.' };
const lettersOfStudents = { body: 'Vea las solicitudes de cartas de los estudiantes.' };
const meetingBody = (p: MessageParams) => `${when(p)}, ${num(p, 'lengthMinutes')} minutos.`;

/** Spanish (usted, as the portal's Spanish screens address families). */
export const es: Texts = {
  messages: {
    deadlineReminder: (p) => ({ title: deadlineTitle(p), body: missing(p) }),
    deadlineReminderGuardian: (p) => ({ title: `${str(p, 'student') || 'Su estudiante'}: ${deadlineTitle(p)}`, body: missing(p) }),
    taskAssigned: (p) => ({ title: `Nueva tarea: ${str(p, 'task')}`, body: `Vence el ${date(str(p, 'dueDate'))}.` }),
    taskDue: (p) => ({ title: `Vence mañana: ${str(p, 'task')}`, body: `Vence el ${date(str(p, 'dueDate'))}.` }),
    meetingScheduled: (p) => ({ title: `Reunión programada con ${str(p, 'counselor')}`, body: meetingBody(p) }),
    meetingMoved: (p) => ({ title: `Reunión cambiada con ${str(p, 'counselor')}`, body: meetingBody(p) }),
    meetingCancelled: (p) => ({ title: `Reunión cancelada con ${str(p, 'counselor')}`, body: `La reunión del ${when(p)} está cancelada.` }),
    letterRequestedTeacher: (p) => ({ title: `${student(p)} le pidió una carta de recomendación`, body: 'Acéptela o rechácela en su lista.' }),
    letterRequestedCounselor: (p) => ({ title: `${student(p)} pidió una carta a ${str(p, 'teacher') || 'un profesor'}`, ...lettersOfStudents }),
    letterAcceptedStudent: (p) => ({ title: `${teacherSubject(p)} aceptó su solicitud de carta`, ...myLetters }),
    letterDeclinedStudent: (p) => ({ title: `${teacherSubject(p)} rechazó su solicitud de carta`, ...myLetters }),
    letterSubmittedStudent: (p) => ({ title: `${teacherSubject(p)} envió su carta de recomendación`, ...myLetters }),
    letterAcceptedCounselor: (p) => ({ title: `${teacherSubject(p)} aceptó la solicitud de carta de ${student(p)}`, ...lettersOfStudents }),
    letterDeclinedCounselor: (p) => ({ title: `${teacherSubject(p)} rechazó la solicitud de carta de ${student(p)}`, ...lettersOfStudents }),
    letterSubmittedCounselor: (p) => ({ title: `${teacherSubject(p)} envió la carta de ${student(p)}`, ...lettersOfStudents }),
    planApproved: (p) => ({ title: `${str(p, 'reviewer')} aprobó su plan de cuatro años`, body: 'Vea su plan.' }),
    planReturned: (p) => ({ title: `${str(p, 'reviewer')} devolvió su plan de cuatro años`, body: 'Vea su comentario en el plan y envíelo de nuevo.' }),
    rosterImportApplied: (p) => ({
      title: `Importación del padrón aplicada${str(p, 'fileName') ? `: ${str(p, 'fileName')}` : ''}`,
      body: `${num(p, 'create')} creados, ${num(p, 'update')} actualizados, ${num(p, 'deactivate')} desactivados, ${num(p, 'rejected')} rechazados.`,
    }),
    exportReady: (p) => ({ title: 'Su exportación del expediente está lista', body: `${num(p, 'fileCount')} archivo(s).` }),
    deletionCompleted: () => ({ title: 'Una eliminación de expediente que pidió está completa', body: 'El certificado de eliminación está en Registros.' }),
    plain: (p) => ({ title: str(p, 'title'), body: str(p, 'body') }),
  },
  kindWords: {
    DEADLINE_REMINDER: 'recordatorios de fechas límite de solicitudes', TASK_ASSIGNED: 'tareas nuevas', TASK_DUE: 'tareas que vencen mañana',
    MEETING_SCHEDULED: 'reuniones programadas', MEETING_MOVED: 'reuniones cambiadas', MEETING_CANCELLED: 'reuniones canceladas',
    LETTER_REQUESTED: 'solicitudes de cartas', LETTER_ACCEPTED: 'solicitudes de cartas aceptadas', LETTER_DECLINED: 'solicitudes de cartas rechazadas',
    LETTER_SUBMITTED: 'cartas enviadas', PLAN_RETURNED: 'planes devueltos', PLAN_APPROVED: 'planes aprobados',
    ROSTER_IMPORT_APPLIED: 'importaciones del padrón', DELETION_COMPLETED: 'eliminaciones completadas', EXPORT_READY: 'exportaciones de expedientes',
  },
  greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  openIt: 'Ábralo en Counsel',
  stopAbout: (words) => `Dejar de recibir correos sobre ${words}`,
  chooseInSettings: 'Puede elegir qué le envía Counsel por correo en su configuración de notificaciones.',
  digestSubject: (day, count) => `Counsel: su resumen diario del ${date(day)} (${count})`,
  digestIntro: 'Lo que pasó desde su último resumen:',
};
