import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LanguagePicker } from '../../components/LanguagePicker';
import { SetMyLanguageDocument } from '../../gql/graphql';
import type { Language } from '../../i18n/languages';

/** The header's language picker: the choice is kept on the account, so another browser or a new sign-in finds it. */
export function AccountLanguagePicker() {
  const [setMyLanguage] = useMutation(SetMyLanguageDocument);
  const remember = useCallback((language: Language) => setMyLanguage({ variables: { language } }), [setMyLanguage]);
  return <LanguagePicker remember={remember} />;
}
