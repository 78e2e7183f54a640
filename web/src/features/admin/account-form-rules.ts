import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The rules for staff accounts and password resets, with the messages users see (the spec's, in English), in the
 * `admin` catalog's language. Blank names count as missing.
 */
export const emailRules = (t: TFunction<'admin'>): FormRule[] => [{ required: true, type: 'email', whitespace: true, message: t('rules.email') }];
export const passwordRules = (t: TFunction<'admin'>): FormRule[] => [{ required: true, min: 6, message: t('rules.password') }];
export const firstNameRules = (t: TFunction<'admin'>): FormRule[] => [{ required: true, whitespace: true, message: t('rules.firstName') }];
export const lastNameRules = (t: TFunction<'admin'>): FormRule[] => [{ required: true, whitespace: true, message: t('rules.lastName') }];
