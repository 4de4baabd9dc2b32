import { useTranslation } from 'react-i18next';
import { uploadMessageKey } from '../hubFiles';

/** Shows an upload error in the UI language: the known rule messages translated, any other server text as it is. */
export function useUploadErrorText(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => {
    const key = uploadMessageKey(text);
    return key ? t(key) : text;
  };
}
