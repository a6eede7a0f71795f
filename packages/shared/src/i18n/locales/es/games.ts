import type { Messages } from '../../catalogue.ts';

/**
 * The Spanish 'games' namespace (es), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  invalidWhen: 'when debe ser upcoming o past.',
  invalidBefore:
    'before debe ser el next_before de la página anterior o una hora como 2026-11-20T17:00:00.000Z.',
  beforeNeedsPast: 'before solo pagina los partidos pasados: añade when=past.',
  mandatoryCreate:
    'Rellena todos los campos obligatorios: Grupo, Descripción, Fecha, Hora, Máximo de jugadores.',
  mandatoryEdit: 'Rellena todos los campos obligatorios.',
  invalidPlayers: 'Indica un número de jugadores válido.',
  inThePast: 'No puedes crear un partido en el pasado.',
  editInThePast: 'No puedes mover un partido al pasado.',
  tooFarAhead: 'Un partido puede programarse como máximo con {{gameHorizonYears}} años de antelación.',
  invalidCost: 'El coste debe ser 0 o más, con 2 decimales como máximo.',
  costFixedAfterKickoff:
    'Este partido ya ha empezado, así que su coste es fijo: lo que cada jugador debe y ha pagado se queda como está.',
  invalidCutoffCreate: 'El cierre de confirmaciones debe estar entre 1 y 20 horas.',
  invalidCutoffEdit: 'El cierre de confirmaciones debe ser de 0 horas o más.',
  notAdminOfAnyGroup: 'No eres administrador de ningún grupo. Crea un grupo para poder crear un partido.',
  notAuthorizedToEdit: 'No tienes permiso para editar este partido.',
  notAuthorizedToDelete: 'No tienes permiso para eliminar este partido.',
  notAdminOfGroup: 'No eres administrador de este grupo: solo sus administradores pueden crear partidos.',
  gameNotFound: 'Este partido no existe o no es de uno de tus grupos.',
  deadlinePassed: 'Ya ha pasado el plazo para darte de baja.',
  offlineNothingCached: 'Estás sin conexión: tus partidos aparecerán aquí cuando te hayas conectado.',
  gameStarted: 'Este partido ya ha empezado: las confirmaciones están cerradas.',
  gameCancelled:
    'Este partido se ha suspendido: no se puede responder hasta que un administrador lo reactive.',
  alreadyCancelled: 'Este partido ya está suspendido.',
  cancelStarted: 'Este partido ya ha empezado: ya no se puede suspender.',
  notCancelled: 'Este partido no está suspendido: no hay nada que reactivar.',
  reinstateStarted: 'Este partido ya ha empezado: ya no se puede reactivar.',
  notAuthorizedToCancel: 'Solo un administrador del grupo puede suspender o reactivar este partido.',
  cancelled: 'Partido suspendido. Se ha avisado a todos los que respondieron.',
  reinstated: 'Partido reactivado. Se ha avisado a todos los que respondieron.',
  cutoffPassedWarning:
    'El cierre de confirmaciones de este partido ya ha pasado: los titulares ya no pueden darse de baja.',
  reservesByChoiceHint:
    'Suplente significa «juego si me necesitáis»: subes a titular cuando se libera una plaza en un equipo completo.',
  created: '¡Partido creado!',
  deleted: 'Partido eliminado',
  fetchError: 'Error al cargar los partidos',
  createFailed: 'No se ha podido crear el partido.',
  updateFailed: 'No se ha podido actualizar',
  updateError: 'Error al actualizar el partido.',
  loadError: 'Error al cargar el partido.',
  rsvpFailed: 'No se ha podido enviar tu respuesta',
  loadTeamFailed: 'No se han podido cargar el partido ni las respuestas',
  removeFailed: 'No se ha podido quitar al jugador',
  addFailed: 'No se ha podido añadir al jugador',
  notLoggedIn: 'No has iniciado sesión',
  cutoffAlreadyPassed_one:
    'El cierre de confirmaciones ({{count}} hora antes del inicio) ya ha pasado para esta hora: una vez guardado, los jugadores ya no podrán darse de baja. Elige una hora más tardía o un cierre más corto si deben poder hacerlo.',
  cutoffAlreadyPassed_many:
    'El cierre de confirmaciones ({{count}} horas antes del inicio) ya ha pasado para esta hora: una vez guardado, los jugadores ya no podrán darse de baja. Elige una hora más tardía o un cierre más corto si deben poder hacerlo.',
  cutoffAlreadyPassed_other:
    'El cierre de confirmaciones ({{count}} horas antes del inicio) ya ha pasado para esta hora: una vez guardado, los jugadores ya no podrán darse de baja. Elige una hora más tardía o un cierre más corto si deben poder hacerlo.',
  mainTeamFull: 'La convocatoria está completa (máximo {{max}} jugadores).',
  tooManyUpcomingGames: 'Este grupo ya tiene {{max}} partidos próximos. Elimina uno antes de crear otro.',
  tooManyGamesCreated: 'Has creado demasiados partidos. Inténtalo de nuevo dentro de {{wait}}.',
  tooManyGameChanges:
    'Has cambiado los partidos y las alineaciones de este grupo demasiadas veces. Inténtalo de nuevo dentro de {{wait}}.',
  tooManyGuestChanges:
    'Has cambiado tus invitados para este partido demasiadas veces. Inténtalo de nuevo dentro de {{wait}}.',
  tooManyLinkAnswers:
    'Este enlace se ha usado para responder demasiadas veces. Inténtalo de nuevo dentro de {{wait}} o responde en Turnout.',
  teamMoves: {
    notAdmin: 'Solo un administrador del grupo puede cambiar la alineación de este partido.',
    playerNotMember: 'Este jugador no es miembro del grupo de este partido.',
    movedToMainTeam: '{{name}} pasa a los titulares.',
    movedToReserves: '{{name}} pasa a los suplentes.',
    addedToMainTeam: '{{name}} añadido a los titulares.',
    addedToReserves: '{{name}} añadido a los suplentes.',
    removed: '{{name}} sale de la convocatoria.',
    alreadyInMainTeam: '{{name}} ya está entre los titulares.',
    alreadyInReserves: '{{name}} ya está entre los suplentes.',
    notOnSheet: '{{name}} no está en la convocatoria.',
    newTeamInvalid: 'newTeam debe ser main o reserves.',
    addStatusInvalid: 'El estado debe ser in o reserves.',
  },
  calendarFeedNotFound:
    'No hay ningún calendario en esta dirección: puede que se haya restablecido. Consigue el enlace actual en la pantalla de partidos.',
  calendar: {
    feedDescription: 'Tus partidos de Turnout, con tu respuesta a cada uno.',
    summaryIn: '[Juego] {{description}}',
    summaryReserve: '[Suplente {{place}}] {{description}}',
    summaryOut: '[No voy] {{description}}',
    summaryUnanswered: '[?] {{description}}',
    summaryCancelled: '[Cancelado] {{description}}',
    cost: 'Precio: {{cost}}',
  },
  answerLink: {
    invalid: 'Este enlace no es válido. Abre el partido en Turnout para responder.',
    expired: 'Este enlace ha caducado: el partido ya empezó.',
    userGone: 'Este enlace se creó para una cuenta que ya no existe.',
  },
  answerPage: {
    title: '¿Juegas?',
    forWhom: 'Para {{name}}',
    placeIn: 'Juegas — {{mainTeamCount}}/{{maxPlayers}}',
    placeReserves: 'Estás de suplente — número {{position}}',
    placeReservesUnnumbered: 'Estás de suplente',
    placeOut: 'No juegas',
    answers: { in: 'Juego', reserves: 'Suplente', out: 'No voy' },
    answersLabel: 'Tu respuesta',
    confirm: 'Confirmar',
    soFar: 'Por ahora: {{place}}',
    notAnswered: 'Todavía no has respondido.',
    signInForTeamSheet: 'Inicia sesión para ver la alineación',
    seeTeamSheet: 'Ver la alineación',
    yourGames: 'Tus partidos',
    signIn: 'Iniciar sesión',
    loading: 'Abriendo tu enlace de respuesta…',
    serverError: 'Algo salió mal al abrir este enlace. Inténtalo de nuevo.',
  },
} as const satisfies Messages;
