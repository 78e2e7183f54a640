import { serverText } from '../../i18n/server-text';
import { collegeWord } from './college-format';

/**
 * An application's flag in the reader's language. The colleges service builds the sentence from values that the web
 * also holds (the deadline in force, the count it starts with), so a known code is written from the catalog with
 * them; anything else shows through the server catalog, or as sent. English reads the service's sentence unchanged.
 */
export function flagText(flag: { code: string; message: string }, deadline: string | null | undefined): string {
  if (flag.code === 'DEADLINE_PASSED' && deadline && flag.message.includes(`(${deadline})`)) {
    return collegeWord('flags.DEADLINE_PASSED', flag.message, { date: deadline });
  }
  const binding = flag.code === 'TWO_BINDING' ? /^(\d+) binding /.exec(flag.message) : null;
  if (binding) return collegeWord('flags.TWO_BINDING', flag.message, { count: Number(binding[1]) });
  return serverText(flag.message);
}
