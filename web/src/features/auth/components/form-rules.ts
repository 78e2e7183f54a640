import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** Validation, with its exact messages (the spec's, in English), in the `auth` catalog's language. */
export const emailRules = (t: TFunction<'auth'>): FormRule[] => [{ required: true, type: 'email', message: t('rules.email') }];
export const passwordRules = (t: TFunction<'auth'>): FormRule[] => [{ required: true, min: 6, message: t('rules.password') }];
export const firstNameRules = (t: TFunction<'auth'>): FormRule[] => [{ required: true, message: t('rules.firstName') }];
export const lastNameRules = (t: TFunction<'auth'>): FormRule[] => [{ required: true, message: t('rules.lastName') }];
