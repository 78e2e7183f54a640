import type { FormRule } from 'antd';

/** Validation, with its exact messages. */
export const EMAIL_RULES: FormRule[] = [{ required: true, type: 'email', message: 'Please enter a valid email' }];
export const PASSWORD_RULES: FormRule[] = [{ required: true, min: 6, message: 'Password must be at least 6 characters' }];
export const FIRST_NAME_RULES: FormRule[] = [{ required: true, message: 'First name is required' }];
export const LAST_NAME_RULES: FormRule[] = [{ required: true, message: 'Last name is required' }];
