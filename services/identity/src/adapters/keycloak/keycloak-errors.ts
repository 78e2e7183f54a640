import { ConflictError, DomainError, NotFoundError, UnavailableError, ValidationError, phrase } from '@counsel/kit';

export const SIGN_IN_UNAVAILABLE = 'The sign-in service is unavailable. Please try again shortly.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const ACCOUNT_EXISTS = 'An account with this email already exists';
const POLICY_NOT_MET = 'Password does not meet the password policy';
const DETAILS_REFUSED = 'The sign-in service refused these account details';

/**
 * Why the token endpoint said no, from its OAuth error code (RFC 6749 section 5.2). Only
 * `invalid_grant` is about the user (wrong password, disabled, spent or expired refresh token);
 * `invalid_client` and the rest mean this service is misconfigured, which a user cannot fix by retrying.
 */
export function tokenRefusal(status: number, error: unknown): 'credentials' | 'configuration' | 'outage' {
  if (status !== 400 && status !== 401) return 'outage';
  return error === 'invalid_grant' ? 'credentials' : 'configuration';
}

interface AdminFailure { response?: { status?: number }; responseData?: unknown }

/** The HTTP status of a failed admin REST call (the admin client's NetworkError), or null when no answer came. */
export function adminStatus(err: unknown): number | null {
  const status = (err as AdminFailure | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}

/** Keycloak's own wording for a refusal (e.g. "Invalid password: minimum length 6."), when it is a sentence. */
function keycloakWording(err: unknown): string | null {
  const data = (err as AdminFailure).responseData as { error_description?: unknown; errorMessage?: unknown } | undefined;
  const text = data?.error_description ?? data?.errorMessage;
  return typeof text === 'string' && text.includes(' ') ? text : null;
}

/**
 * The domain error for a failed admin call, matching what the embedded issuer throws for the same case:
 * 409 a taken email, 400 details the realm refuses (its password policy), 404 an unknown user. Anything else
 * (no answer, 5xx, 401/403 from a service account without its roles) is an outage to the caller.
 */
export function adminError(err: unknown, op: 'create' | 'password'): DomainError {
  if (err instanceof DomainError) return err;
  const status = adminStatus(err);
  if (op === 'create' && status === 409) return new ConflictError(ACCOUNT_EXISTS);
  if (status === 400) {
    // Keycloak's wording is English only: it follows our own sentence, which a reader's language writes.
    const refused = op === 'password' ? POLICY_NOT_MET : DETAILS_REFUSED;
    const detail = keycloakWording(err);
    return new ValidationError(detail ? phrase(`${refused} ({{detail}})`, { detail }) : refused);
  }
  if (op === 'password' && status === 404) return new NotFoundError('User not found');
  return new UnavailableError(SIGN_IN_UNAVAILABLE);
}

export function accountExists(): ConflictError {
  return new ConflictError(ACCOUNT_EXISTS);
}
