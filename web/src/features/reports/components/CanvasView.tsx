import {
  type BusinessModelCanvas,
  CANVAS_BLOCKS,
  type CanvasBlockKey,
  canvasAttribution,
  canvasBlockLabel,
  evidenceLabel,
} from '@idea-studio/sdk';
import { Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLabelReader } from '../../track-data/labelReader';
import classes from './Canvas.module.css';

/** Each block's place in the classic layout (Canvas.module.css names the grid areas). */
const AREAS: Record<CanvasBlockKey, string> = {
  keyPartners: 'kp',
  keyActivities: 'ka',
  keyResources: 'kr',
  valuePropositions: 'vp',
  customerRelationships: 'cr',
  channels: 'ch',
  customerSegments: 'cs',
  costStructure: 'co',
  revenueStreams: 're',
};

/**
 * The Business Model Canvas (part 1 §2 "Business Model DNA") in the classic nine-block layout, each entry with
 * where it comes from, and the attribution of Strategyzer's design.
 */
export function CanvasView({ canvas }: { canvas: BusinessModelCanvas }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'de' ? 'de' : 'en';
  const reader = useLabelReader();
  return (
    <Stack gap="xs" data-testid="canvas">
      <div className={classes.grid}>
        {CANVAS_BLOCKS.map((key) => (
          <Paper
            key={key}
            withBorder
            radius="sm"
            p="xs"
            className={classes.block}
            style={{ gridArea: AREAS[key] }}
            component="section"
            aria-label={canvasBlockLabel(key, lang)}
          >
            <Title order={4} size="h6" c="brand.7">
              {canvasBlockLabel(key, lang)}
            </Title>
            <List size="xs" spacing={4} mt={4}>
              {canvas[key].map((entry) => (
                <List.Item key={entry.text}>
                  {entry.text}{' '}
                  <Badge
                    size="xs"
                    variant="outline"
                    color={entry.origin === 'user' ? 'teal' : entry.origin === 'ai' ? 'gray' : 'blue'}
                    style={{ textTransform: 'none' }}
                  >
                    {evidenceLabel(entry, lang, reader)}
                  </Badge>
                </List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </div>
      <Text size="xs" c="dimmed">
        {canvasAttribution(lang)}
      </Text>
    </Stack>
  );
}
