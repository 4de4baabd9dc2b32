import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import type { ProductIdea } from '../paperFlow';

export interface ProductIdeasDialogProps {
  opened: boolean;
  ideas: readonly ProductIdea[];
  onClose: () => void;
  onSelect: (idea: ProductIdea) => void;
}

/**
 * The Product Ideas dialog (part 2 §2.7): 'We analyzed your paper an build concrete suggestions.', the ideas with
 * title and abstract, one selectable; Select Idea is disabled until one is chosen.
 */
export function ProductIdeasDialog({ opened, ideas, onClose, onSelect }: ProductIdeasDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (opened) setChosen(null);
  }, [opened]);

  const idea = chosen === null ? undefined : ideas[Number(chosen)];
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('paper.ideas.title')}>
      <Stack gap="md">
        <Text size="sm">{t('paper.ideas.text')}</Text>
        <Radio.Group value={chosen} onChange={setChosen} aria-label={t('paper.ideas.title')}>
          <Stack gap="sm">
            {ideas.map((item, index) => (
              <Radio.Card key={item.ideaTitle} value={String(index)} radius="md" p="md" aria-label={item.ideaTitle}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <Stack gap={4}>
                    <Text fw={700}>{item.ideaTitle}</Text>
                    <Text size="sm" c="dimmed">
                      {item.ideaAbstract}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('paper.ideas.cancel')}
          </Button>
          <Button disabled={!idea} onClick={() => idea && onSelect(idea)}>
            {t('paper.ideas.select')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
