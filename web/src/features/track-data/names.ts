/** Reference data carries its names per language (`name_en`, `name_de`); this picks the UI language's one. */
export function localName(item: { name_en: string; name_de: string }, language: string): string {
  return (language === 'de' ? item.name_de : item.name_en) || item.name_en;
}

export function localDescription(
  item: { description_en?: string; description_de?: string },
  language: string,
): string | undefined {
  return (language === 'de' ? item.description_de : item.description_en) || item.description_en;
}
