import { evidenceLabel, type Report } from '@idea-studio/sdk';
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLabelReader } from '../../track-data/labelReader';

/** A report (part 1 §2): its summary and headed sections, each point with where it comes from. */
export function ReportView({ report }: { report: Report }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'de' ? 'de' : 'en';
  const reader = useLabelReader();
  return (
    <Stack gap="md" data-testid="report">
      <Title order={3} size="h4">
        {report.title}
      </Title>
      <Text>{report.summary}</Text>
      {report.sections.map((section) => (
        <Stack key={section.heading} gap="xs" component="section" aria-label={section.heading}>
          <Title order={4} size="h5">
            {section.heading}
          </Title>
          <List spacing="xs" size="sm">
            {section.points.map((point) => (
              <List.Item key={point.text}>
                <Group gap={6} wrap="wrap" align="baseline">
                  <Text size="sm" span>
                    {point.text}
                  </Text>
                  <Badge
                    size="xs"
                    variant="outline"
                    color={point.origin === 'user' ? 'teal' : point.origin === 'ai' ? 'gray' : 'blue'}
                    style={{ textTransform: 'none' }}
                    data-testid="point-evidence"
                  >
                    {evidenceLabel(point, lang, reader)}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
