import Schema, { type Rules } from '@rc-component/async-validator';

// The validator is CommonJS with an `exports.default`: node's ES module loader wraps it once more (bundlers do not).
const Validator: typeof Schema = (Schema as typeof Schema & { default?: typeof Schema }).default ?? Schema;

/**
 * The messages a form shows for these values under these antd rules, run by the validator antd's forms use;
 * [] when it accepts them. For unit tests of form rules (the web's tests run in node, without a DOM).
 */
export async function formMessages(rules: Record<string, unknown>, values: Record<string, unknown>): Promise<string[]> {
  try {
    await new Validator(rules as Rules).validate(values);
    return [];
  } catch (failure) {
    const errors = (failure as { errors?: { message: string }[] }).errors;
    if (!Array.isArray(errors)) throw failure;
    return errors.map((e) => e.message);
  }
}
