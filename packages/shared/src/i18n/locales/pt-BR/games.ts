import type { Messages } from '../../catalogue.ts';

/**
 * The Brazilian Portuguese 'games' namespace (pt-BR), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  invalidWhen: 'when deve ser upcoming ou past.',
  invalidBefore:
    'before deve ser o next_before da página anterior, ou um horário como 2026-11-20T17:00:00.000Z.',
  beforeNeedsPast: 'before pagina só as partidas passadas: adicione when=past.',
  mandatoryCreate:
    'Preencha todos os campos obrigatórios: Grupo, Descrição, Data, Horário, Máx. de jogadores.',
  mandatoryEdit: 'Preencha todos os campos obrigatórios.',
  invalidPlayers: 'Informe um número de jogadores válido.',
  inThePast: 'Você não pode criar uma partida no passado.',
  editInThePast: 'Você não pode mover uma partida para o passado.',
  tooFarAhead: 'Uma partida pode ser marcada com no máximo {{gameHorizonYears}} anos de antecedência.',
  invalidCost: 'O valor deve ser 0 ou mais, com no máximo 2 casas decimais.',
  costFixedAfterKickoff:
    'A bola já rolou nesta partida, então o valor está fechado: o que cada jogador deve e já pagou fica como está.',
  invalidCutoffCreate: 'O prazo de confirmação deve ser entre 1 e 20 horas.',
  invalidCutoffEdit: 'O prazo de confirmação deve ser de 0 hora ou mais.',
  notAdminOfAnyGroup: 'Você não é administrador de nenhum grupo. Crie um grupo para criar uma partida.',
  notAuthorizedToEdit: 'Você não tem permissão para editar esta partida.',
  notAuthorizedToDelete: 'Você não tem permissão para excluir esta partida.',
  notAdminOfGroup: 'Você não é administrador deste grupo: só os administradores podem criar partidas nele.',
  gameNotFound: 'Esta partida não existe ou não é de um dos seus grupos.',
  deadlinePassed: 'O prazo para desistir já passou.',
  offlineNothingCached: 'Você está offline — suas partidas aparecem aqui depois que você ficar online.',
  gameStarted: 'Esta partida já começou: as confirmações estão encerradas.',
  gameCancelled: 'Esta partida foi cancelada: as respostas ficam fechadas até um administrador reativá-la.',
  alreadyCancelled: 'Esta partida já foi cancelada.',
  cancelStarted: 'A bola já rolou nesta partida: ela não pode mais ser cancelada.',
  notCancelled: 'Esta partida não está cancelada: não há nada para reativar.',
  reinstateStarted: 'A bola já rolou nesta partida: ela não pode mais ser reativada.',
  notAuthorizedToCancel: 'Só um administrador do grupo pode cancelar ou reativar esta partida.',
  cancelled: 'Partida cancelada. Todo mundo que respondeu foi avisado.',
  reinstated: 'Partida reativada. Todo mundo que respondeu foi avisado.',
  cutoffPassedWarning:
    'O prazo de confirmação desta partida já passou: os titulares não podem mais desistir.',
  reservesByChoiceHint:
    'Reserva quer dizer "jogo se precisarem de mim": você sobe para os titulares quando abrir uma vaga no time completo.',
  created: 'Partida criada!',
  deleted: 'Partida excluída',
  fetchError: 'Erro ao carregar as partidas',
  createFailed: 'Não foi possível criar a partida.',
  updateFailed: 'Não foi possível atualizar',
  updateError: 'Erro ao atualizar a partida.',
  loadError: 'Erro ao carregar a partida.',
  rsvpFailed: 'Não foi possível enviar sua resposta',
  loadTeamFailed: 'Não foi possível carregar a partida ou as respostas',
  removeFailed: 'Não foi possível tirar o jogador',
  addFailed: 'Não foi possível adicionar o jogador',
  notLoggedIn: 'Você não entrou',
  cutoffAlreadyPassed_one:
    'O prazo de confirmação ({{count}} hora antes do início) já passou para este horário: depois de salvar, os jogadores não vão mais poder desistir. Escolha um horário mais tarde ou um prazo menor se eles precisarem poder.',
  cutoffAlreadyPassed_many:
    'O prazo de confirmação ({{count}} horas antes do início) já passou para este horário: depois de salvar, os jogadores não vão mais poder desistir. Escolha um horário mais tarde ou um prazo menor se eles precisarem poder.',
  cutoffAlreadyPassed_other:
    'O prazo de confirmação ({{count}} horas antes do início) já passou para este horário: depois de salvar, os jogadores não vão mais poder desistir. Escolha um horário mais tarde ou um prazo menor se eles precisarem poder.',
  mainTeamFull: 'O time titular está completo (máx. {{max}} jogadores).',
  tooManyUpcomingGames: 'Este grupo já tem {{max}} partidas marcadas. Exclua uma antes de criar outra.',
  tooManyGamesCreated: 'Você criou partidas demais. Tente novamente em {{wait}}.',
  tooManyGameChanges:
    'Você alterou as partidas e escalações deste grupo vezes demais. Tente novamente em {{wait}}.',
  tooManyGuestChanges:
    'Você alterou seus convidados desta partida vezes demais. Tente novamente em {{wait}}.',
  tooManyLinkAnswers:
    'Este link já foi usado para responder vezes demais. Tente novamente em {{wait}} ou responda no Turnout.',
  teamMoves: {
    notAdmin: 'Só um administrador do grupo pode mexer na escalação desta partida.',
    playerNotMember: 'Este jogador não é membro do grupo desta partida.',
    movedToMainTeam: '{{name}} subiu para os titulares.',
    movedToReserves: '{{name}} foi para as reservas.',
    addedToMainTeam: '{{name}} adicionado aos titulares.',
    addedToReserves: '{{name}} adicionado às reservas.',
    removed: '{{name}} saiu da escalação.',
    alreadyInMainTeam: '{{name}} já está entre os titulares.',
    alreadyInReserves: '{{name}} já está nas reservas.',
    notOnSheet: '{{name}} não está na escalação.',
    newTeamInvalid: 'newTeam deve ser main ou reserves.',
    addStatusInvalid: 'O status deve ser in ou reserves.',
  },
  calendarFeedNotFound:
    'Não há feed de agenda neste endereço: ele pode ter sido redefinido. Pegue o link atual na tela de jogos.',
  calendar: {
    feedDescription: 'Seus jogos no Turnout, com a sua resposta para cada um.',
    summaryIn: '[Dentro] {{description}}',
    summaryReserve: '[Reserva {{place}}] {{description}}',
    summaryOut: '[Fora] {{description}}',
    summaryUnanswered: '[?] {{description}}',
    summaryCancelled: '[Cancelado] {{description}}',
    cost: 'Valor: {{cost}}',
  },
  answerLink: {
    invalid: 'Este link não é válido. Abra o jogo no Turnout para responder.',
    expired: 'Este link expirou: o jogo já começou.',
    userGone: 'Este link foi criado para uma conta que não existe mais.',
  },
  answerPage: {
    title: 'Você vai jogar?',
    forWhom: 'Para {{name}}',
    placeIn: 'Você joga — {{mainTeamCount}}/{{maxPlayers}}',
    placeReserves: 'Você está na reserva — número {{position}}',
    placeReservesUnnumbered: 'Você está na reserva',
    placeOut: 'Você está fora',
    answers: { in: 'Tô dentro', reserves: 'Reserva', out: 'Tô fora' },
    answersLabel: 'Sua resposta',
    confirm: 'Confirmar',
    soFar: 'Até agora: {{place}}',
    notAnswered: 'Você ainda não respondeu.',
    signInForTeamSheet: 'Entre para ver a escalação',
    seeTeamSheet: 'Ver a escalação',
    yourGames: 'Seus jogos',
    signIn: 'Entrar',
    loading: 'Abrindo seu link de resposta…',
    serverError: 'Algo deu errado ao abrir este link. Tente de novo.',
  },
} as const satisfies Messages;
