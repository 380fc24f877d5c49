// Public API of the AI layer. Importing this module does not load the OpenAI SDK: the client is
// created with a dynamic import on the first call.
export { createAiClient, AI_MAX_TOKENS } from './client';
export { generateTraining, extractModules, TRAINING_TEMPERATURE } from './generate-training';
export type { GenerateTrainingOptions } from './generate-training';
export { parseMenuWithAI, MENU_PARSE_TEMPERATURE } from './parse-menu';
export type { ParseMenuOptions } from './parse-menu';
export {
  MENU_PARSE_SYSTEM_PROMPT,
  TRAINING_SYSTEM_PROMPT,
  buildMenuParseUserMessage,
  buildTrainingUserMessage,
} from './prompts';
export { AiResponseError } from './result';
export type { AiCallOptions, AiResult } from './result';
export * from './settings';
export { buildTrainingFallback } from './training-fallback';
export {
  DETAIL_LEVELS,
  MAX_QUIZ_COUNT,
  QUIZ_DIFFICULTIES,
  SOURCE_TYPES,
  trainingOptionsSchema,
} from './training-options';
export type { TrainingOptions, TrainingOptionsInput } from './training-options';
export { validateApiKey } from './validate-key';
