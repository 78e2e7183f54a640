import { describe, expect, it } from '@jest/globals';
import { GENERIC_ERROR_MESSAGE, UnauthenticatedError, UnavailableError, ValidationError } from '@counsel/kit';
import { RestError, orNotFound, restErrorAnswer } from './rest-error.js';

/** What a route's throw becomes on the wire: status and message. */
function answered(f: () => unknown) {
  try {
    f();
  } catch (err) {
    const { status, message } = restErrorAnswer(err);
    return { status, message };
  }
  throw new Error('nothing was thrown');
}

describe('the REST error path', () => {
  it('answers a missing record (null or undefined) as 404 with the route\'s message', () => {
    expect(answered(() => orNotFound(null, 'College not found'))).toEqual({ status: 404, message: 'College not found' });
    expect(answered(() => orNotFound(undefined, 'Setting not found'))).toEqual({ status: 404, message: 'Setting not found' });
  });

  it('hands back any value that is there, falsy ones included (an empty calendar is still a calendar)', () => {
    const college = { unitid: '243744' };
    expect(orNotFound(college, 'College not found')).toBe(college);
    expect(orNotFound('', 'Calendar feed not found')).toBe('');
    expect(orNotFound(0, 'Import not found')).toBe(0);
  });

  it('maps the kit errors a route throws as it mapped the statuses the routes used to write by hand', () => {
    expect(answered(() => { throw new UnauthenticatedError(); })).toEqual({ status: 401, message: 'Not signed in' });
    expect(answered(() => { throw new ValidationError('The upload URL is invalid'); })).toEqual({ status: 400, message: 'The upload URL is invalid' });
    expect(answered(() => { throw new UnavailableError('The assistant is unavailable right now. Please try again.'); }))
      .toEqual({ status: 503, message: 'The assistant is unavailable right now. Please try again.' });
  });

  it('passes on the template and values a subgraph\'s message was written from, and never an internal one\'s', () => {
    const values = { max: 10, file: 'users.csv' };
    const refused = RestError.fromGraphql({
      message: 'users.csv is larger than 10 MB uncompressed',
      extensions: { code: 'BAD_USER_INPUT', status: 400, template: '{{file}} is larger than {{max}} MB uncompressed', values },
    });
    expect(restErrorAnswer(refused)).toMatchObject({
      status: 400, message: 'users.csv is larger than 10 MB uncompressed', template: '{{file}} is larger than {{max}} MB uncompressed', values,
    });
    const internal = RestError.fromGraphql({ message: 'SQLITE_BUSY', extensions: { status: 500, template: 'SQLITE_BUSY', values: {} } });
    expect(restErrorAnswer(internal)).toMatchObject({ status: 500, message: GENERIC_ERROR_MESSAGE });
    expect(restErrorAnswer(internal).template).toBeUndefined();
  });

  it('keeps an upstream refusal\'s status, and hides a server error\'s text behind the generic message', () => {
    expect(answered(() => { throw RestError.fromUpstream(502, GENERIC_ERROR_MESSAGE); })).toEqual({ status: 502, message: GENERIC_ERROR_MESSAGE });
    expect(answered(() => { throw RestError.fromUpstream(500, 'SQLITE_BUSY: database is locked'); })).toEqual({ status: 500, message: GENERIC_ERROR_MESSAGE });
    expect(answered(() => { throw RestError.fromUpstream(409, 'This college is already on the list'); })).toEqual({ status: 409, message: 'This college is already on the list' });
  });
});
