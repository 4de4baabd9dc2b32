import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLAIM_WORDS } from '../../../ui/constants';
import { useRotatingWord } from '../hooks/useRotatingWord';
import classes from './RotatingWord.module.css';

/** The changing first word of the landing page claim (innovation, business, product). */
export function RotatingWord() {
  const { t } = useTranslation();
  const word = useRotatingWord(CLAIM_WORDS);
  return (
    <Text
      key={word ?? 'blank'}
      span
      inherit
      variant="gradient"
      gradient={{ from: 'brand.6', to: 'grape.5', deg: 90 }}
      className={classes.word}
      data-testid="rotating-word"
    >
      {word ? t(`landing.claimWords.${word}`) : ''}
    </Text>
  );
}
