import { SegmentedControl } from '@mantine/core';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '../../../i18n';
import { languageAtom } from '../../../i18n/languageAtom';

/** Compact English/German switch for public pages; each option is labelled in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t('language.label')}
      value={language}
      onChange={(value) => {
        if (isLanguage(value)) setLanguage(value);
      }}
      data={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
    />
  );
}
