/**
 * The words of a form's rules, one per rule. The domain names the rules and holds the limits; the
 * words are the app's, translated (src/features/<feature>/lib/*-form-schema.ts), so src/domain
 * imports nothing but zod and the Edge Function can run it. Each is a function, read when a value
 * is validated, so a translated message is in the language shown at that moment.
 */
export type FormMessages<Rule extends string> = Readonly<Record<Rule, () => string>>;

/** Messages that are the rule names themselves: for a caller that shows no words (a test). */
export function ruleNames<Rule extends string>(rules: readonly Rule[]): FormMessages<Rule> {
  const messages: Partial<Record<Rule, () => string>> = {};
  for (const rule of rules) messages[rule] = () => rule;
  return messages as FormMessages<Rule>;
}
