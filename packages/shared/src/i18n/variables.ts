/**
 * Values every catalogue may quote by name ({{passwordMin}}, …), filled in by every translator as
 * i18next default variables so a limit lives in one place (texts/limits.ts; README "Languages").
 */
import {
  CHAT_MESSAGE_MAX,
  GAME_HORIZON_YEARS,
  GROUP_NAME_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../texts/limits.ts';

export const CATALOGUE_VARIABLES = {
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  chatMessageMax: CHAT_MESSAGE_MAX,
  groupNameMax: GROUP_NAME_MAX,
  gameHorizonYears: GAME_HORIZON_YEARS,
} as const;
