import type { FormRule } from 'antd';

/** The rules for staff accounts and password resets, with the messages users see. Blank names count as missing. */
export const EMAIL_RULES: FormRule[] = [{ required: true, type: 'email', whitespace: true, message: 'Please enter a valid email' }];
export const PASSWORD_RULES: FormRule[] = [{ required: true, min: 6, message: 'Password must be at least 6 characters' }];
export const FIRST_NAME_RULES: FormRule[] = [{ required: true, whitespace: true, message: 'First name is required' }];
export const LAST_NAME_RULES: FormRule[] = [{ required: true, whitespace: true, message: 'Last name is required' }];
